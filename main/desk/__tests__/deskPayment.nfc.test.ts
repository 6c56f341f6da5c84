// Issue 12 §2 on the real stack: the cashier's desk reader (`npm run desk`) as a child process on a
// pseudo-terminal, as at a real desk, logged in to a real hub as the cashier, its reader on a
// private pcscd where a virtual DESFire card is tapped through vpcd. It issues the card, sells a
// first cave programming the PIN (typed twice, without echo), a second without PIN, refuses a
// wrong PIN and a player still at a station, pays the player with the card and the PIN — the
// player's balance moved to the cashier to the cent — and unlocks a card locked at a station. The
// PINs appear nowhere: not in the desk's output (the terminal's echo included), its command line
// or the hub's journal.
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
  T,
} from '../../../hub/tables/holdem/__tests__/helpers/holdemHub.ts';
import type { RunningHub } from '../../../hub/hub.ts';
import { accounts, balanceOf } from '../../../hub/store/ledger.ts';
import { privatePcscd } from '../../../testkit/nfc/privatePcscd.ts';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { tapThrough } from '../../../testkit/nfc/wsRelayLink.ts';
import { type DeskProcess, startDesk } from './helpers/deskProcess.ts';

const NAME = 'Pay PCD';
const UID = '04E1D2C3B4A501';
const PIN = '739164';
const WRONG = '582013';
const NNBSP = '\u202f';
const pcscd = privatePcscd(NAME);
let hub: RunningHub | null = null;
let url: (path: string) => string = () => '';
let staff: TestStaff[] = [];
let desk: DeskProcess | null = null;
const card = new VirtualDesfire({ uid: Buffer.from(UID, 'hex') });

beforeAll(async () => {
  await pcscd.start();
  const started = await holdemHub(manualClock(), createRng(seededSource(12)));
  hub = started.hub;
  url = started.url;
  const [bruno, chloe] = [
    await loginStaff(url('/staff'), 'bruno', secretOf('bruno')),
    await loginStaff(url('/staff'), 'chloe', secretOf('chloe')),
  ];
  staff = [bruno, chloe];
  await bruno.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 4_000, maximum: null });
  await chloe.ok('registerPlayer', commandId('reg'), {
    lastName: 'Martin',
    firstName: 'Léa',
    birthDate: '1975-02-03',
    idDocument: { type: 'passport', number: 'PP1' },
  });
  const credentials = join(mkdtempSync(join(tmpdir(), 'tapis-desk-pay-')), 'desk.json');
  writeFileSync(credentials, JSON.stringify({ login: 'chloe', secret: secretOf('chloe') }), { mode: 0o600 });
  desk = startDesk(
    [
      ...['--hub', `ws://127.0.0.1:${String(hub.port)}`, '--desk', 'CAISSE-2'],
      ...['--credentials', credentials, '--reader', `${NAME} 00 00`, '--pcscd', pcscd.socketPath],
    ],
    pcscd.port,
    true,
  );
  await desk.seen(/connecté au hub : chloe \(caissier\)/, 0, 20_000);
  await desk.seen(/lecteur prêt/, 0, 20_000);
}, 60_000);

