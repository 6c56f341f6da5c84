// The card master key's custody (docs/players.md "Card keys"): a file of its own, mode 600,
// outside the data folder, 32 hex digits, never overwritten; found from the configuration, the
// environment or the systemd credential, and never in an error message.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CardKeyError, createCardMasterKey, loadCardMasterKey } from '../cardMasterKey.ts';
import { cardKeyFile, cardMasterKeyFor } from '../cardKeySource.ts';

const dir = (): string => mkdtempSync(join(tmpdir(), 'tapis-card-key-'));
const saved = { file: process.env['TAPIS_CARD_KEY_FILE'], credentials: process.env['CREDENTIALS_DIRECTORY'] };
afterEach(() => {
  for (const [name, value] of [
    ['TAPIS_CARD_KEY_FILE', saved.file],
    ['CREDENTIALS_DIRECTORY', saved.credentials],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the card master key file', () => {
  it('is created at mode 600 with 16 random bytes, and never overwritten', () => {
    const file = join(dir(), 'card.key');
    createCardMasterKey(file);
    const text = readFileSync(file, 'utf8').trim();
    expect(text).toMatch(/^[0-9a-f]{32}$/);
    expect(loadCardMasterKey(file)).toEqual(Buffer.from(text, 'hex'));
    expect(() => createCardMasterKey(file)).toThrow(CardKeyError);
    expect(readFileSync(file, 'utf8').trim()).toBe(text);
  });

  it('is refused inside the data folder, open to others, or malformed — without the key in the message', () => {
    const data = dir();
    const inside = join(data, 'card.key');
    createCardMasterKey(inside);
    expect(() => loadCardMasterKey(inside, data)).toThrow(/must not be inside the data folder/);
    const open = join(dir(), 'card.key');
    createCardMasterKey(open);
    const key = readFileSync(open, 'utf8').trim();
    chmodSync(open, 0o644);
    const error = (() => {
      try {
        loadCardMasterKey(open, data);
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error?.message).toMatch(/mode 644/);
    expect(error?.message).not.toContain(key);
    const short = join(dir(), 'card.key');
    writeFileSync(short, 'abcd\n', { mode: 0o600 });
    expect(() => loadCardMasterKey(short)).toThrow(/not 32 hex digits/);
  });

  it('is found in the configuration, else TAPIS_CARD_KEY_FILE, else the systemd credential; else none', () => {
    delete process.env['TAPIS_CARD_KEY_FILE'];
    delete process.env['CREDENTIALS_DIRECTORY'];
    expect(cardKeyFile()).toBeUndefined();
    expect(cardMasterKeyFor(dir())).toBeUndefined();
    const credentials = dir();
    createCardMasterKey(join(credentials, 'card-master-key'));
    process.env['CREDENTIALS_DIRECTORY'] = credentials;
    expect(cardKeyFile()).toBe(join(credentials, 'card-master-key'));
    process.env['TAPIS_CARD_KEY_FILE'] = '/elsewhere/card.key';
    expect(cardKeyFile()).toBe('/elsewhere/card.key');
    expect(cardKeyFile('/configured/card.key')).toBe('/configured/card.key');
    expect(cardMasterKeyFor(dir(), join(credentials, 'card-master-key'))).toHaveLength(16);
  });
});
