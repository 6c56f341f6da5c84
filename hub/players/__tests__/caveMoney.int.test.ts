// Caves and payment at the cashier on a real SQLite file (seed 000; RULES.md A.1, A.7; issue 10
// §6): the comité's limits, a cave refused with its limit and never reduced, the hub's maxima,
// the PIN at the first cave, and payment of the whole balance on the nominative card and its PIN only. Each
// accepted action is one journal entry and one transfer; a refused one writes nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import type { ActionContext } from '../../staff/actionContext.ts';
import { openDatabase } from '../../store/database.ts';
import { balanceOf, accounts } from '../../store/ledger.ts';
import { buyCave, caveLimits, payPlayer, setCaveLimits } from '../cave.ts';
import type { AuthenticatedCard } from '../authenticatedCard.ts';
import { CardSessions } from '../cardSessions.ts';
import { tokenHash } from '../secrets.ts';

let db: DatabaseSync;
let ctx: ActionContext;
const limits = { caveMaximum: cents(100_000), balanceMaximum: cents(150_000) };

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-cave-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
  ctx = { db, at: '2026-12-02T10:00:00.000Z', now: 0, actor: 'staff:caissier1', staff: {} as never };
  db.prepare(
    "INSERT INTO players (player_id, last_name, first_name, birth_date, id_document_type, id_document_number, registered_seq) VALUES ('P1', 'Martin', 'Léa', '1990-01-01', 'cni', '123', 0)",
  ).run();
  db.prepare(
    "INSERT INTO player_cards (card_uid, player_id, token_hash, status, issued_seq) VALUES ('UID1', 'P1', ?, 'active', 0)",
  ).run(tokenHash('token-1'));
});
afterEach(() => db.close());

const kinds = () =>
  (db.prepare('SELECT kind FROM journal ORDER BY seq').all() as { kind: string }[]).map((r) => r.kind);
const cave = (amount: number, extra: Record<string, unknown> = {}) =>
  buyCave(
    ctx,
    {
      type: 'buyCave',
      playerId: 'P1',
      tableId: 'H1',
      amount: cents(amount),
      method: 'cash',
      ...extra,
    } as never,
    limits,
  );
/** What differs from the desk's ordinary preparation in a payment test. */
interface DeskOverrides {
  /** The session the desk reader's tap opened (the command names `desk-session-1`). */
  readonly deskSession?: string;
  /** The PIN hash the desk checked the typed PIN against (the stored one by default). */
  readonly checkedHash?: string | null;
}
/**
 * The cashier's payment as the desk reader prepares it (issue 12 §2: the card and the PIN): the
 * card the tap authenticated, with its reference, and the PIN typed checked against the hash. An
 * accepted payment's after-commit work runs, as the staff dispatcher runs it once committed.
 */
const payAtDesk = (
  cardUid = 'UID1',
  cardToken = 'token-1',
  playerId = 'P1',
  pinOk = true,
  over: DeskOverrides = {},
) => {
  const row = db.prepare('SELECT pin_hash FROM players WHERE player_id = ?').get(playerId) as
    { pin_hash: string | null } | undefined;
  const desk = {
    kind: 'payment',
    card: { cardUid, cardToken },
    cardSession: over.deskSession ?? 'desk-session-1',
    pinOk,
    checkedHash: over.checkedHash === undefined ? (row?.pin_hash ?? null) : over.checkedHash,
  } as never;
  const outcome = payPlayer({ ...ctx, desk }, {
    type: 'payPlayer',
    playerId,
    cardSession: 'desk-session-1',
    pin: '1234',
  } as never);
  if (outcome.ok) outcome.after?.();
  return outcome;
};
const storedPinHash = () =>
  (db.prepare("SELECT pin_hash FROM players WHERE player_id = 'P1'").get() as { pin_hash: string }).pin_hash;
const setLimits = (minimum: number, maximum: number | null) =>
  setCaveLimits(
    ctx,
    { type: 'setCaveLimits', tableId: 'H1', minimum: cents(minimum), maximum } as never,
    limits,
  );