afterAll(async () => {
  for (const s of staff) s.close();
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

/** The player's and the cashier's balances in the hub's ledger, in cents. */
function ledger(): { player: number; cashier: number } {
  const db = hub?.state.db;
  if (db === undefined) throw new Error('no hub');
  return { player: balanceOf(db, accounts.player('P000001')), cashier: balanceOf(db, accounts.cashier) };
}

/** Answers the desk's PIN prompt (`prompt`) with `pin`, as the player types it. */
async function typePin(prompt: RegExp, pin: string): Promise<void> {
  await on().prompted(prompt);
  on().write(`${pin}\r`);
}

const line = (text: string): string => `[poste CAISSE-2] ${text}`;

describe('the desk’s cave and payment', () => {
  it('issues the card, sells a first cave programming the PIN typed twice, then a cave without PIN', async () => {
    const d = on();
    let onIt = await d.onDesk(card, /vierge \(CARD_BLANK\)/);
    expect(d.out[await d.type('emettre P000001', /carte .* émise|non émise/)]).toBe(
      line(`carte ${UID} émise pour P000001`),
    );
    await onIt.lift();
    onIt = await d.onDesk(card, /: carte Tapis authentifiée/);

    // Two different PINs: nothing is sent.
    let mark = d.out.length;
    d.write('cave holdem-1 1 234,50 especes\n');
    await typePin(/Nouveau code du joueur \(non affiché\) : $/, PIN);
    await typePin(/Retapez le code \(non affiché\) : $/, WRONG);
    expect(d.out[await d.seen(/cave refusée/, mark)]).toBe(
      line('cave refusée : les deux codes tapés diffèrent : rien n’a été envoyé'),
    );
    // Below the table's minimum: refused with the minimum, and the PIN typed is not programmed.
    mark = d.out.length;
    d.write('cave holdem-1 30 carte\n');
    await typePin(/Nouveau code/, PIN);
    await typePin(/Retapez le code/, PIN);
    expect(d.out[await d.seen(/cave refusée/, mark)]).toBe(
      line('cave refusée : cave inférieure au minimum de la table (40,00 €) (CAVE_BELOW_MINIMUM)'),
    );
    expect(ledger()).toEqual({ player: 0, cashier: 0 });

    mark = d.out.length;
    d.write('cave holdem-1 1 234,50 especes\n');
    expect(d.out[await d.seen(/^\[poste CAISSE-2\] cave de/, mark)]).toBe(
      line(`cave de 1${NNBSP}234,50 € (espèces) pour P000001 (Léa Martin) à la table holdem-1`),
    );
    await typePin(/Nouveau code/, PIN);
    await typePin(/Retapez le code/, PIN);
    const sold = await d.seen(/vendue|cave refusée/, mark);
    expect(d.out.slice(sold, sold + 2)).toEqual([
      line(`cave de 1${NNBSP}234,50 € vendue à P000001 (table holdem-1) : solde 1${NNBSP}234,50 €`),
      line('code confidentiel programmé'),
    ]);
    // The PIN is programmed now: the next cave asks none.
    expect(d.out[await d.type('cave holdem-1 100,25 carte', /vendue|cave refusée/)]).toBe(
      line(`cave de 100,25 € vendue à P000001 (table holdem-1) : solde 1${NNBSP}334,75 €`),
    );
    expect(ledger()).toEqual({ player: 133_475, cashier: -133_475 });
    await onIt.lift();
  }, 120_000);

  it('refuses a wrong PIN and a player still at a station, changing nothing; pays on the right PIN', async () => {
    const d = on();
    const onIt = await d.onDesk(card, /: carte Tapis authentifiée/);
    let mark = d.out.length;
    d.write('payer\n');
    expect(d.out[await d.seen(/paiement de/, mark)]).toBe(
      line(`paiement de P000001 (Léa Martin) : solde 1${NNBSP}334,75 €`),
    );
    await typePin(/Code du joueur \(non affiché\) : $/, WRONG);
    expect(d.out[await d.seen(/paiement refusé/, mark)]).toBe(
      line('paiement refusé : code erroné : rien n’a été payé (WRONG_PIN)'),
    );
    expect(ledger()).toEqual({ player: 133_475, cashier: -133_475 });

    // Logged in at station T1 with the card and the PIN: the desk may not pay yet.
    const t1 = await connectStation(url('/terminal'), 'T1');
    try {
      const session = await tapThrough(t1.socket, card);
      expect(
        await t1.command('playerLogin', commandId('in'), { cardSession: session, pin: PIN }),
      ).toMatchObject({ ok: true });
      mark = d.out.length;
      d.write('payer\n');
      await typePin(/Code du joueur/, PIN);
      expect(d.out[await d.seen(/paiement refusé/, mark)]).toBe(
        line(
          'paiement refusé : le joueur est encore connecté au poste T1 : qu’il quitte la table d’abord (PLAYER_AT_STATION)',
        ),
      );
      expect(ledger()).toEqual({ player: 133_475, cashier: -133_475 });
      expect(await t1.command('playerLogout', commandId('out'))).toMatchObject({ ok: true });
    } finally {
      t1.close();
    }

    mark = d.out.length;
    d.write('payer\n');
    await typePin(/Code du joueur/, PIN);
    const paid = await d.seen(/payé :|paiement refusé/, mark);
    expect(d.out.slice(paid, paid + 2)).toEqual([
      line(`P000001 payé : 1${NNBSP}334,75 € remis au joueur, son compte est soldé`),
      line('retirez la carte du lecteur (sa lecture a servi au paiement)'),
    ]);
    // The whole balance moved back to the cashier, to the cent.
    expect(ledger()).toEqual({ player: 0, cashier: 0 });
    // The card's session was spent by the payment.
    mark = d.out.length;
    d.write('payer\n');
    await typePin(/Code du joueur/, PIN);
    expect(d.out[await d.seen(/paiement refusé/, mark)]).toMatch(/\(CARD_SESSION_INVALID\)$/);
    await onIt.lift();
    const again = await d.onDesk(card, /: carte Tapis authentifiée/);
    mark = d.out.length;
    d.write('payer\n');
    await typePin(/Code du joueur/, PIN);
    expect(d.out[await d.seen(/paiement refusé/, mark)]).toBe(
      line('paiement refusé : rien à payer : le compte du joueur est à zéro (NOTHING_TO_PAY)'),
    );
    await again.lift();
  }, 120_000);

  it('unlocks a card locked by three wrong PINs at a station', async () => {
    const d = on();
    const t1 = await connectStation(url('/terminal'), 'T1');
    try {
      const session = await tapThrough(t1.socket, card);
      for (let i = 0; i < 3; i++)
        await t1.command('playerLogin', commandId('in'), { cardSession: session, pin: WRONG });
      const locked = await tapThrough(t1.socket, card);
      expect(
        await t1.command('playerLogin', commandId('in'), { cardSession: locked, pin: PIN }),
      ).toMatchObject({
        ok: false,
        error: { code: 'CARD_LOCKED' },
      });
    } finally {
      t1.close();
    }
    const onIt = await d.onDesk(card, /: carte Tapis authentifiée/);
    expect(d.out[await d.type('debloquer', /débloquée|non débloquée/)]).toBe(
      line(`carte ${UID} débloquée pour P000001 (Léa Martin)`),
    );
    expect(d.out[await d.type('debloquer', /débloquée/)]).toBe(
      line('carte non débloquée : la carte n’est pas bloquée (CARD_NOT_LOCKED)'),
    );
    await onIt.lift();
  }, 120_000);

  it('keeps the PINs out of its output, its command line and the hub’s journal; quits when asked', async () => {
    const d = on();
    const output = `${d.out.join('\n')}\n${d.err()}`;
    for (const pin of [PIN, WRONG]) {
      expect(output).not.toContain(pin);
      expect(d.spawnargs.join(' ')).not.toContain(pin);
    }
    const db = hub?.state.db;
    const journal = (db?.prepare('SELECT kind, payload FROM journal').all() ?? []) as {
      kind: string;
      payload: string;
    }[];
    expect(journal.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['CaveBought', 'PinProgrammed', 'PlayerPaid', 'CardUnlocked']),
    );
    for (const entry of journal) for (const pin of [PIN, WRONG]) expect(entry.payload).not.toContain(pin);
    const commands = JSON.stringify(db?.prepare('SELECT * FROM commands').all() ?? []);
    for (const pin of [PIN, WRONG]) expect(commands).not.toContain(pin);
    d.write('quitter\n');
    expect(await d.exited).toBe(0);
  }, 30_000);
});
