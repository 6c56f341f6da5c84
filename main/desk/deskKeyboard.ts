// The desk's keyboard (issue 12 §2): the one reader of the desk's terminal, for the cashier's
// command lines and for the player's PIN — one reader, so that a PIN can never be taken for a
// command line (and printed back as an unknown command). Command lines are read in the terminal's
// ordinary mode, its own echo and line editing; a secret is read in raw mode, so the terminal
// echoes nothing, into a Buffer that the caller wipes once it is sent (a JS string cannot be
// wiped). No history is kept. The desk's terminal stands in for the cashier's PIN pad.

/** The longest secret kept: beyond it the entry is marked too long (a PIN is 4 to 6 digits). */
const SECRET_MAX_BYTES = 16;

/** A secret's entry: its bytes (wipe them after use), or why there is none. */
export type SecretEntry =
  | { readonly kind: 'typed'; readonly bytes: Buffer; readonly tooLong: boolean }
  /** Ctrl-C or Ctrl-D at the prompt. */
  | { readonly kind: 'aborted' }
  /** The desk's input is not a terminal: nothing can be typed without echo. */
  | { readonly kind: 'noTerminal' }
  /** The input ended. */
  | { readonly kind: 'closed' };

/** The terminal the keyboard reads (process.stdin) and prompts on (process.stdout). */
export interface KeyboardTerminal {
  readonly input: NodeJS.ReadStream;
  readonly output: NodeJS.WritableStream;
}

/** The desk's keyboard: `nextLine()` for commands, `secret()` for a PIN; `close()` lets go. */
export class DeskKeyboard {
  readonly #input: NodeJS.ReadStream;
  readonly #output: NodeJS.WritableStream;
  readonly #lines: string[] = [];
  #partial = '';
  #ended = false;
  #lineWaiter: ((line: string | null) => void) | null = null;
  #secret: { bytes: Buffer; length: number; tooLong: boolean; done: (entry: SecretEntry) => void } | null =
    null;
  readonly #onData = (chunk: Buffer): void => this.#receive(chunk);
  readonly #onEnd = (): void => this.#end();

  /** Starts reading `terminal.input`. */
  constructor(terminal: KeyboardTerminal) {
    this.#input = terminal.input;
    this.#output = terminal.output;
    this.#input.on('data', this.#onData);
    this.#input.on('end', this.#onEnd);
    this.#input.resume();
  }

  /** The next command line, or null once the input ended. */
  nextLine(): Promise<string | null> {
    const line = this.#lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.#ended) return Promise.resolve(null);
    return new Promise((resolve) => (this.#lineWaiter = resolve));
  }

  /**
   * Prints `prompt` and reads one line without echo. Lines typed before the prompt were echoed by
   * the terminal: they are dropped (the prompt says how many), never taken as the secret.
   */
  secret(prompt: string): Promise<SecretEntry> {
    if (this.#input.isTTY !== true) return Promise.resolve({ kind: 'noTerminal' });
    if (this.#ended) return Promise.resolve({ kind: 'closed' });
    const dropped = this.#lines.length + (this.#partial === '' ? 0 : 1);
    this.#lines.length = 0;
    this.#partial = '';
    this.#input.setRawMode(true);
    if (dropped > 0)
      this.#output.write(`(${String(dropped)} ligne(s) tapée(s) avant la demande, ignorée(s))\n`);
    this.#output.write(prompt);
    return new Promise((resolve) => {
      this.#secret = {
        bytes: Buffer.alloc(SECRET_MAX_BYTES),
        length: 0,
        tooLong: false,
        done: (entry) => {
          this.#secret = null;
          if (this.#input.isTTY === true) this.#input.setRawMode(false);
          this.#output.write('\n');
          resolve(entry);
        },
      };
    });
  }

  /** Stops reading the input. */
  close(): void {
    this.#input.off('data', this.#onData);
    this.#input.off('end', this.#onEnd);
    this.#input.pause();
    this.#end();
  }

  #receive(chunk: Buffer): void {
    let at = 0;
    while (this.#secret !== null && at < chunk.length) this.#secretByte(chunk[at++] ?? 0);
    if (at >= chunk.length) return;
    // The line mode's text: after a secret, the rest of its chunk is command input.
    const text = this.#partial + chunk.subarray(at).toString('utf8');
    const lines = text.split(/\r?\n|\r/);
    this.#partial = lines.pop() ?? '';
    for (const line of lines) this.#push(line);
  }

  #secretByte(byte: number): void {
    const entry = this.#secret;
    if (entry === null) return;
    if (byte === 0x0d || byte === 0x0a) {
      const bytes = Buffer.alloc(entry.length);
      entry.bytes.copy(bytes, 0, 0, entry.length);
      entry.bytes.fill(0);
      return entry.done({ kind: 'typed', bytes, tooLong: entry.tooLong });
    }
    if (byte === 0x03 || byte === 0x04) {
      entry.bytes.fill(0);
      return entry.done({ kind: 'aborted' });
    }
    if (byte === 0x7f || byte === 0x08) {
      if (entry.length > 0) entry.bytes[--entry.length] = 0;
      return;
    }
    if (byte < 0x20) return;
    if (entry.length === SECRET_MAX_BYTES) entry.tooLong = true;
    else entry.bytes[entry.length++] = byte;
  }

  #push(line: string): void {
    const waiter = this.#lineWaiter;
    this.#lineWaiter = null;
    if (waiter !== null) waiter(line);
    else this.#lines.push(line);
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    if (this.#partial !== '') this.#push(this.#partial);
    this.#partial = '';
    this.#secret?.bytes.fill(0);
    this.#secret?.done({ kind: 'closed' });
    const waiter = this.#lineWaiter;
    this.#lineWaiter = null;
    waiter?.(null);
  }
}
