// The desk reader's staff socket (main/desk/deskLink.ts) against a real hub: over TLS to the pinned
// certificate it logs in as the cashier and its commands and findPlayer queries are answered; to a
// certificate that is not pinned it writes nothing (so never the secret); a refused login is not
// retried.
import { mkdtempSync } from 'node:fs';
import { createServer as createTlsServer } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../hub/__tests__/helpers/selfSignedCert.ts';
import { secretOf, STAFF } from '../../../hub/__tests__/helpers/staffHub.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import { startHub } from '../../../hub/hub.ts';
import { createStaff } from '../../../hub/staff/staffAccounts.ts';
import { checkHubUrl } from '../../station/hubUrlPolicy.ts';
import { DeskLink, type DeskLinkState } from '../deskLink.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  cleanups.length = 0;
});

async function until(test: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A TLS hub on loopback with the test staff; resolves with its port and certificate's pin. */
async function tlsHub(): Promise<{ port: number; pin: string }> {
  const cert = selfSignedCertificate();
  const hub = await startHub({
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-desk-tls-')),
    journalKey: TEST_JOURNAL_KEY,
    host: '127.0.0.1',
    port: 0,
    tables: [],
    tls: { cert: cert.cert, key: cert.key },
    logLevel: 'silent',
  });
  cleanups.push(() => hub.close());
  const at = new Date().toISOString();
  for (const [login, role] of Object.entries(STAFF))
    createStaff(hub.state.db, at, 'operator:test', login, role, secretOf(login));
  return { port: hub.port, pin: cert.fingerprint };
}

/** A desk link to `url` pinned to `pin`, recording its states. */
function deskLink(url: string, pin: string, secret: string): { link: DeskLink; states: DeskLinkState[] } {
  const states: DeskLinkState[] = [];
  const link = new DeskLink(checkHubUrl(url, [pin]), { login: 'chloe', secret }, (s) => states.push(s));
  cleanups.push(() => link.close());
  return { link, states };
}

describe('the desk’s staff socket', () => {
  it('logs in over TLS to the pinned hub as the cashier, and carries the cashier’s commands', async () => {
    const { port, pin } = await tlsHub();
    const { link, states } = deskLink(`wss://127.0.0.1:${String(port)}/staff`, pin, secretOf('chloe'));
    await until(() => states.some((s) => s.kind === 'online'));
    expect(states.at(-1)).toEqual({ kind: 'online', login: 'chloe', role: 'caissier' });
    expect(
      await link.command({
        type: 'registerPlayer',
        commandId: 'desk-reg-000001',
        lastName: 'Martin',
        firstName: 'Léa',
        birthDate: '1975-02-03',
        idDocument: { type: 'passport', number: 'PP1' },
      }),
    ).toEqual({ ok: true, result: { kind: 'playerRegistered', playerId: 'P000001' } });
    // findPlayer's answers, matched in the order asked: a card nobody holds, twice.
    expect(await Promise.all([link.findPlayer('04A1B2C3D4E5F1'), link.findPlayer('04A1B2C3D4E5F2')])).toEqual(
      [
        { ok: false, error: { code: 'UNKNOWN_PLAYER', message: 'no such player or card' } },
        { ok: false, error: { code: 'UNKNOWN_PLAYER', message: 'no such player or card' } },
      ],
    );
    link.close();
    expect(await link.findPlayer('04A1B2C3D4E5F1')).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
    expect(
      await link.command({
        type: 'redeemVoucher',
        commandId: 'desk-red-000001',
        validationNumber: '1'.repeat(18),
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'OFFLINE' },
    });
  });

  it('writes nothing to a hub whose certificate is not pinned', async () => {
    const presented = selfSignedCertificate();
    const pinned = selfSignedCertificate();
    let attempts = 0;
    let bytes = 0;
    const server = createTlsServer({ cert: presented.cert, key: presented.key }, (socket) => {
      socket.on('data', (d: Buffer) => (bytes += d.length));
      socket.on('error', () => undefined);
    });
    server.on('connection', () => attempts++);
    server.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => void server.close());
    const port = (server.address() as { port: number }).port;
    const { states } = deskLink(
      `wss://127.0.0.1:${String(port)}/staff`,
      pinned.fingerprint,
      secretOf('chloe'),
    );
    await until(() => states.some((s) => s.kind === 'offline'));
    expect(attempts).toBeGreaterThanOrEqual(1);
    expect(bytes).toBe(0);
    expect(states.find((s) => s.kind === 'offline')).toMatchObject({
      reason: expect.stringContaining(`the hub's certificate ${presented.fingerprint} is not pinned`),
    });
    expect(states.some((s) => s.kind === 'online')).toBe(false);
  });

  it('stops at a refused login instead of trying the account again', async () => {
    const { port, pin } = await tlsHub();
    const { states } = deskLink(`wss://127.0.0.1:${String(port)}/staff`, pin, 'not-the-secret');
    await until(() => states.some((s) => s.kind === 'refused'));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(states).toEqual([
      { kind: 'connecting' },
      { kind: 'refused', error: expect.objectContaining({ code: 'BAD_CREDENTIALS' }) },
    ]);
  });
});
