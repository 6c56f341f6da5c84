// Whole blackjack hands at a hub table with three stations (RULES.md A.5, B §6): insurance, a
// split, a double, a blackjack, a bust, a timed-out turn; every balance to the cent; replay = live.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { CardStationViewSchema } from '../../../../protocol/cardMessages.ts';
import { gameRecall } from '../../../registers/gameRecall.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { blackjackGame } from '../blackjackGame.ts';
import { replayCardTable } from '../cardReplay.ts';
import {
  blackjackConfig,
  blackjackTable,
  credit,
  freshStore,
  key,
  openSeance,
  stackedShoe,
} from './cardHarness.ts';

describe('blackjack table', () => {
  it('plays a hand with insurance, a split, a double, a blackjack and a bust, to the cent', () => {
    const { db, clock } = freshStore();
    // Deal order B §6.4: box 1, 2, 3, dealer's up card, box 1, 2, 3; then split, double, hit, dealer.
    const shoe = stackedShoe(1, ['8c', 'Ac', 'Tc', 'Ad', '8d', 'Kc', '6c', '3c', 'Th', 'Ts', 'Td', '7c']);
    const table = blackjackTable(db, clock, shoe);
    for (const t of ['T1', 'T2', 'T3']) table.creditIn(t, cents(10_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    expect(table.sit(key('T1'), 1).ok).toBe(true);
    expect(table.sit(key('T2'), 2).ok).toBe(true);
    expect(table.sit(key('T3'), 3).ok).toBe(true);
    // A.1: one station per player; a taken seat is refused.
    expect(table.sit(key('T1'), 4)).toMatchObject({ ok: false, error: { code: 'ALREADY_SEATED' } });
    expect(table.sit(key('T4'), 2)).toMatchObject({ ok: false, error: { code: 'SEAT_TAKEN' } });
    // Seed 000: only seated players play.
    expect(table.moves.placeBet(key('T4'), 4, cents(500))).toMatchObject({
      ok: false,
      error: { code: 'NOT_SEATED' },
    });
    // A.1: the station's minimum is never below the table's, and a stake below it names it.
    expect(table.chooseMinimum(key('T3'), cents(400))).toMatchObject({
      ok: false,
      error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 500 } },
    });
    expect(table.chooseMinimum(key('T3'), cents(1_000)).ok).toBe(true);
    expect(table.moves.placeBet(key('T3'), 3, cents(500))).toMatchObject({
      ok: false,
      error: { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 1_000 } },
    });
    expect(table.chooseMinimum(key('T3'), null).ok).toBe(true);

    for (const [t, box] of [
      ['T1', 1],
      ['T2', 2],
      ['T3', 3],
    ] as const)
      expect(table.moves.placeBet(key(t), box, cents(500))).toMatchObject({
        ok: true,
        value: { staked: 500 },
      });
    expect(credit(db, 'T1')).toBe(9_500);
    expect(table.stationView('T1').bettingClosesAt).toBe(clock.now() + 15_000);
    clock.advance(15_000);
    // Dealer's ace: insurance (B §6.5), up to half the stake.
    expect(table.memory.state.phase).toBe('insurance');
    expect(table.moves.insure(key('T1'), 1, cents(300))).toMatchObject({
      ok: false,
      error: { code: 'STAKE_ABOVE_MAXIMUM', params: { maximum: 250 } },
    });
    expect(table.moves.insure(key('T1'), 1, cents(250)).ok).toBe(true);
    expect(table.moves.insure(key('T2'), 2, cents(0)).ok).toBe(true);
    expect(table.moves.act(key('T1'), 1, 'split')).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    expect(table.moves.insure(key('T3'), 3, cents(0)).ok).toBe(true);
    expect(table.memory.state.phase).toBe('playing');

    // Box 1: 8 8 split → 8 3 doubled with a ten (21), 8 T stands (18).
    expect(table.moves.act(key('T2'), 2, 'hit')).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    expect(table.moves.act(key('T1'), 1, 'split').ok).toBe(true);
    expect(table.moves.act(key('T1'), 1, 'double').ok).toBe(true);
    expect(table.moves.act(key('T1'), 1, 'split')).toMatchObject({
      ok: false,
      error: { code: 'ACTION_NOT_ALLOWED' },
    });
    expect(table.moves.act(key('T1'), 1, 'stand').ok).toBe(true);
    // Box 2 has blackjack (no action); box 3: T 6 hits a ten and busts; the dealer takes a 7: soft 18.
    expect(table.moves.act(key('T3'), 3, 'hit').ok).toBe(true);
    expect(table.memory.state.phase).toBe('betting');
    const last = table.memory.state.last;
    expect(last?.dealer).toEqual([51 - 2, 20]); // Ad, 7c
    // T1: −500 −250 −500 −500, back 2 000 (21) + 500 (push); insurance lost.
    expect(credit(db, 'T1')).toBe(10_750);
    // T2: blackjack 3 to 2.
    expect(credit(db, 'T2')).toBe(10_750);
    expect(credit(db, 'T3')).toBe(9_500);
    expect(balanceOf(db, accounts.bank('bj-1'))).toBe(-1_000);
    expect(balanceOf(db, accounts.stakes('bj-1'))).toBe(0);

    // The station's view: no shoe, parses against the wire schema, own settlements only.
    const v = table.stationView('T1');
    expect(CardStationViewSchema.parse(v)).toEqual(v);
    expect(JSON.stringify(v)).not.toContain('shoe');
    expect(v.game.game === 'blackjack' && v.game.last?.settlements.map((s) => s.returned)).toEqual([
      2_000, 500, 0,
    ]);

    // Game recall (A.1): stakes, outcome, wins, credit before and after, from the journal.
    expect(gameRecall(db, 'bj-1', { terminalId: 'T1' })['T1']).toMatchObject([
      {
        game: 'blackjack',
        status: 'settled',
        bets: [
          { label: 'box 1', stake: 500 },
          { label: 'assurance box 1', stake: 250 },
          { label: 'séparation box 1', stake: 500 },
          { label: 'doublement box 1', stake: 500 },
        ],
        stakes: 1_750,
        wins: 2_500,
        outcome: 'banque 18',
        creditBefore: 10_000,
        creditAfter: 10_750,
      },
    ]);
    // Replay of the journal gives the same memory; the store's integrity holds.
    expect(replayCardTable(db, 'bj-1', blackjackGame(blackjackConfig().options))).toEqual(table.memory);
    expect(integrityReport(db)).toMatchObject({ ok: true, problems: [] });
  });

  it('stands a player who does not act in time, and refuses a double without the credit', () => {
    const { db, clock } = freshStore();
    const shoe = stackedShoe(2, ['Tc', '5d', '7h', '9c', 'Kc']);
    const table = blackjackTable(db, clock, shoe);
    table.creditIn('T1', cents(600), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    expect(table.moves.placeBet(key('T1'), 1, cents(500)).ok).toBe(true);
    clock.advance(15_000);
    expect(table.memory.state.phase).toBe('playing');
    expect(table.moves.act(key('T1'), 1, 'double')).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_CREDIT', params: { credit: 100 } },
    });
    // The engine's turn timer (turnMs, docs/card-tables.md): the hand stands on 17.
    clock.advance(20_000);
    expect(table.memory.state.phase).toBe('betting');
    // Dealer 5, then 9 K: bust; 17 wins 1 to 1.
    expect(table.memory.state.last?.settlements[0]).toMatchObject({ outcome: 'won', returned: 1_000 });
    expect(credit(db, 'T1')).toBe(1_100);
    // A.1 "Paiement": the credit closes into a voucher and the seat is freed.
    const paid = table.requestPayment(key('T1'));
    expect(paid).toMatchObject({
      ok: true,
      value: { kind: 'paid', voucher: { amount: 1_100, terminalId: 'T1' } },
    });
    expect(credit(db, 'T1')).toBe(0);
    expect(balanceOf(db, accounts.vouchers)).toBe(1_100);
    expect(table.memory.seats).toEqual({});
    expect(table.requestPayment(key('T1'))).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_PAY' } });
    expect(integrityReport(db)).toMatchObject({ ok: true, problems: [] });
  });

  it('closes an insurance window only when every box of that hand has answered, or at its deadline', () => {
    const { db, clock } = freshStore();
    const hand = (a: string, b: string, ace: string, c: string, d: string, dealer: string) => [
      a,
      b,
      ace,
      c,
      d,
      dealer,
    ];
    const shoe = stackedShoe(3, [
      ...hand('Tc', 'Td', 'Ac', '9c', '9d', '6c'),
      ...hand('Th', 'Ts', 'Ad', '9h', '9s', '6d'),
    ]);
    const table = blackjackTable(db, clock, shoe);
    for (const t of ['T1', 'T2']) table.creditIn(t, cents(5_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    table.sit(key('T2'), 2);
    const deal = (): void => {
      table.moves.placeBet(key('T1'), 1, cents(500));
      table.moves.placeBet(key('T2'), 2, cents(500));
      clock.advance(15_000);
      expect(table.memory.state.phase).toBe('insurance');
    };
    deal();
    expect(table.moves.insure(key('T1'), 1, cents(0)).ok).toBe(true);
    expect(table.moves.insure(key('T2'), 1, cents(0))).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    expect(table.memory.state.phase).toBe('insurance');
    // T2 never answers: declined at the deadline (turnMs).
    clock.advance(20_000);
    expect(table.memory.state.phase).toBe('playing');
    table.moves.act(key('T1'), 1, 'stand');
    table.moves.act(key('T2'), 2, 'stand');
    // 19 against the dealer's soft 17: both win 1 to 1.
    expect([credit(db, 'T1'), credit(db, 'T2')]).toEqual([5_500, 5_500]);
    deal();
    // Only T2 has answered in this hand: the window stays open for T1.
    expect(table.moves.insure(key('T2'), 2, cents(0)).ok).toBe(true);
    expect(table.memory.state.phase).toBe('insurance');
    expect(table.moves.insure(key('T1'), 1, cents(250)).ok).toBe(true);
    expect(table.memory.state.phase).toBe('playing');
    expect(integrityReport(db)).toMatchObject({ ok: true, problems: [] });
  });

  it('pays insurance 2 to 1 on a dealer blackjack, which takes every stake of the box, splits included (A.5)', () => {
    const { db, clock } = freshStore();
    const table = blackjackTable(db, clock, stackedShoe(4, ['9c', 'Ac', '9d', '2c', '3c', 'Kc']));
    table.creditIn('T1', cents(10_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    table.moves.placeBet(key('T1'), 1, cents(1_000));
    clock.advance(15_000);
    expect(table.moves.insure(key('T1'), 1, cents(500)).ok).toBe(true);
    // A.5: surrender is an option, off by default (and never against an ace).
    expect(table.moves.act(key('T1'), 1, 'surrender')).toMatchObject({
      ok: false,
      error: { code: 'ACTION_NOT_ALLOWED' },
    });
    expect(table.moves.act(key('T1'), 1, 'split').ok).toBe(true);
    expect(table.moves.act(key('T1'), 1, 'stand').ok).toBe(true);
    expect(table.moves.act(key('T1'), 1, 'stand').ok).toBe(true);
    expect(table.memory.state.last?.settlements.map((x) => [x.item.kind, x.returned])).toEqual([
      ['hand', 0],
      ['hand', 0],
      ['insurance', 1_500],
    ]);
    // −1 000 −500 −1 000, back 1 500.
    expect(credit(db, 'T1')).toBe(9_000);
    expect(balanceOf(db, accounts.bank('bj-1'))).toBe(1_000);
    expect(integrityReport(db)).toMatchObject({ ok: true, problems: [] });
  });
});
