// Where a staff login comes from: the socket's own remote address. The hub sits behind no proxy,
// so X-Forwarded-For and the like are never read — any client can write them (issue 10 §4).

/**
 * The throttling key of a remote address: an IPv4-mapped IPv6 address as its IPv4, any other
 * IPv6 address by its /64 (one host commonly holds a whole /64 and could rotate within it), and
 * `unknown` when the socket has none left (it closed before being read).
 */
export function sourceOf(remoteAddress: string | undefined): string {
  if (remoteAddress === undefined || remoteAddress === '') return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!remoteAddress.includes(':')) return remoteAddress;
  const plain = remoteAddress.split('%')[0] ?? '';
  const halves = plain.split('::');
  if (halves.length > 2) return plain;
  const left = halves[0] === '' || halves[0] === undefined ? [] : halves[0].split(':');
  const right = halves.length === 2 && halves[1] !== '' ? (halves[1] ?? '').split(':') : [];
  const groups =
    halves.length === 2
      ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
      : left;
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
