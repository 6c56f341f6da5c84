// Where a hub may be spoken to in clear (issue 10 §3; docs/operations.md "TLS and pinning"): only
// over loopback. The hub applies it to its listen address, the station to its hub URL.

/** True when `host` (a name, an IPv4 or an IPv6 address, bracketed or not) is this machine's loopback. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const name = bare.toLowerCase();
  if (name === 'localhost' || name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  const octets = v4.split('.');
  // 127.0.0.0/8, written in full (no shorthand such as `127.1`, which resolvers read differently).
  return (
    octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  );
}