describe('cave limits set by the comité', () => {
  it('stores and replaces a table’s minimum and maximum, journaled', () => {
    expect(caveLimits(ctx, 'H1')).toBeNull();
    expect(setLimits(4_000, 40_000)).toEqual({
      ok: true,
      value: { kind: 'caveLimitsSet', tableId: 'H1', minimum: 4_000, maximum: 40_000 },
    });
    expect(setLimits(5_000, null).ok).toBe(true);
    expect(caveLimits(ctx, 'H1')).toEqual({ minimum: 5_000, maximum: null });
    expect(kinds()).toEqual(['CaveLimitsSet', 'CaveLimitsSet']);
  });

  it('refuses a maximum below the minimum and limits over the hub’s cave maximum', () => {
    expect(setLimits(4_000, 3_999)).toEqual({
      ok: false,
      error: {
        code: 'MALFORMED',
        message: 'the cave maximum is below its minimum',
        params: { minimum: 4_000, maximum: 3_999 },
      },
    });
    expect(setLimits(4_000, 4_000).ok).toBe(true);
    expect(setLimits(4_000, 100_001)).toMatchObject({
      ok: false,
      error: { code: 'AMOUNT_OVER_MAXIMUM', params: { maximum: 100_000, limit: 'caveMaximum' } },
    });
    expect(setLimits(100_001, null)).toMatchObject({ ok: false, error: { code: 'AMOUNT_OVER_MAXIMUM' } });
    expect(setLimits(100_000, null).ok).toBe(true);
  });
});

describe('buying a cave', () => {
  it('credits 400 € from the cashier and programs the PIN at the first cave', () => {
    setLimits(4_000, 40_000);
    expect(cave(40_000, { pin: '1234' })).toEqual({
      ok: true,
      value: {
        kind: 'caveBought',
        playerId: 'P1',
        tableId: 'H1',
        amount: 40_000,
        balance: 40_000,
        pinProgrammed: true,
      },
    });
    expect([balanceOf(db, accounts.cashier), balanceOf(db, accounts.player('P1'))]).toEqual([
      -40_000, 40_000,
    ]);
    expect(kinds()).toEqual(['CaveLimitsSet', 'CaveBought', 'PinProgrammed']);
    const pinEntry = db.prepare("SELECT payload FROM journal WHERE kind = 'PinProgrammed'").get() as {
      payload: string;
    };
    expect(JSON.parse(pinEntry.payload)).toEqual({ playerId: 'P1', cardUid: 'UID1', reprogrammed: false });
    expect(pinEntry.payload).not.toContain('1234');
    // A second cave needs no PIN, and adds up.
    expect(cave(4_000)).toMatchObject({ ok: true, value: { balance: 44_000, pinProgrammed: false } });
  });

  it('refuses without writing anything: unknown player, no card, no limits, the first cave without its PIN', () => {
    expect(
      buyCave(
        ctx,
        { type: 'buyCave', playerId: 'P9', tableId: 'H1', amount: cents(4_000), method: 'cash' } as never,
        limits,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_PLAYER' },
    });
    expect(cave(4_000, { pin: '1234' })).toMatchObject({ ok: false, error: { code: 'CAVE_NOT_SET' } });
    setLimits(4_000, 40_000);
    expect(cave(4_000)).toMatchObject({ ok: false, error: { code: 'PIN_REQUIRED' } });
    db.prepare("UPDATE player_cards SET status = 'revoked'").run();
    expect(cave(4_000, { pin: '1234' })).toMatchObject({ ok: false, error: { code: 'NO_ACTIVE_CARD' } });
    expect(kinds()).toEqual(['CaveLimitsSet']);
    expect(balanceOf(db, accounts.player('P1'))).toBe(0);
  });

  it('refuses a cave outside the table’s limits with the limit, never reduced', () => {
    setLimits(4_000, 40_000);
    expect(cave(3_999, { pin: '1234' })).toEqual({
      ok: false,
      error: {
        code: 'CAVE_BELOW_MINIMUM',
        message: 'the cave is below the table minimum',
        params: { minimum: 4_000 },
      },
    });
    expect(cave(40_001, { pin: '1234' })).toEqual({
      ok: false,
      error: {
        code: 'CAVE_ABOVE_MAXIMUM',
        message: 'the cave is above the table maximum',
        params: { maximum: 40_000 },
      },
    });
    expect(cave(4_000, { pin: '1234' }).ok).toBe(true);
  });

  it('without a table maximum, the hub’s cave maximum and the account’s credit maximum still hold', () => {
    setLimits(4_000, null);
    expect(cave(100_001, { pin: '1234' })).toMatchObject({
      ok: false,
      error: { code: 'AMOUNT_OVER_MAXIMUM', params: { limit: 'caveMaximum' } },
    });
    expect(cave(100_000, { pin: '1234' }).ok).toBe(true);
    // 1 000 € on the account, 1 500 € allowed: 500 € more is the most.
    expect(cave(50_001)).toMatchObject({
      ok: false,
      error: { code: 'AMOUNT_OVER_MAXIMUM', params: { limit: 'balanceMaximum' } },
    });
    expect(cave(50_000)).toMatchObject({ ok: true, value: { balance: 150_000 } });
  });
});

