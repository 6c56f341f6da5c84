// A terminal configuration for the explicit kiosk demo (`npm start`, the Electron smoke test): hub
// mode `demo` (a `--demo` hub on loopback with demo money, issue 10 §2), a fresh secret, a fresh
// 6-digit attendant code hashed with scrypt, everything under one folder. Never used by a packaged
// terminal, which refuses mode `demo` and whose configuration is provisioned at imaging.
import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import { hashCredential } from './attendantCredential.ts';

/** A demo configuration and the attendant code that opens its exit. */
export interface DemoConfig {
  readonly json: Record<string, unknown>;
  readonly attendantCode: string;
}

/** Builds the demo configuration rooted at `dir` (absolute). */
export async function demoTerminalConfig(dir: string): Promise<DemoConfig> {
  const attendantCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return {
    attendantCode,
    json: {
      terminalId: 'T1',
      secret: randomBytes(24).toString('hex'),
      hub: { mode: 'demo', port: 0 },
      attendant: { credentialHash: await hashCredential(attendantCode) },
      dataDir: path.join(dir, 'data'),
    },
  };
}
