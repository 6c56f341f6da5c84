// The link of a simulated station or terminal for the crash tests: connects to the hub, answers its
// challenge with the terminal's proof (helpers/hello.ts), and reconnects (30 ms after each close) until stopped. The
// subclass handles what the hub sends.
import { WebSocket } from 'ws';
import { ChallengeSchema } from '../../../protocol/hubMessages.ts';
import { helloFrame } from './hello.ts';

/** A terminal link that keeps reconnecting to the hub until stopped. */
export abstract class ReconnectingStation<M> {
  readonly terminalId: string;
  readonly #secret: string;
  #url = '';
  /** The socket currently open (or opening), null between a close and the next attempt. */
  protected socket: WebSocket | null = null;
  /** False once stopped. */
  protected running = true;

  constructor(terminalId: string, secret: string) {
    this.terminalId = terminalId;
    this.#secret = secret;
  }

  /** Connects (and keeps reconnecting) to `url`. */
  connect(url: string): void {
    this.#url = url;
    if (this.socket === null) this.#open();
  }

  /** Stops reconnecting and closes. */
  stop(): void {
    this.running = false;
    this.socket?.terminate();
  }

  /** Handles one message the hub sent on `socket`. */
  protected abstract receive(socket: WebSocket, m: M): void;

  #open(): void {
    const socket = new WebSocket(this.#url);
    this.socket = socket;
    socket.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      // The hub's challenge is answered here; everything after it goes to the subclass.
      const challenge = ChallengeSchema.safeParse(message);
      if (challenge.success)
        return socket.send(JSON.stringify(helloFrame(challenge.data, this.terminalId, this.#secret)));
      this.receive(socket, message as M);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.socket = null;
      if (this.running) setTimeout(() => this.running && this.socket === null && this.#open(), 30);
    });
  }
}
