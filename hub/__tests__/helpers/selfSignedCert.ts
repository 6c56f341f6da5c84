// A self-signed certificate for 127.0.0.1 made by the openssl CLI, for the TLS tests: hub
// listening rules, the station's pinning and certificate rotation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificateFingerprint } from '../../hubIdentity.ts';

/** A certificate and key (PEM) with their files and the certificate's SHA-256 fingerprint. */
export interface TestCertificate {
  readonly certFile: string;
  readonly keyFile: string;
  readonly cert: string;
  readonly key: string;
  /** 64 lowercase hex digits. */
  readonly fingerprint: string;
}

/** A fresh self-signed certificate valid one day for CN=localhost and IP 127.0.0.1. */
export function selfSignedCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-cert-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile, 'utf8');
  return {
    certFile,
    keyFile,
    cert,
    key: readFileSync(keyFile, 'utf8'),
    fingerprint: certificateFingerprint(cert),
  };
}
