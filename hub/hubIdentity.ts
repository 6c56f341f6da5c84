// The hub's identity in the handshake and the rule on where it may listen (issue 10 §3;
// docs/protocol.md "Hub identity"). With TLS the identity is the SHA-256 fingerprint of the
// certificate that the station pins, so a proof is bound to the very certificate the station
// checked; on loopback (no TLS) it is a random id drawn at start.
import { X509Certificate, randomBytes } from 'node:crypto';
import { isLoopbackHost } from '../protocol/transport.ts';

/** A listen address outside loopback without TLS: the hub does not start. */
export class ListenRefused extends Error {
  /** The refused host. */
  readonly host: string;
  constructor(host: string) {
    super(`refusing to listen on ${host} without TLS: outside loopback the hub serves wss:// only`);
    this.name = 'ListenRefused';
    this.host = host;
  }
}

/** Throws ListenRefused unless `host` is loopback or the hub has a certificate. */
export function checkListen(host: string, tls: boolean): void {
  if (!tls && !isLoopbackHost(host)) throw new ListenRefused(host);
}

/** The SHA-256 fingerprint of a PEM certificate: 64 lowercase hex digits, no colons. */
export function certificateFingerprint(certPem: Buffer | string): string {
  return new X509Certificate(certPem).fingerprint256.replaceAll(':', '').toLowerCase();
}

/** The hub id of the challenges: `sha256:<fingerprint>` with TLS, else `loopback:<random>`. */
export function hubIdentity(certPem: Buffer | string | undefined): string {
  return certPem === undefined
    ? `loopback:${randomBytes(16).toString('hex')}`
    : `sha256:${certificateFingerprint(certPem)}`;
}
