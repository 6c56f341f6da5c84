// The cashier's credentials for the desk reader (issue 12 §2): the staff login and secret of the
// existing staff API (docs/protocol.md "Staff API"), never on the command line or in a log. Read
// from a file only its owner may read (the journal key's rule, docs/operations.md), or typed at
// the desk's terminal with the secret not echoed.
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';

/** A staff login and its secret (the bounds of the staff `login` message). */
export interface StaffCredentials {
  readonly login: string;
  readonly secret: string;
}

const CredentialsSchema = z
  .object({ login: z.string().min(1).max(64), secret: z.string().min(1).max(256) })
  .strict();

/** Credentials the desk refuses to use; the message never contains the secret. */
export class CredentialsRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsRefused';
  }
}

/**
 * Reads `{"login": "…", "secret": "…"}` from `path`: a regular file of the desk's user, readable by
 * no one else (mode 600 or 400). Anything else is refused before the file is read.
 */
export async function readCredentialsFile(path: string): Promise<StaffCredentials> {
  let info;
  try {
    info = await stat(path);
  } catch {
    throw new CredentialsRefused(`cannot read the credentials file ${path}`);
  }
  if (!info.isFile()) throw new CredentialsRefused(`${path} is not a regular file`);
  if ((info.mode & 0o077) !== 0)
    throw new CredentialsRefused(
      `${path} is open to group or others (mode ${(info.mode & 0o777).toString(8)}): chmod 600 it`,
    );
  const uid = process.getuid?.();
  if (uid !== undefined && info.uid !== uid)
    throw new CredentialsRefused(`${path} belongs to another user: the desk's user must own it`);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw new CredentialsRefused(`${path} is not JSON {"login": "…", "secret": "…"}`);
  }
  const parsed = CredentialsSchema.safeParse(raw);
  // zod's issues name the fields, never their values; the message is ours anyway.
  if (!parsed.success)
    throw new CredentialsRefused(`${path} must hold exactly {"login": "…", "secret": "…"} (non-empty)`);
  return parsed.data;
}

/** The terminal the desk asks on: its input (a TTY to switch echo off) and its output. */
export interface PromptTerminal {
  readonly input: NodeJS.ReadStream;
  readonly output: NodeJS.WritableStream;
}

/** Asks the login, then the secret without echo; refuses when the input is not a terminal. */
export async function promptCredentials(terminal: PromptTerminal): Promise<StaffCredentials> {
  if (terminal.input.isTTY !== true)
    throw new CredentialsRefused('no --credentials file and no terminal to ask on');
  const login = await readTtyLine(terminal, 'Identifiant du caissier : ', true);
  const secret = await readTtyLine(terminal, 'Code secret : ', false);
  const parsed = CredentialsSchema.safeParse({ login, secret });
  if (!parsed.success) throw new CredentialsRefused('an empty login or secret');
  return parsed.data;
}

/** One line typed on the TTY in raw mode: echoed or not; backspace edits; Ctrl-C or Ctrl-D aborts. */
function readTtyLine(terminal: PromptTerminal, prompt: string, echo: boolean): Promise<string> {
  const { input, output } = terminal;
  output.write(prompt);
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error: Error | null): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error === null) resolve(line);
      else reject(error);
    };
    const onData = (chunk: Buffer): void => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish(null);
        if (char === '\u0003' || char === '\u0004') return finish(new CredentialsRefused('aborted'));
        if (char === '\u007f' || char === '\b') {
          if (line.length > 0 && echo) output.write('\b \b');
          line = [...line].slice(0, -1).join('');
        } else if (char >= ' ' && line.length < 256) {
          line += char;
          if (echo) output.write(char);
        }
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}
