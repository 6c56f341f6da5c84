// The station's TLS connection to its hub, pinned (issue 10 §3): the hub's certificate must have
// one of the provisioned SHA-256 fingerprints, checked when the TLS handshake ends and before one
// byte of HTTP or WebSocket is written. The pin replaces the CA chain and host name check: the
// hub's certificate is usually self-signed, and an exact pin is narrower than any CA.
import { connect, type TLSSocket } from 'node:tls';
import { isIP } from 'node:net';
import { normalizeFingerprint } from './hubUrlPolicy.ts';

/** The hub presented a certificate that is not pinned; the socket was closed unused. */
export class CertificateRefused extends Error {
  /** The fingerprint the hub presented (64 hex digits), for the operator's log. */
  readonly fingerprint: string;
  constructor(fingerprint: string) {
    super(`the hub's certificate ${fingerprint} is not pinned: nothing was sent`);
    this.name = 'CertificateRefused';
    this.fingerprint = fingerprint;
  }
}

/** A TLS socket to the hub whose certificate matched a pin, and that fingerprint. */
export interface PinnedSocket {
  readonly socket: TLSSocket;
  readonly fingerprint: string;
}

/** Opens TLS to `url`'s host and port; resolves once the certificate matched one of `pins`. */
export function connectPinned(url: URL, pins: readonly string[]): Promise<PinnedSocket> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const socket = connect({
      host,
      port: url.port === '' ? 443 : Number(url.port),
      ...(isIP(host) === 0 ? { servername: host } : {}),
      ALPNProtocols: ['http/1.1'],
      // The pin below is the check (see the head of this file).
      rejectUnauthorized: false,
    });
    socket.once('error', reject);
    socket.once('secureConnect', () => {
      const presented = socket.getPeerX509Certificate();
      const fingerprint =
        presented === undefined ? '' : (normalizeFingerprint(presented.fingerprint256) ?? '');
      socket.off('error', reject);
      if (fingerprint !== '' && pins.includes(fingerprint)) return resolve({ socket, fingerprint });
      socket.destroy();
      reject(new CertificateRefused(fingerprint));
    });
  });
}
