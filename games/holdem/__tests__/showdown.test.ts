import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { decide } from '../decide.ts';
import { buildPots, rakeOf, splitPot, uncalledBet } from '../pots.ts';
import type { HoldemEvent } from '../state.ts';
import { view } from '../view.ts';
import { chipsAtTable, lowest, rigged, run, table } from './helpers.ts';

const allIn = (seat: number) => ({ type: 'Act', seat, action: { kind: 'allIn' } }) as const;
const call = (seat: number) => ({ type: 'Act', seat, action: { kind: 'call' } }) as const;
const fold = (seat: number) => ({ type: 'Act', seat, action: { kind: 'fold' } }) as const;
const c = (n: number) => cents(n);
const awards = (events: HoldemEvent[]) => events.flatMap((e) => (e.type === 'PotAwarded' ? [e] : []));

describe("hold'em pots and showdown", () => {
  it('builds side pots from the smallest all-in upward and never makes a folded player eligible', () => {
    const pots = buildPots([
      { seat: 1, committed: c(100), folded: false },
      { seat: 2, committed: c(300), folded: false },
      { seat: 3, committed: c(300), folded: false },
      { seat: 4, committed: c(200), folded: true },
    ]);
    expect(pots).toEqual([
      { amount: 400, eligible: [1, 2, 3] },
      { amount: 500, eligible: [2, 3] },
    ]);
    expect(
      uncalledBet([
        { seat: 1, committed: c(900), folded: false },
        { seat: 2, committed: c(300), folded: true },
      ]),
    ).toEqual({ seat: 1, amount: 600 });
  });

  it('rakes 4 % of each pot rounded down to the unit, and gives odd chips clockwise from the button', () => {
    expect(rakeOf(c(12_345), 400, c(1))).toBe(493);
    expect(rakeOf(c(12_345), 400, c(10))).toBe(490);
    expect(rakeOf(c(24), 400, c(1))).toBe(0);
    // 101 cents between seats 2 and 9 with the button on 8: seat 9 is first clockwise.
    expect(splitPot(c(101), [2, 9], 8, 10)).toEqual([
      { seat: 9, amount: 51 },
      { seat: 2, amount: 50 },
    ]);
  });

  it('plays a three-way all-in: main and side pot raked separately, one rake record each', () => {
    // Board from the rigged RNG: 2c 2d 2h 2s 3c. Kickers decide: seat 1 (A) > seat 2 (K) > seat 3 (Q).
    const start = table({ 1: 1_000, 2: 3_000, 3: 5_000 });
    const s = rigged(start, { 1: 'As 4d', 2: 'Ks 4h', 3: 'Qs 4s' });
    const { state, events } = run(s, [allIn(1), allIn(2), allIn(3)]);
    const pots = awards(events);
    // With both opponents all in, seat 3's "all in" is a call of 3,000: nothing uncalled.
    expect(events.find((e) => e.type === 'Acted' && e.seat === 3)).toMatchObject({
      action: 'call',
      amount: 2_800,
    });
    expect(events.some((e) => e.type === 'UncalledBetReturned')).toBe(false);
    expect(pots.map((p) => [p.amount, p.eligible, p.winners, p.rake.rake, p.rake.serial])).toEqual([
      [3_000, [1, 2, 3], [{ seat: 1, amount: 2_880 }], 120, 1],
      [4_000, [2, 3], [{ seat: 2, amount: 3_840 }], 160, 2],
    ]);
    expect(state.seats[1]?.stack).toBe(2_880);
    expect(state.seats[3]?.stack).toBe(2_000);
    expect(state.rakeTotal).toBe(280);
    expect(chipsAtTable(state)).toBe(9_000);
  });

  it('shows first left of the button when the river had no aggressor, and splits with the odd chip clockwise', () => {
    // Button 1, small blind 3, big blind 5; antes of 1 cent make the pot odd.
    const start = table({ 1: 1_000, 3: 1_000, 5: 1_000 }, { rakeBasisPoints: 0, ante: c(1) });
    // Board 2c 2d 2h 2s 3c: seats 1 and 3 both play four deuces with a 5 kicker.
    const s = rigged(start, { 1: '4d 5h', 3: '4c 5s', 5: 'Kd Kh' });
    const { state, events } = run(s, [allIn(1), call(3), fold(5)]);
    const shown = events.find((e) => e.type === 'HandsShown');
    expect(shown?.type === 'HandsShown' && shown.order).toEqual([3, 1]);
    // Pot 1,000 + 1,000 + 201 = 2,201: seat 3, first clockwise from the button, gets the odd cent.
    expect(awards(events)[0]).toMatchObject({
      amount: 2_201,
      eligible: [1, 3],
      winners: [
        { seat: 3, amount: 1_101 },
        { seat: 1, amount: 1_100 },
      ],
    });
    expect(chipsAtTable(state)).toBe(3_000);
  });

  it('awards the pot without showdown when everyone folds, and returns the uncalled bet', () => {
    const { state, events } = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [
      { type: 'StartHand' },
      fold(1),
      fold(2),
    ]);
    expect(events.some((e) => e.type === 'HandsShown')).toBe(false);
    expect(events.find((e) => e.type === 'UncalledBetReturned')).toMatchObject({ seat: 3, amount: 100 });
    // Effective pot 200: rake 8, the big blind wins 192.
    expect(awards(events)[0]).toMatchObject({
      amount: 200,
      winners: [{ seat: 3, amount: 192 }],
      rake: { rake: 8, table: 'T1' },
    });
    expect(state.phase).toBe('waiting');
    expect(chipsAtTable(state)).toBe(30_000);
  });

  it('times out: checks when it can, else folds, and sits the player out', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [{ type: 'StartHand' }]).state;
    if (s.phase !== 'inHand') throw new Error('no hand');
    expect(decide(s, { type: 'TimeOut' }, { ...lowest, now: s.hand.deadline - 1 })).toMatchObject({
      ok: false,
      rejection: { code: 'notDue' },
    });
    const { state, events } = run(s, [{ type: 'TimeOut' }], { ...lowest, now: s.hand.deadline });
    expect(events[0]).toMatchObject({ type: 'Acted', seat: 1, action: 'fold', timedOut: true });
    expect(state.seats[1]?.sittingOut).toBe(true);
  });

  it('allows leaving and recaving only between hands, within the limits', () => {
    const s = run(table({ 1: 10_000, 2: 10_000 }), [{ type: 'StartHand' }]).state;
    expect(decide(s, { type: 'Leave', seat: 1 }, lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'handInProgress' },
    });
    expect(decide(s, { type: 'Recave', seat: 2, amount: c(1_000) }, lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'handInProgress' },
    });
    const w = table({ 1: 10_000 }, { caveMinimum: c(4_000) });
    expect(decide(w, { type: 'SitDown', seat: 2, player: 'x', cave: c(3_000) }, lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'belowCaveMinimum', detail: { minimum: 4_000 } },
    });
    expect(decide(w, { type: 'Recave', seat: 1, amount: c(50_000) }, lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'aboveRecaveMaximum' },
    });
    expect(decide(w, { type: 'Leave', seat: 1 }, lowest)).toMatchObject({
      ok: true,
      events: [{ type: 'PlayerLeft', stack: 10_000 }],
    });
  });

  it('shows a seat its own hole cards only, and the display none before the showdown', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [{ type: 'StartHand' }]).state;
    const mine = view(s, 2).seats.map((x) => x.cards !== null);
    expect(mine).toEqual([false, true, false]);
    expect(view(s, null).seats.every((x) => x.cards === null)).toBe(true);
    expect(view(s, 1).limits).toMatchObject({ toCall: 200, minTo: 400, maxTo: 10_000 });
  });
});
