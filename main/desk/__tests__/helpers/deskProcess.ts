// The desk program (`npm run desk`, main/desk/deskCli.ts) as a child process for the NFC tests:
// its output split in lines, waited for by pattern, lines typed on its input, and cards put on its
// reader through a private pcscd's vpcd. With `tty`, it runs on a pseudo-terminal (util-linux
// `script`), as at a real desk: what the terminal echoes is in its output, so a secret typed
// where echo is on would show there.
import { spawn } from 'node:child_process';
import type { VirtualDesfire } from '../../../../testkit/nfc/virtualDesfire.ts';
import { ATR_ISO14443_4, VpcdCard } from '../../../../testkit/nfc/vpcdCard.ts';

/** A running desk. */
export interface DeskProcess {
  /** Every line it printed so far (carriage returns dropped). */
  readonly out: string[];
  /** Its standard error so far. */
  err(): string;
  /** The command line it was started with. */
  readonly spawnargs: readonly string[];
  /** Resolves with its exit code. */
  readonly exited: Promise<number | null>;
  /** Waits for a line matching `pattern` from line `from`; resolves with its index. */
  seen(pattern: RegExp, from: number, ms?: number): Promise<number>;
  /** Waits until the line being printed (a prompt, no newline yet) matches `pattern`. */
  prompted(pattern: RegExp, ms?: number): Promise<void>;
  /** Writes `text` to its input as typed. */
  write(text: string): void;
  /** Types `line` and Enter; resolves with the index of the first line after it matching `answer`. */
  type(line: string, answer: RegExp): Promise<number>;
  /** Puts `card` on its reader until the returned lift; resolves once the desk printed `read`. */
  onDesk(card: VirtualDesfire, read: RegExp): Promise<{ lift(): Promise<void> }>;
  kill(): void;
}

/** A word for `sh -c`: quoted unless it is plainly safe. */
const shellWord = (word: string): string =>
  /^[\w./:=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** Starts the desk with `args`; its reader on vpcd port `vpcdPort` of the test's private pcscd. */
export function startDesk(args: readonly string[], vpcdPort: number, tty = false): DeskProcess {
  const desk = ['main/desk/deskCli.ts', ...args];
  const child = tty
    ? spawn('script', ['-qfec', [process.execPath, ...desk].map(shellWord).join(' '), '/dev/null'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, desk, { stdio: ['pipe', 'pipe', 'pipe'] });
  const out: string[] = [];
  let errText = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    out.push(...lines.map((line) => line.replace(/\r/g, '')));
  });
  child.stderr.on('data', (chunk: Buffer) => (errText += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const seen = async (pattern: RegExp, from: number, ms = 15_000): Promise<number> => {
    const end = Date.now() + ms;
    for (;;) {
      const at = out.findIndex((line, i) => i >= from && pattern.test(line));
      if (at >= 0) return at;
      if (Date.now() > end)
        throw new Error(`desk never printed ${String(pattern)}:\n${out.join('\n')}\n${partial}\n${errText}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const prompted = async (pattern: RegExp, ms = 15_000): Promise<void> => {
    const end = Date.now() + ms;
    while (!pattern.test(partial)) {
      if (Date.now() > end)
        throw new Error(`desk never prompted ${String(pattern)}:\n${out.join('\n')}\n${partial}\n${errText}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const write = (text: string): void => void child.stdin.write(text);
  return {
    out,
    err: () => errText,
    spawnargs: child.spawnargs,
    exited,
    seen,
    prompted,
    write,
    async type(line, answer) {
      const mark = out.length;
      write(`${line}\n`);
      return seen(answer, mark, 30_000);
    },
    async onDesk(card, read) {
      const mark = out.length;
      const uid = Buffer.from(card.uid).toString('hex').toUpperCase();
      const vpcd = await VpcdCard.tap({
        port: vpcdPort,
        uid: card.uid,
        atr: ATR_ISO14443_4,
        handler: (apdu) => card.handle(apdu),
      });
      await seen(new RegExp(`carte ${uid} ${read.source}`), mark);
      return {
        async lift() {
          const lifted = out.length;
          await vpcd.lift();
          await seen(new RegExp(`carte ${uid} retirée`), lifted);
        },
      };
    },
    kill: () => void child.kill('SIGKILL'),
  };
}
