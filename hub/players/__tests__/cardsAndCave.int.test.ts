// Nominative cards, caves and payment at the cashier (seed 000; RULES.md A.7; issue 12 §2): the
// card's reference is random, written in its DESFire file and stored hashed, a re-issue revokes
// the old card, a cave is refused outside the comité's limits and programs the PIN the first time,
// payment needs the card and the PIN and empties the player's account back to the cashier; money
// is conserved and the projections match the journal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integrityReport } from '../../store/integrity.ts';
import { balanceOf, conservationReport } from '../../store/ledger.ts';
import { DESK_SESSION, identity, playerDesk, type PlayerDesk } from './helpers/playerDesk.ts';
import { accounts } from '../../store/accounts.ts';

const UID = '04A1B2C3D4E5F6';
const UID2 = '04FFEEDDCCBBAA';

function issued(desk: PlayerDesk, playerId: string, cardUid: string): ReturnType<PlayerDesk['issue']> {
  return desk.issue(playerId, cardUid);
}

function code(outcome: ReturnType<PlayerDesk['run']>): unknown {
  return outcome.ok ? 'ok' : { code: outcome.error.code, ...(outcome.error.params ?? {}) };
}

describe('cards', () => {
  it('binds a UID and a random reference, stored hashed; a re-issue revokes the old card', async () => {
    const desk = playerDesk();
    desk.ok('chloe', 'caissier', identity('AB1'));
    expect(
      code(desk.run('chloe', 'caissier', { type: 'issueCard', playerId: 'P000009', cardUid: UID })),
    ).toEqual({
      code: 'UNKNOWN_PLAYER',
    });
    // Without a card personalised on the desk for it, nothing is bound.
    expect(
      code(desk.run('chloe', 'caissier', { type: 'issueCard', playerId: 'P000001', cardUid: UID })),
    ).toEqual({
      code: 'CARD_NOT_PRESENTED',
    });
    const card = await desk.issue('P000001', UID.toLowerCase());
    const { cardToken: token } = await desk.tap(card);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = desk.db
      .prepare('SELECT token_hash, status FROM player_cards WHERE card_uid = ?')
      .get(UID) as {
      token_hash: string;
      status: string;
    };
    expect(row.status).toBe('active');
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    expect(JSON.stringify(desk.journal('CardIssued'))).not.toContain(token);

    const second = await desk.issue('P000001', UID2);
    expect((await desk.tap(second)).cardToken).not.toBe(token);
    await expect(desk.tap(card)).rejects.toThrow('UNKNOWN_CARD');
    expect(desk.journal('CardIssued', 'CardRevoked')).toEqual([
      ['CardIssued', 'staff:chloe', { playerId: 'P000001', cardUid: UID }],
      ['CardRevoked', 'staff:chloe', { playerId: 'P000001', cardUid: UID, reason: 'reissued' }],
      ['CardIssued', 'staff:chloe', { playerId: 'P000001', cardUid: UID2 }],
    ]);
    // A UID once bound is never bound again, even revoked.
    expect(
      code(desk.run('chloe', 'caissier', { type: 'issueCard', playerId: 'P000001', cardUid: UID })),
    ).toEqual({
      code: 'CARD_UID_IN_USE',
      playerId: 'P000001',
    });
    expect(integrityReport(desk.db).ok).toBe(true);
  });
});

