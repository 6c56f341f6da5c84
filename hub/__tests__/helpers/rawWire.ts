// Raw TCP for the edge fuzz tests (issue 10 §1): bytes written by hand on a node:net socket, so
// that a test can send what no HTTP or WebSocket client would (a target like `//[`, a truncated
// request, an unmasked or oversized frame) and read what the server answers, if anything.
import { connect, type Socket } from 'node:net';

/** What came back on one raw connection. */
export interface RawReply {
  /** Everything the server wrote, as latin1 text. */
  readonly text: string;
  /** True when the server closed or reset the connection before we gave up. */
  readonly closedByPeer: boolean;
}

/** How to deliver the chunks of one raw exchange. */
export interface Delivery {
  /** Pause between chunks, ms (a slow client). */
  readonly gapMs?: number;
  /** Half-close after the last chunk. */
  readonly end?: boolean;
  /** How long to wait for the server after the last chunk before destroying the socket, ms. */
  readonly holdMs?: number;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `chunks` to 127.0.0.1:`port` as told and collects the reply; never throws. */
export async function rawExchange(
  port: number,
  chunks: readonly (string | Buffer)[],
  delivery: Delivery = {},
): Promise<RawReply> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  let closedByPeer = false;
  socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
  // Our own socket's resets are expected: the server may cut us off mid-write.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedByPeer = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve);
    socket.once('close', resolve);
  });
  for (const [i, chunk] of chunks.entries()) {
    if (socket.destroyed) break;
    if (i > 0 && (delivery.gapMs ?? 0) > 0) await pause(delivery.gapMs ?? 0);
    socket.write(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
  }
  if (delivery.end === true && !socket.destroyed) socket.end();
  await Promise.race([closed, pause(delivery.holdMs ?? 300)]);
  const peer = closedByPeer;
  socket.destroy();
  return { text, closedByPeer: peer };
}

/** The text of a WebSocket upgrade request for `path`, with `headers` added (or replacing ours). */
export function upgradeRequest(path: string, headers: Readonly<Record<string, string>> = {}): string {
  const all: Record<string, string> = {
    Host: '127.0.0.1',
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version': '13',
    ...headers,
  };
  return `GET ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}

/** One WebSocket frame, written by hand so that it may break the protocol on purpose. */
export interface RawFrame {
  readonly opcode: number;
  readonly payload: Buffer;
  readonly fin?: boolean;
  /** The three RSV bits (0 unless testing a peer that did not negotiate an extension). */
  readonly rsv?: number;
  /** Clients must mask (RFC 6455 §5.3); false writes an unmasked frame. */
  readonly mask?: boolean;
  /** A length to declare instead of the payload's own (a lie, for oversized claims). */
  readonly declaredLength?: bigint;
  readonly maskKey?: Buffer;
}

/** The bytes of `frame` (RFC 6455 §5.2). */
export function encodeFrame(frame: RawFrame): Buffer {
  const length = frame.declaredLength ?? BigInt(frame.payload.length);
  const masked = frame.mask ?? true;
  const first = ((frame.fin ?? true) ? 0x80 : 0) | (((frame.rsv ?? 0) & 7) << 4) | (frame.opcode & 0x0f);
  let header: Buffer;
  if (length < 126n) header = Buffer.from([first, (masked ? 0x80 : 0) | Number(length)]);
  else if (length < 65536n) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 126;
    header.writeUInt16BE(Number(length), 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 127;
    header.writeBigUInt64BE(length & 0xffff_ffff_ffff_ffffn, 2);
  }
  if (!masked) return Buffer.concat([header, frame.payload]);
  const key = frame.maskKey ?? Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const body = Buffer.from(frame.payload.map((b, i) => b ^ (key[i % 4] ?? 0)));
  return Buffer.concat([header, key, body]);
}

/** Opens a raw WebSocket by hand; resolves with the socket once the server answered 101, else null. */
export function openRawWebSocket(
  port: number,
  path: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let seen = '';
    socket.on('error', () => resolve(null));
    socket.once('close', () => resolve(null));
    const onData = (d: Buffer): void => {
      seen += d.toString('latin1');
      if (!seen.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (seen.startsWith('HTTP/1.1 101')) resolve(socket);
      else {
        socket.destroy();
        resolve(null);
      }
    };
    socket.on('data', onData);
    socket.once('connect', () => socket.write(upgradeRequest(path, headers)));
  });
}

/** Writes `bytes` on an open raw WebSocket, then waits up to `holdMs` for the server to close it. */
export async function sendOnRawSocket(socket: Socket, bytes: Buffer, holdMs = 200): Promise<boolean> {
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  if (!socket.destroyed) socket.write(bytes);
  const byPeer = await Promise.race([closed, pause(holdMs).then(() => false)]);
  socket.destroy();
  return byPeer;
}

/** Runs `tasks` with at most `width` in flight. */
export async function inParallel<T>(tasks: readonly (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}
