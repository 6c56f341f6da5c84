// The cashier's credentials file: only a file of the desk's user that no one else may read, holding
// exactly a login and a secret; a refusal never repeats the secret.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CredentialsRefused, promptCredentials, readCredentialsFile } from '../deskCredentials.ts';

const SECRET = 'chloe-secret-123';

function file(content: string, mode: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tapis-desk-cred-')), 'desk.json');
  writeFileSync(path, content, { mode });
  chmodSync(path, mode);
  return path;
}

describe('readCredentialsFile', () => {
  it('reads the login and secret of a mode 600 (or 400) file', async () => {
    for (const mode of [0o600, 0o400])
      expect(
        await readCredentialsFile(file(JSON.stringify({ login: 'chloe', secret: SECRET }), mode)),
      ).toEqual({
        login: 'chloe',
        secret: SECRET,
      });
  });

  it('refuses a file open to group or others before reading it', async () => {
    for (const mode of [0o640, 0o604, 0o644]) {
      const path = file(JSON.stringify({ login: 'chloe', secret: SECRET }), mode);
      await expect(readCredentialsFile(path)).rejects.toThrow(
        `is open to group or others (mode ${mode.toString(8)}): chmod 600 it`,
      );
    }
  });

  it('refuses a missing file, a folder, and content that is not exactly a login and a secret', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-desk-cred-'));
    await expect(readCredentialsFile(join(dir, 'none.json'))).rejects.toThrow(CredentialsRefused);
    mkdirSync(join(dir, 'folder'), { mode: 0o700 });
    await expect(readCredentialsFile(join(dir, 'folder'))).rejects.toThrow('is not a regular file');
    for (const content of [
      `chloe ${SECRET}`,
      JSON.stringify({ login: 'chloe' }),
      JSON.stringify({ login: '', secret: SECRET }),
      JSON.stringify({ login: 'chloe', secret: SECRET, role: 'comiteDeDirection' }),
    ]) {
      const refusal = await readCredentialsFile(file(content, 0o600)).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(CredentialsRefused);
      expect((refusal as Error).message).not.toContain(SECRET);
    }
  });
});

describe('promptCredentials', () => {
  it('refuses to ask when its input is not a terminal', async () => {
    const input = new PassThrough() as unknown as NodeJS.ReadStream;
    await expect(promptCredentials({ input, output: process.stdout })).rejects.toThrow(
      'no --credentials file and no terminal to ask on',
    );
  });
});