describe('caves and payment', () => {
  it('enforces the comité limits, programs the PIN at the first cave, pays on the card and PIN, to the cent', async () => {
    const desk = playerDesk();
    desk.ok('chloe', 'caissier', identity('AB1'));
    const cave = (amount: number, pin?: string) => ({
      type: 'buyCave',
      playerId: 'P000001',
      tableId: 'holdem-1',
      amount,
      method: 'cash',
      ...(pin === undefined ? {} : { pin }),
    });
    expect(code(desk.run('chloe', 'caissier', cave(10_000, '1234')))).toEqual({ code: 'NO_ACTIVE_CARD' });
    const card = await issued(desk, 'P000001', UID);
    expect(code(desk.run('chloe', 'caissier', cave(10_000, '1234')))).toEqual({ code: 'CAVE_NOT_SET' });
    expect(
      code(
        desk.run('bruno', 'comiteDeDirection', {
          type: 'setCaveLimits',
          tableId: 'holdem-1',
          minimum: 5_000,
          maximum: 4_000,
        }),
      ),
    ).toEqual({ code: 'MALFORMED', minimum: 5_000, maximum: 4_000 });
    expect(
      desk.ok('bruno', 'comiteDeDirection', {
        type: 'setCaveLimits',
        tableId: 'holdem-1',
        minimum: 5_000,
        maximum: 50_000,
      }),
    ).toEqual({ kind: 'caveLimitsSet', tableId: 'holdem-1', minimum: 5_000, maximum: 50_000 });
    expect(code(desk.run('chloe', 'caissier', cave(4_999, '1234')))).toEqual({
      code: 'CAVE_BELOW_MINIMUM',
      minimum: 5_000,
    });
    expect(code(desk.run('chloe', 'caissier', cave(50_001, '1234')))).toEqual({
      code: 'CAVE_ABOVE_MAXIMUM',
      maximum: 50_000,
    });
    expect(code(desk.run('chloe', 'caissier', cave(10_000)))).toEqual({ code: 'PIN_REQUIRED' });
    expect(desk.journal('CaveBought')).toEqual([]);

    expect(desk.ok('chloe', 'caissier', cave(12_345, '4821'))).toEqual({
      kind: 'caveBought',
      playerId: 'P000001',
      tableId: 'holdem-1',
      amount: 12_345,
      balance: 12_345,
      pinProgrammed: true,
    });
    const pin = desk.db.prepare('SELECT pin_salt, pin_hash FROM players').get() as {
      pin_salt: string;
      pin_hash: string;
    };
    expect(pin.pin_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(pin.pin_hash).not.toContain('4821');
    // The minimum changes at the start of a partie: the next cave follows the new one.
    desk.ok('bruno', 'comiteDeDirection', {
      type: 'setCaveLimits',
      tableId: 'holdem-1',
      minimum: 2_000,
      maximum: null,
    });
    expect(desk.ok('chloe', 'caissier', { ...cave(2_000), method: 'card' })).toMatchObject({
      balance: 14_345,
      pinProgrammed: false,
    });
    expect(desk.journal('CaveBought', 'PinProgrammed', 'CaveLimitsSet')).toEqual([
      ['CaveLimitsSet', 'staff:bruno', { tableId: 'holdem-1', minimum: 5_000, maximum: 50_000 }],
      [
        'CaveBought',
        'staff:chloe',
        {
          playerId: 'P000001',
          tableId: 'holdem-1',
          amount: 12_345,
          method: 'cash',
          cardUid: UID,
          minimum: 5_000,
          maximum: 50_000,
        },
      ],
      ['PinProgrammed', 'staff:chloe', { playerId: 'P000001', cardUid: UID, reprogrammed: false }],
      ['CaveLimitsSet', 'staff:bruno', { tableId: 'holdem-1', minimum: 2_000, maximum: null }],
      [
        'CaveBought',
        'staff:chloe',
        {
          playerId: 'P000001',
          tableId: 'holdem-1',
          amount: 2_000,
          method: 'card',
          cardUid: UID,
          minimum: 2_000,
          maximum: null,
        },
      ],
    ]);
    expect(balanceOf(desk.db, accounts.cashier)).toBe(-14_345);

    const pay = { type: 'payPlayer', playerId: 'P000001', cardSession: DESK_SESSION, pin: '4821' };
    // No card on the desk, another player's card, a wrong PIN: refused, nothing moves.
    expect(code(desk.run('chloe', 'caissier', pay))).toEqual({ code: 'CARD_SESSION_INVALID' });
    desk.ok('chloe', 'caissier', identity('AB2'));
    const others = await desk.payment(await issued(desk, 'P000002', UID2), '4821', 'P000001');
    expect(code(desk.run('chloe', 'caissier', pay, others))).toEqual({ code: 'UNKNOWN_CARD' });
    expect(code(desk.run('chloe', 'caissier', pay, await desk.payment(card, '9999', 'P000001')))).toEqual({
      code: 'WRONG_PIN',
    });
    const right = await desk.payment(card, '4821', 'P000001');
    expect(desk.ok('chloe', 'caissier', pay, right)).toEqual({
      kind: 'playerPaid',
      playerId: 'P000001',
      amount: 14_345,
    });
    expect(code(desk.run('chloe', 'caissier', pay, right))).toEqual({ code: 'NOTHING_TO_PAY' });
    expect(desk.journal('PlayerPaid')).toEqual([
      ['PlayerPaid', 'staff:chloe', { playerId: 'P000001', amount: 14_345, cardUid: UID }],
    ]);
    expect(balanceOf(desk.db, accounts.cashier)).toBe(0);
    expect(balanceOf(desk.db, accounts.player('P000001'))).toBe(0);
    const report = integrityReport(desk.db);
    expect(report.problems).toEqual([]);
    expect(report.conservation).toEqual({ ok: true, total: 0, entered: 0, cashier: 0 });
  });

  it('conserves every cent over any sequence of caves and payments', async () => {
    const desk = playerDesk();
    desk.ok('bruno', 'comiteDeDirection', {
      type: 'setCaveLimits',
      tableId: 'holdem-1',
      minimum: 100,
      maximum: 1_000_000,
    });
    const payments: Awaited<ReturnType<PlayerDesk['payment']>>[] = [];
    for (let i = 1; i <= 3; i++) {
      desk.ok('chloe', 'caissier', identity(`DOC${i}`));
      const card = await issued(desk, `P00000${i}`, `0400000${i}`);
      desk.ok('chloe', 'caissier', {
        type: 'buyCave',
        playerId: `P00000${i}`,
        tableId: 'holdem-1',
        amount: 100,
        method: 'cash',
        pin: '0000',
      });
      payments.push(await desk.payment(card, '0000', `P00000${i}`));
    }
    const op = fc.oneof(
      fc.record({
        pay: fc.constant(false),
        who: fc.integer({ min: 1, max: 3 }),
        amount: fc.integer({ min: 1, max: 1_200_000 }),
      }),
      fc.record({ pay: fc.constant(true), who: fc.integer({ min: 1, max: 3 }), amount: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        for (const { pay, who, amount } of ops) {
          const playerId = `P00000${who}`;
          const before = balanceOf(desk.db, accounts.player(playerId));
          const outcome = pay
            ? desk.run(
                'chloe',
                'caissier',
                { type: 'payPlayer', playerId, cardSession: DESK_SESSION, pin: '0000' },
                payments[who - 1],
              )
            : desk.run('chloe', 'caissier', {
                type: 'buyCave',
                playerId,
                tableId: 'holdem-1',
                amount,
                method: 'cash',
              });
          const after = balanceOf(desk.db, accounts.player(playerId));
          if (pay) expect(after).toBe(0);
          else expect(after).toBe(outcome.ok ? before + amount : before);
          expect(outcome.ok).toBe(pay ? before > 0 : amount >= 100 && amount <= 1_000_000);
        }
        const players = [1, 2, 3].reduce((s, i) => s + balanceOf(desk.db, accounts.player(`P00000${i}`)), 0);
        expect(balanceOf(desk.db, accounts.cashier) + players).toBe(0);
        expect(conservationReport(desk.db).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(integrityReport(desk.db).problems).toEqual([]);
  });
});
