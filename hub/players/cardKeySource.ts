// Where the hub finds the card master key file (docs/players.md "Card keys"): the configuration's
// `cards.masterKeyFile`, else TAPIS_CARD_KEY_FILE, else systemd's credential `card-master-key`
// ($CREDENTIALS_DIRECTORY, LoadCredential=card-master-key:…). The key is read from a file, never
// from the command line or the environment itself. Without one the hub authenticates no card.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadCardMasterKey } from './cardMasterKey.ts';

/** The card master key file to use, or undefined when none is given anywhere. */
export function cardKeyFile(configured?: string): string | undefined {
  const credentials = process.env['CREDENTIALS_DIRECTORY'];
  const credential = credentials === undefined ? undefined : join(credentials, 'card-master-key');
  return (
    configured ??
    process.env['TAPIS_CARD_KEY_FILE'] ??
    (credential !== undefined && existsSync(credential) ? credential : undefined)
  );
}

/** The card master key for a hub on `dataDir`, or undefined (no card authentication). */
export function cardMasterKeyFor(dataDir: string, configured?: string): Buffer | undefined {
  const file = cardKeyFile(configured);
  return file === undefined ? undefined : loadCardMasterKey(file, dataDir);
}
