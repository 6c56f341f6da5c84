// Generated hostile inputs for the edge fuzz tests (issue 10 §1): raw HTTP requests (odd methods,
// targets that do not parse, absurd headers, truncated or slow) and malformed WebSocket frames.
import fc from 'fast-check';
import { type Delivery, type RawFrame, upgradeRequest } from './rawWire.ts';

/** One raw HTTP input: its chunks and how to deliver them. */
export interface RawRequest {
  readonly chunks: readonly string[];
  readonly delivery: Delivery;
}

/** Request targets that have broken servers: unparsable as URLs, odd forms, encoded escapes. */
export const HOSTILE_TARGETS = [
  '//[',
  '/%',
  'http://[::1',
  'http://[',
  'http://a:99999/',
  'https://%zz/',
  '*',
  '//',
  '/%00',
  '/%ff%fe',
  '/..%2f..%2fetc/passwd',
  '/healthz?%',
  '/api/tables/roulette-1/results?limit=1e999',
  '/api/tables/../results',
  '/terminal',
  '/staff',
  '/display',
  '/bridge',
  '/healthz',
  '/metrics',
  '/readyz',
  '/index.html',
] as const;

const method = fc.oneof(
  { weight: 3, arbitrary: fc.constant('GET') },
  fc.constantFrom(
    'GET',
    'POST',
    'PUT',
    'DELETE',
    'HEAD',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'PATCH',
    'PRI',
    'SEARCH',
  ),
  fc.stringMatching(/^[A-Za-z!#$%&'*+.^_`|~-]{1,12}$/),
  fc.string({ maxLength: 8 }),
);

const target = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TARGETS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => `/${s}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
);

const version = fc.constantFrom(
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/9.9',
  'HTTP/1.1x',
  '',
);

const header = fc.oneof(
  fc.constantFrom(
    'Host: 127.0.0.1',
    'Content-Length: 5',
    'Content-Length: -1',
    'Content-Length: 99999999999999999999',
    'Content-Length: abc',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: chunked, gzip',
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Connection: keep-alive',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Key: ???',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Version: 99',
    'Sec-WebSocket-Protocol: tapis-bridge.v1, token.00',
    'Sec-WebSocket-Protocol: ,,,',
    'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits=99',
    'Origin: http://evil.example',
    'Expect: 100-continue',
  ),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), fc.string({ unit: 'binary-ascii', maxLength: 30 }))
    .map(([k, v]) => `${k}: ${v}`),
  // Absurd sizes: beyond Node's 16 KiB header limit, and a few under it.
  fc.integer({ min: 1_000, max: 40_000 }).map((n) => `X-Big: ${'a'.repeat(n)}`),
);

/** A well-formed upgrade to one of `paths`, with one of its headers maybe spoiled. */
function upgradeTo(paths: readonly string[]): fc.Arbitrary<string> {
  return fc
    .record({
      path: fc.constantFrom(...paths),
      spoil: fc.option(
        fc.constantFrom<Record<string, string>>(
          { 'Sec-WebSocket-Version': '8' },
          { 'Sec-WebSocket-Version': '12' },
          { 'Sec-WebSocket-Key': 'short' },
          { Upgrade: 'h2c' },
          { 'Sec-WebSocket-Protocol': 'a b, ,c' },
          { 'Sec-WebSocket-Protocol': 'tapis-bridge.v1, token.00, ticket.00, session.00' },
          { Origin: 'http://evil.example' },
        ),
        { nil: undefined },
      ),
    })
    .map(({ path, spoil }) => upgradeRequest(path, spoil ?? {}));
}

/** A generated raw HTTP request: line, headers, maybe a body, maybe truncated, maybe slow. */
export function rawRequestTo(upgradePaths: readonly string[]): fc.Arbitrary<RawRequest> {
  return fc.oneof(
    { weight: 3, arbitrary: freeRequest },
    { weight: 1, arbitrary: upgradeTo(upgradePaths).map(delivered) },
  );
}

/** A request as generated, cut at `cut` (a fraction) and sent in pieces when `slow`. */
function delivered(text: string, cut?: number, slow = false, end = false): RawRequest {
  const kept = cut === undefined ? text : text.slice(0, Math.floor(text.length * cut));
  // Slow: the request in a few pieces with pauses (a slow body or a slow header section).
  const chunks = slow ? splitInto(kept, 4) : [kept];
  return { chunks, delivery: { gapMs: slow ? 15 : 0, end, holdMs: 250 } };
}

const freeRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    method,
    target,
    version,
    // Node refuses an HTTP/1.1 request without Host: most inputs carry one, to get past that check.
    host: fc.constantFrom(true, true, true, false),
    headers: fc.array(header, { maxLength: 6 }),
    eol: fc.constantFrom('\r\n', '\r\n', '\n', '\r'),
    body: fc.option(fc.string({ unit: 'binary-ascii', maxLength: 200 }), { nil: undefined }),
    cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined, freq: 3 }),
    slow: fc.boolean(),
    end: fc.boolean(),
  })
  .map((r) => {
    const headers = r.host ? ['Host: 127.0.0.1', ...r.headers] : r.headers;
    const head = `${r.method} ${r.target} ${r.version}${r.eol}${headers.map((h) => h + r.eol).join('')}${r.eol}`;
    return delivered(head + (r.body ?? ''), r.cut, r.slow, r.end);
  });

function splitInto(text: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length === 0 ? [''] : out;
}

/** A generated malformed (or merely unwelcome) frame for a server whose limit is `maxPayload`. */
export function badFrame(maxPayload: number): fc.Arbitrary<RawFrame> {
  const bytes = (max: number) => fc.uint8Array({ maxLength: max }).map((a) => Buffer.from(a));
  const maskKey = fc.uint8Array({ minLength: 4, maxLength: 4 }).map((a) => Buffer.from(a));
  return fc.oneof(
    // Reserved opcodes.
    fc.record({ opcode: fc.constantFrom(3, 4, 5, 6, 7, 11, 12, 13, 14, 15), payload: bytes(20), maskKey }),
    // Unmasked client frame (RFC 6455 §5.1: the server must close).
    fc.record({ opcode: fc.constant(1), payload: bytes(20), mask: fc.constant(false) }),
    // RSV bits without a negotiated extension.
    fc.record({ opcode: fc.constant(1), payload: bytes(20), rsv: fc.integer({ min: 1, max: 7 }), maskKey }),
    // A control frame fragmented, or longer than 125 bytes.
    fc.record({ opcode: fc.constantFrom(8, 9, 10), payload: bytes(10), fin: fc.constant(false), maskKey }),
    fc.record({ opcode: fc.constant(9), payload: fc.constant(Buffer.alloc(126, 1)), maskKey }),
    // A continuation with nothing to continue.
    fc.record({ opcode: fc.constant(0), payload: bytes(20), maskKey }),
    // A length over the limit, declared (no payload follows) or real.
    fc.record({
      opcode: fc.constantFrom(1, 2),
      payload: fc.constant(Buffer.alloc(0)),
      declaredLength: fc.bigInt({ min: BigInt(maxPayload + 1), max: (1n << 63n) - 1n }),
      maskKey,
    }),
    fc.record({
      opcode: fc.constant(1),
      payload: fc.integer({ min: maxPayload + 1, max: maxPayload + 4096 }).map((n) => Buffer.alloc(n, 0x61)),
      maskKey,
    }),
    // A 64-bit length with its top bit set (RFC 6455 §5.2: must be 0).
    fc.record({
      opcode: fc.constant(2),
      payload: fc.constant(Buffer.alloc(0)),
      declaredLength: fc.constant(1n << 63n),
      maskKey,
    }),
    // Text that is not UTF-8; a close frame with a code that does not exist or a 1-byte body.
    fc.record({ opcode: fc.constant(1), payload: fc.constant(Buffer.from([0xc3, 0x28, 0xff])), maskKey }),
    fc.record({
      opcode: fc.constant(8),
      payload: fc.constantFrom(
        Buffer.from([0x03]),
        Buffer.from([0x00, 0x00]),
        Buffer.from([0x0b, 0xb8, 0xff]),
      ),
      maskKey,
    }),
    // Well-formed frames carrying garbage: not JSON, JSON of the wrong shape, binary.
    fc.record({
      opcode: fc.constant(1),
      payload: fc
        .constantFrom(
          'not json',
          '{}',
          '[]',
          'null',
          '{"type":"hello"}',
          '{"id":-1,"call":"placeBet"}',
          '"x"',
        )
        .map((s) => Buffer.from(s)),
      maskKey,
    }),
    fc.record({ opcode: fc.constant(2), payload: bytes(64), maskKey }),
  );
}
