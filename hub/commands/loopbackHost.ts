// Whether a listen address is loopback only: the demo hub refuses any other (issue 10 §2).
import { isIPv4, isIPv6 } from 'node:net';

/** True for `localhost`, an IPv4 address in 127.0.0.0/8 and the IPv6 `::1`. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIPv4(host)) return host.startsWith('127.');
  if (isIPv6(host)) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}
