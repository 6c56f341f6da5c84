// Issue 12 §2 on the real stack: the cashier's desk reader (`npm run desk`, main/desk/deskCli.ts)
// as a child process, logged in to a real hub's staff socket as the cashier with credentials from
// a mode-600 file, its supervised reader on a private pcscd (never the shared readers) where
// virtual DESFire cards are tapped through vpcd. It issues a blank card to a player; the card then
// authenticates (at the desk and at a station), its clone is refused; re-issuing revokes it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../../games/rng.ts';
import { manualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { secretOf } from '../../../hub/__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../../hub/__tests__/helpers/testStaff.ts';
import {
  commandId,
  connectStation,
  holdemHub,
} from '../../../hub/tables/holdem/__tests__/helpers/holdemHub.ts';
import type { RunningHub } from '../../../hub/hub.ts';
import { privatePcscd } from '../../../testkit/nfc/privatePcscd.ts';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { tapThrough } from '../../../testkit/nfc/wsRelayLink.ts';
import { type DeskProcess, startDesk } from './helpers/deskProcess.ts';

const NAME = 'Desk PCD';
const FIRST = '04D1E2C3B4A501';
const SECOND = '04D1E2C3B4A502';
const pcscd = privatePcscd(NAME);
let hub: RunningHub | null = null;
let dataDir = '';
/** The card the first test issues last, in force for the next. */
let inForce: VirtualDesfire | null = null;
let url: (path: string) => string = () => '';
let chloe: TestStaff | null = null;
let desk: DeskProcess | null = null;
let out: string[] = [];

beforeAll(async () => {
  await pcscd.start();
  const started = await holdemHub(manualClock(), createRng(seededSource(8)));
  hub = started.hub;
  url = started.url;
  dataDir = started.dataDir;
  chloe = await loginStaff(url('/staff'), 'chloe', secretOf('chloe'));
  await chloe.ok('registerPlayer', commandId('reg'), {
    lastName: 'Martin',
    firstName: 'Léa',
    birthDate: '1975-02-03',
    idDocument: { type: 'passport', number: 'PP1' },
  });
  const dir = mkdtempSync(join(tmpdir(), 'tapis-desk-'));
  const credentials = join(dir, 'desk-credentials.json');
  writeFileSync(credentials, JSON.stringify({ login: 'chloe', secret: secretOf('chloe') }), { mode: 0o600 });
  desk = startDesk(
    [
      ...['--hub', `ws://127.0.0.1:${String(hub.port)}`, '--desk', 'CAISSE-1'],
      ...['--credentials', credentials, '--reader', `${NAME} 00 00`, '--pcscd', pcscd.socketPath],
    ],
    pcscd.port,
  );
  out = desk.out;
  await seen(/connecté au hub : chloe \(caissier\)/, 0, 20_000);
  await seen(/lecteur prêt/, 0, 20_000);
}, 60_000);

afterAll(async () => {
  chloe?.close();
  if (desk !== null) {
    desk.kill();
    await desk.exited;
  }
  await hub?.close();
  await pcscd.dispose();
});

function on(): DeskProcess {
  if (desk === null) throw new Error('no desk');
  return desk;
}
const seen = (pattern: RegExp, from: number, ms?: number): Promise<number> => on().seen(pattern, from, ms);
const onDesk = (card: VirtualDesfire, read: RegExp): Promise<{ lift(): Promise<void> }> =>
  on().onDesk(card, read);
const type = (line: string, answer: RegExp): Promise<number> => on().type(line, answer);

describe('the cashier’s desk reader', () => {
  it('issues a blank card, which then authenticates; its clone is refused; re-issuing revokes it', async () => {
    const first = new VirtualDesfire({ uid: Buffer.from(FIRST, 'hex') });
    let onIt = await onDesk(first, /vierge \(CARD_BLANK\)/);
    const issued = await type('emettre P000001', /carte .* émise|carte non émise/);
    expect(out[issued]).toBe(`[poste CAISSE-1] carte ${FIRST} émise pour P000001`);
    await onIt.lift();

    // The issued card: genuine at the desk and at a station; its clone is a copy.
    onIt = await onDesk(first, /: carte Tapis authentifiée/);
    await onIt.lift();
    const t1 = await connectStation(url('/terminal'), 'T1');
    try {
      expect(await tapThrough(t1.socket, first)).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      t1.close();
    }
    onIt = await onDesk(VirtualDesfire.cloneOf(first), /refusée : CARD_NOT_GENUINE/);
    await onIt.lift();

    // Lost card: a new blank card is issued to the same player; the old one is revoked.
    const second = new VirtualDesfire({ uid: Buffer.from(SECOND, 'hex') });
    inForce = second;
    onIt = await onDesk(second, /vierge \(CARD_BLANK\)/);
    const reissued = await type('emettre P000001', /carte .* émise|carte non émise/);
    expect(out.slice(reissued, reissued + 2)).toEqual([
      `[poste CAISSE-1] carte ${SECOND} émise pour P000001`,
      `[poste CAISSE-1] ancienne carte ${FIRST} révoquée`,
    ]);
    await onIt.lift();
    onIt = await onDesk(first, /refusée : UNKNOWN_CARD/);
    await onIt.lift();
    onIt = await onDesk(second, /: carte Tapis authentifiée/);
    // Issuing onto a card that is already a Tapis card is refused by the hub, card untouched.
    expect(out[await type('emettre P000001', /carte non émise/)]).toMatch(
      /^\[poste CAISSE-1\] carte non émise : CARD_UID_IN_USE /,
    );
    await onIt.lift();
    expect(out[await type('emettre P000001', /posez la carte/)]).toContain('posez la carte vierge');
  }, 120_000);

  it('logs in again after the hub restarts and presents the card on its reader again', async () => {
    if (inForce === null) throw new Error('no card issued');
    const onIt = await onDesk(inForce, /: carte Tapis authentifiée/);
    const port = hub?.port ?? 0;
    const mark = out.length;
    await hub?.close();
    await seen(/hub injoignable/, mark);
    // The same store on the same port: the desk's --hub is unchanged.
    hub = (await holdemHub(manualClock(), createRng(seededSource(9)), dataDir, { port })).hub;
    const back = await seen(/connecté au hub : chloe \(caissier\)/, mark, 60_000);
    expect(out[await seen(new RegExp(`carte ${SECOND} `), back, 20_000)]).toBe(
      `[poste CAISSE-1] carte ${SECOND} : carte Tapis authentifiée`,
    );
    await onIt.lift();
  }, 120_000);

  it('keeps the cashier’s secret off its command line and its output, and quits when asked', async () => {
    const secret = secretOf('chloe');
    expect(desk?.spawnargs.join(' ')).not.toContain(secret);
    expect(out.join('\n')).not.toContain(secret);
    expect(on().err()).not.toContain(secret);
    on().write('quitter\n');
    expect(await on().exited).toBe(0);
  }, 30_000);
});