describe('payment at the cashier', () => {
  const pay = payAtDesk;

  it('pays the whole balance back to the cashier on the player’s active card', () => {
    setLimits(4_000, null);
    cave(12_345, { pin: '1234' });
    const paid = pay();
    expect(paid.ok && paid.value).toEqual({ kind: 'playerPaid', playerId: 'P1', amount: 12_345 });
    expect([balanceOf(db, accounts.player('P1')), balanceOf(db, accounts.cashier)]).toEqual([0, 0]);
    expect(pay()).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_PAY' } });
  });

  it('refuses another card, a wrong token, a revoked card, a player at a station, an unknown player', () => {
    setLimits(4_000, null);
    cave(5_000, { pin: '1234' });
    expect(pay('UID2')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CARD' } });
    expect(pay('UID1', 'token-2')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CARD' } });
    expect(pay('UID1', 'token-1', 'P9')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
    db.prepare("UPDATE player_cards SET active_terminal = 'T3'").run();
    expect(pay()).toEqual({
      ok: false,
      error: {
        code: 'PLAYER_AT_STATION',
        message: 'the player is still logged in at a station',
        params: { terminalId: 'T3' },
      },
    });
    db.prepare("UPDATE player_cards SET active_terminal = NULL, status = 'revoked'").run();
    expect(pay()).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CARD' } });
    expect(balanceOf(db, accounts.player('P1'))).toBe(5_000);
  });

  it('refuses a wrong PIN and a session the desk did not prepare, and pays nothing', () => {
    setLimits(4_000, null);
    cave(5_000, { pin: '1234' });
    expect(payAtDesk('UID1', 'token-1', 'P1', false)).toEqual({
      ok: false,
      error: { code: 'WRONG_PIN', message: 'wrong PIN' },
    });
    expect(
      payPlayer(ctx, {
        type: 'payPlayer',
        playerId: 'P1',
        cardSession: 'desk-session-1',
        pin: '1234',
      } as never),
    ).toEqual({
      ok: false,
      error: { code: 'CARD_SESSION_INVALID', message: 'present the card on the desk reader again' },
    });
    expect(balanceOf(db, accounts.player('P1'))).toBe(5_000);
  });

  it('refuses a payment naming another card session than the one the desk reader prepared', () => {
    setLimits(4_000, null);
    cave(5_000, { pin: '1234' });
    // The desk's tap opened desk-session-2; the command names desk-session-1 (issue 12 §2).
    expect(payAtDesk('UID1', 'token-1', 'P1', true, { deskSession: 'desk-session-2' })).toEqual({
      ok: false,
      error: { code: 'CARD_SESSION_INVALID', message: 'present the card on the desk reader again' },
    });
    expect(balanceOf(db, accounts.player('P1'))).toBe(5_000);
    expect(kinds()).not.toContain('PlayerPaid');
  });

  it('refuses a PIN checked against a hash that a cave at another desk has since reprogrammed', () => {
    setLimits(4_000, null);
    cave(5_000, { pin: '1234' });
    const checkedBefore = storedPinHash();
    // Between the desk's PIN check and the transaction, a second cave programs a new PIN.
    cave(4_000, { pin: '5678' });
    expect(storedPinHash()).not.toBe(checkedBefore);
    expect(payAtDesk('UID1', 'token-1', 'P1', true, { checkedHash: checkedBefore })).toEqual({
      ok: false,
      error: { code: 'WRONG_PIN', message: 'wrong PIN' },
    });
    expect(balanceOf(db, accounts.player('P1'))).toBe(9_000);
    // Checked against the stored hash, the same payment goes through.
    expect(payAtDesk()).toMatchObject({ ok: true, value: { amount: 9_000 } });
  });

  it('spends the card session once paid: the same session replayed pays nothing more', () => {
    const sessions = new CardSessions();
    const holder = 'staff:caissier1';
    const card = { cardUid: 'UID1', cardToken: 'token-1' } as AuthenticatedCard;
    const session = sessions.open(holder, card, 'P1', 0);
    // As hub/cashier/deskCards.ts prepares it: the session's card, or no preparation at all.
    const payWith = (id: string) => {
      const held = sessions.peek(id, holder, 1_000);
      const desk =
        held === null
          ? {}
          : {
              desk: {
                kind: 'payment' as const,
                card: held.card,
                cardSession: id,
                pinOk: true,
                checkedHash: storedPinHash(),
              },
            };
      const outcome = payPlayer(
        { ...ctx, ...desk },
        { type: 'payPlayer', playerId: 'P1', cardSession: id, pin: '1234' } as never,
        sessions,
      );
      if (outcome.ok) outcome.after?.();
      return outcome;
    };
    setLimits(4_000, null);
    cave(5_000, { pin: '1234' });
    expect(payWith(session)).toMatchObject({ ok: true, value: { amount: 5_000 } });
    expect(sessions.peek(session, holder, 1_000)).toBeNull();
    cave(4_000);
    expect(payWith(session)).toEqual({
      ok: false,
      error: { code: 'CARD_SESSION_INVALID', message: 'present the card on the desk reader again' },
    });
    expect(balanceOf(db, accounts.player('P1'))).toBe(4_000);
  });

  it('refuses a card of another player', () => {
    db.prepare(
      "INSERT INTO players (player_id, last_name, first_name, birth_date, id_document_type, id_document_number, registered_seq) VALUES ('P2', 'Durand', 'Paul', '1980-01-01', 'cni', '456', 0)",
    ).run();
    setLimits(4_000, null);
    cave(5_000, { pin: '1234' });
    expect(pay('UID1', 'token-1', 'P2')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CARD' } });
  });
});

describe('what the journal says of caves and payments', () => {
  const payloads = (kind: string) =>
    (
      db.prepare('SELECT payload, actor FROM journal WHERE kind = ? ORDER BY seq').all(kind) as {
        payload: string;
        actor: string;
      }[]
    ).map((r) => ({ ...JSON.parse(r.payload), actor: r.actor }));

  it('journals each cave, limit and payment with its figures, by the cashier', () => {
    setLimits(4_000, 40_000);
    cave(12_000, { pin: '1234', method: 'card' });
    cave(4_000, { pin: '5678' });
    payAtDesk();
    expect(payloads('CaveLimitsSet')).toEqual([
      { tableId: 'H1', minimum: 4_000, maximum: 40_000, actor: 'staff:caissier1' },
    ]);
    expect(payloads('CaveBought')).toEqual([
      {
        playerId: 'P1',
        tableId: 'H1',
        amount: 12_000,
        method: 'card',
        cardUid: 'UID1',
        minimum: 4_000,
        maximum: 40_000,
        actor: 'staff:caissier1',
      },
      {
        playerId: 'P1',
        tableId: 'H1',
        amount: 4_000,
        method: 'cash',
        cardUid: 'UID1',
        minimum: 4_000,
        maximum: 40_000,
        actor: 'staff:caissier1',
      },
    ]);
    // The second PIN reprograms the first.
    expect(payloads('PinProgrammed').map((p) => p.reprogrammed)).toEqual([false, true]);
    expect(payloads('PlayerPaid')).toEqual([
      { playerId: 'P1', amount: 16_000, cardUid: 'UID1', actor: 'staff:caissier1' },
    ]);
  });

  it('says why in each refusal', () => {
    const message = (o: ReturnType<typeof cave>) => (o.ok ? 'accepted' : o.error.message);
    expect(
      message(
        buyCave(
          ctx,
          { type: 'buyCave', playerId: 'P9', tableId: 'H1', amount: cents(4_000), method: 'cash' } as never,
          limits,
        ),
      ),
    ).toBe('no player P9');
    expect(message(cave(4_000, { pin: '1234' }))).toBe('the comité has not set the cave of H1');
    setLimits(4_000, null);
    expect(message(cave(4_000))).toBe('the first cave programs the PIN: the player types it at the cashier');
    expect(message(cave(100_001, { pin: '1234' }))).toBe('the cave is over the maximum of 100000 cents');
    cave(100_000, { pin: '1234' });
    expect(message(cave(50_001))).toBe("the player's account is over the maximum of 150000 cents");
    expect(message(setLimits(4_000, 100_001))).toBe('the cave limit is over the maximum of 100000 cents');
    const pay = (playerId: string, cardToken = 'token-1') => message(payAtDesk('UID1', cardToken, playerId));
    expect(pay('P9')).toBe('no player P9');
    expect(pay('P1', 'bad')).toBe("this is not the player's active nominative card");
    db.prepare("UPDATE player_cards SET status = 'revoked'").run();
    expect(message(cave(4_000))).toBe('issue the nominative card before the cave');
  });

  it('has nothing to pay a player whose account is empty, and asks for the PIN first', () => {
    const message = (o: ReturnType<typeof payAtDesk>) => (o.ok ? 'accepted' : o.error.message);
    expect(payAtDesk()).toEqual({
      ok: false,
      error: { code: 'PIN_NOT_SET', message: 'no PIN programmed yet' },
    });
    db.prepare("UPDATE players SET pin_hash = 'a-programmed-pin-hash' WHERE player_id = 'P1'").run();
    expect(message(payAtDesk())).toBe('the player has nothing to be paid');
  });
});
