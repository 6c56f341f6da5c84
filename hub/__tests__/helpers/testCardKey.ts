// The card master key of the tests (issue 12 §2): fixed, so that a virtual card personalised by
// one hub is recognised by the same store's next hub; in a key file of mode 600 for CLI children.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The tests' card master key (16 bytes). */
export const TEST_CARD_KEY: Buffer = createHash('sha256')
  .update('tapis test card master key')
  .digest()
  .subarray(0, 16);

/** A fresh key file holding TEST_CARD_KEY, outside any data folder. */
export function testCardKeyFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tapis-test-card-key-')), 'card.key');
  writeFileSync(file, `${TEST_CARD_KEY.toString('hex')}\n`, { mode: 0o600 });
  return file;
}
