// `npm run hub -- --config <file>`: a multi-table hub from a configuration file, served over
// TLS when certificate paths are given, and a refusal that names the field when the file is wrong.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { sayHello } from './helpers/hello.ts';
import { type HubChild, runCli, spawnHubChild, stopChild } from './helpers/hubChild.ts';

const children: HubChild[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) await stopChild(c.process);
});

function table(id: string, minimum: number): Record<string, unknown> {
  return {
    id,
    name: `Roulette ${id}`,
    game: 'roulette',
    minimum,
    timing: { bettingMs: 30_000, spinMs: 1_000, resultMs: 1_000 },
  };
}

function selfSignedCert(dir: string): { certFile: string; keyFile: string; cert: string } {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, cert: readFileSync(certFile, 'utf8') };
}

function httpsJson(url: string, ca: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    }).on('error', reject);
  });
}

describe('hub --config', () => {
  it('serves every configured table over https and wss', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-config-'));
    const { cert } = selfSignedCert(dir);
    const file = join(dir, 'hub.json');
    writeFileSync(
      file,
      JSON.stringify({
        listen: { host: '127.0.0.1', port: 0 },
        tls: { certFile: 'cert.pem', keyFile: 'key.pem' },
        dataDir: 'data',
        log: { level: 'warn' },
        tables: [table('roulette-1', 100), table('roulette-2', 500)],
      }),
    );
    const hub = await spawnHubChild(['--config', file]);
    children.push(hub);
    expect(hub.listening).toMatchObject({
      tables: ['roulette-1', 'roulette-2'],
      tls: true,
      dataDir: join(dir, 'data'),
    });
    const health = await httpsJson(`https://127.0.0.1:${hub.listening.port}/healthz`, cert);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      tables: [
        { tableId: 'roulette-1', sessionOpen: false },
        { tableId: 'roulette-2', sessionOpen: false },
      ],
    });
    const ws = new WebSocket(`wss://127.0.0.1:${hub.listening.port}/terminal`, { ca: cert });
    const answer = await new Promise<string>((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ type: 'getSnapshot' })));
      // The hub's challenge comes first (docs/protocol.md "Handshake"); the refusal follows it.
      ws.on('message', (d) => String(d).startsWith('{"type":"error"') && resolve(String(d)));
      ws.once('error', reject);
    });
    expect(JSON.parse(answer)).toMatchObject({ type: 'error', error: { code: 'NOT_AUTHENTICATED' } });
    ws.close();
    expect(hub.stderr()).toBe('');
  });

  it('refuses a wrong file, naming each bad field, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-config-'));
    const file = join(dir, 'hub.json');
    writeFileSync(
      file,
      JSON.stringify({
        listen: { port: 8700 },
        dataDir: 'data',
        tables: [table('roulette-1', 100), table('roulette-2', 0.5)],
      }),
    );
    const result = await runCli(['--config', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('tables[1].minimum: must be a positive integer number of cents');
    writeFileSync(file, '{"listen": ');
    const notJson = await runCli(['--config', file]);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain('(file): not JSON');
  });

  it('runs the documented workflow: provision, staff add, start, open a séance over wss, bet', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-config-'));
    const { cert } = selfSignedCert(dir);
    const data = join(dir, 'data');
    const provisioned = JSON.parse((await runCli(['provision', data, 'T1', 'roulette-1'])).stdout) as {
      secret: string;
    };
    const secrets: Record<string, string> = {};
    for (const [login, role] of [
      ['alice', 'croupier'],
      ['bruno', 'comiteDeDirection'],
      ['chloe', 'caissier'],
    ] as const) {
      secrets[login] = (
        JSON.parse((await runCli(['staff', 'add', data, login, role])).stdout) as { secret: string }
      ).secret;
    }
    const file = join(dir, 'hub.json');
    writeFileSync(
      file,
      JSON.stringify({
        listen: { port: 0 },
        tls: { certFile: 'cert.pem', keyFile: 'key.pem' },
        dataDir: 'data',
        log: { level: 'warn' },
        tables: [table('roulette-1', 100)],
      }),
    );
    const hub = await spawnHubChild(['--config', file]);
    children.push(hub);
    const base = `wss://127.0.0.1:${hub.listening.port}`;
    const open = (path: string) =>
      new Promise<{
        ws: WebSocket;
        next: (test: (m: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
      }>((resolve, reject) => {
        const ws = new WebSocket(`${base}${path}`, { ca: cert });
        const seen: Record<string, unknown>[] = [];
        const waiters: [(m: Record<string, unknown>) => boolean, (m: Record<string, unknown>) => void][] = [];
        ws.on('message', (d) => {
          const m = JSON.parse(String(d)) as Record<string, unknown>;
          seen.push(m);
          const waiter = waiters.find((w) => w[0](m));
          if (waiter === undefined) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          seen.splice(seen.indexOf(m), 1);
          waiter[1](m);
        });
        ws.once('open', () =>
          resolve({
            ws,
            next: (test) => {
              const found = seen.find(test);
              if (found !== undefined) {
                seen.splice(seen.indexOf(found), 1);
                return Promise.resolve(found);
              }
              return new Promise((r) => waiters.push([test, r]));
            },
          }),
        );
        ws.once('error', reject);
      });
    const staff = async (login: string) => {
      const s = await open('/staff');
      s.ws.send(JSON.stringify({ type: 'login', login, secret: secrets[login] }));
      expect(await s.next((m) => m['type'] === 'welcome' || m['type'] === 'error')).toMatchObject({
        type: 'welcome',
        login,
      });
      return async (type: string, commandId: string, fields: Record<string, unknown>) => {
        s.ws.send(JSON.stringify({ type, commandId, ...fields }));
        return s.next((m) => m['commandId'] === commandId);
      };
    };
    const chloe = await staff('chloe');
    expect(
      await chloe('creditIn', 'cash-t1-0001', {
        terminalId: 'T1',
        payment: { method: 'cash', amount: 2_000 },
      }),
    ).toMatchObject({
      ok: true,
      result: { credit: 2_000 },
    });
    expect(
      await (
        await staff('alice')
      )('requestOpening', 'request-open-1', { tableId: 'roulette-1' }),
    ).toMatchObject({ ok: true });
    expect(
      await (
        await staff('bruno')
      )('validateOpening', 'validate-open-1', { tableId: 'roulette-1' }),
    ).toMatchObject({ ok: true });
    const t = await open('/terminal');
    await sayHello(
      { next: t.next, send: (m: unknown) => t.ws.send(JSON.stringify(m)) },
      'T1',
      provisioned.secret,
    );
    const snapshot = await t.next(
      (m) => m['type'] === 'snapshot' && (m['state'] as { round: unknown }).round !== null,
    );
    const roundId = snapshot['roundId'];
    t.ws.send(
      JSON.stringify({
        type: 'placeBet',
        commandId: 'bet-over-wss',
        roundId,
        spot: { kind: 'chance', chance: 'noir' },
        stake: 500,
      }),
    );
    expect(await t.next((m) => m['commandId'] === 'bet-over-wss')).toMatchObject({ type: 'reply', ok: true });
    for (const ws of [t.ws]) ws.close();
    await stopChild(hub.process);
    children.length = 0;
    const verified = await runCli(['verify', data]);
    expect(verified.code).toBe(0);
  });
});
