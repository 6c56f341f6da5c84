// The desk's keyboard on a stand-in terminal: command lines as typed; a secret read in raw mode
// (the terminal's echo off) from its prompt to Enter, with backspace, into bytes; lines typed
// before the prompt dropped, never taken as the secret; Ctrl-C aborts; no terminal, no secret.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DeskKeyboard } from '../deskKeyboard.ts';

/** A stand-in TTY: its raw-mode switches recorded, and what is printed on it. */
function terminal(tty = true) {
  const input = new PassThrough() as PassThrough & { isTTY?: boolean; setRawMode(raw: boolean): void };
  const modes: boolean[] = [];
  if (tty) input.isTTY = true;
  input.setRawMode = (raw) => void modes.push(raw);
  let printed = '';
  const output = new PassThrough();
  output.on('data', (d: Buffer) => (printed += d.toString('utf8')));
  const keyboard = new DeskKeyboard({ input: input as unknown as NodeJS.ReadStream, output });
  return { input, modes, keyboard, printed: () => printed };
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 5));

describe('DeskKeyboard', () => {
  it('reads command lines, CR LF or LF, and ends with null', async () => {
    const t = terminal();
    t.input.write('etat\r\npay');
    t.input.write('er\n');
    expect(await t.keyboard.nextLine()).toBe('etat');
    expect(await t.keyboard.nextLine()).toBe('payer');
    t.input.end('quitter');
    expect(await t.keyboard.nextLine()).toBe('quitter');
    expect(await t.keyboard.nextLine()).toBeNull();
  });

  it('reads a secret with echo off from its prompt to Enter, backspace editing it, and echo back on', async () => {
    const t = terminal();
    const secret = t.keyboard.secret('Code : ');
    expect(t.modes).toEqual([true]);
    t.input.write('73');
    t.input.write('9x\x7f164\rnext\n');
    const entry = await secret;
    expect(entry.kind === 'typed' && [entry.bytes.toString('latin1'), entry.tooLong]).toEqual([
      '739164',
      false,
    ]);
    expect(t.modes).toEqual([true, false]);
    expect(t.printed()).toBe('Code : \n');
    // What follows the secret's Enter is command input again.
    expect(await t.keyboard.nextLine()).toBe('next');
  });

  it('drops lines typed before the prompt instead of taking them as the secret', async () => {
    const t = terminal();
    t.input.write('1234\n');
    await tick();
    const secret = t.keyboard.secret('Code : ');
    t.input.write('5678\n');
    const entry = await secret;
    expect(entry.kind === 'typed' && entry.bytes.toString('latin1')).toBe('5678');
    expect(t.printed()).toBe('(1 ligne(s) tapée(s) avant la demande, ignorée(s))\nCode : \n');
  });

  it('marks a secret too long, aborts on Ctrl-C, and has none without a terminal or after the end', async () => {
    const t = terminal();
    const long = t.keyboard.secret('Code : ');
    t.input.write(`${'9'.repeat(20)}\r`);
    const entry = await long;
    expect(entry.kind === 'typed' && [entry.bytes.length, entry.tooLong]).toEqual([16, true]);
    const aborted = t.keyboard.secret('Code : ');
    t.input.write('12\x03');
    expect(await aborted).toEqual({ kind: 'aborted' });
    const pending = t.keyboard.secret('Code : ');
    t.input.end();
    expect(await pending).toEqual({ kind: 'closed' });
    expect(await t.keyboard.secret('Code : ')).toEqual({ kind: 'closed' });
    expect(t.modes.at(-1)).toBe(false);
    expect(await terminal(false).keyboard.secret('Code : ')).toEqual({ kind: 'noTerminal' });
  });
});
