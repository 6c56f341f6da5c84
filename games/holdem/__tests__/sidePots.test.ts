// Issue 10 §7: side pots built from who contributed and who may still claim, and the board run
// out once no action is possible (RULES.md A.7, B §8.2; rake on each pot, art. 67-19).
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { decide } from '../decide.ts';
import { buildPots, unclaimable } from '../pots.ts';
import type { HoldemEvent, HoldemState } from '../state.ts';
import { chipsAtTable, lowest, rigged, run, table } from './helpers.ts';

const act = (seat: number, action: { kind: 'fold' } | { kind: 'call' } | { kind: 'allIn' }) =>
  ({ type: 'Act', seat, action }) as const;
const raise = (seat: number, to: number) =>
  ({ type: 'Act', seat, action: { kind: 'raise', to: cents(to) } }) as const;
const awards = (events: HoldemEvent[]) => events.flatMap((e) => (e.type === 'PotAwarded' ? [e] : []));
const streets = (events: HoldemEvent[]) =>
  events.flatMap((e) => (e.type === 'StreetDealt' ? [e.street] : []));
const toActOf = (s: HoldemState): number | null => (s.phase === 'inHand' ? s.hand.toAct : null);

// Seats 1 (A), 2 (B), 3 (C); the first hand puts the button on seat 1, so B posts the small blind
// (100), C the big blind (200) and A, left of the big blind, speaks first pre-flop.
const A = 1;
const B = 2;
const C = 3;

/** Given the issue's table, when A raises to 1 000, B calls and C calls all in for 300, then B folds. */
function issueHand(holes: Record<number, string>): {
  preflop: HoldemState;
  events: HoldemEvent[];
  state: HoldemState;
} {
  const start = rigged(table({ [A]: 10_000, [B]: 10_000, [C]: 300 }), holes);
  const preflop = run(start, [raise(A, 1_000), act(B, { kind: 'call' }), act(C, { kind: 'allIn' })]).state;
  const { events, state } = run(preflop, [act(B, { kind: 'fold' })]);
  return { preflop, events, state };
}

describe("hold'em side pots (issue 10 §7)", () => {
  // The rigged RNG deals the board 2c 2d 2h, 2s, 3c: everyone plays four deuces and a kicker.
  it('given A 10 000, B 10 000, C 300 all in: when B folds on the flop, A is asked nothing and the board runs out', () => {
    const { preflop, events, state } = issueHand({ [A]: 'Ks Qd', [B]: 'Qs Jd', [C]: 'As Kd' });
    expect(preflop.phase === 'inHand' && preflop.hand.street).toBe('flop');
    expect(toActOf(preflop)).toBe(B);
    // Then: no action is asked of A (alone able to act, owing nothing); turn and river are dealt.
    expect(events.filter((e) => e.type === 'Acted')).toHaveLength(1);
    expect(streets(events)).toEqual(['turn', 'river']);
    // No bet on the river: the first live seat left of the button (C) shows first (A.7).
    expect(events.find((e) => e.type === 'HandsShown')).toMatchObject({ order: [C, A] });
    // And a fold by A afterwards is refused: the hand is over.
    expect(decide(state, act(A, { kind: 'fold' }), lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'noHand' },
    });
  });

  it("then C's main pot is 900 less 36 of rake, and the 1 400 side pot is A's less 56 of rake", () => {
    const { events, state } = issueHand({ [A]: 'Ks Qd', [B]: 'Qs Jd', [C]: 'As Kd' });
    // C's ace kicker beats A's king on the main pot; only A may claim the side pot B folded out of.
    // Both pots hold chips of two players, so each is raked 4 % of its effective amount (A.7).
    expect(events.some((e) => e.type === 'UncalledBetReturned')).toBe(false);
    expect(awards(events).map((p) => [p.pot, p.amount, p.eligible, p.winners, p.rake.rake])).toEqual([
      [0, 900, [A, C], [{ seat: C, amount: 864 }], 36],
      [1, 1_400, [A], [{ seat: A, amount: 1_344 }], 56],
    ]);
    expect(state.seats[A]?.stack).toBe(10_344);
    expect(state.seats[B]?.stack).toBe(9_000);
    expect(state.seats[C]?.stack).toBe(864);
    expect(state.rakeTotal).toBe(92);
    expect(chipsAtTable(state)).toBe(20_300);
  });

  it('when A has the better hand, A takes both pots: 864 + 1 344', () => {
    const { events, state } = issueHand({ [A]: 'As Kd', [B]: 'Qs Jd', [C]: 'Ks Qd' });
    expect(awards(events).map((p) => p.winners)).toEqual([
      [{ seat: A, amount: 864 }],
      [{ seat: A, amount: 1_344 }],
    ]);
    expect(state.seats[A]?.stack).toBe(9_000 + 864 + 1_344);
    expect(state.seats[C]?.stack).toBe(0);
  });

  it('heads-up, a big blind all in for less than the small blind: the button owes nothing and is asked nothing', () => {
    // Seat 1 is the button and posts 100; seat 2 posts its whole 80 as the big blind.
    const { events, state } = run(table({ 1: 10_000, 2: 80 }), [{ type: 'StartHand' }]);
    expect(events.filter((e) => e.type === 'Acted')).toHaveLength(0);
    expect(streets(events)).toEqual(['flop', 'turn', 'river']);
    // The 20 the big blind could not match go back; the effective pot is 160, rake 6 (4 %, down).
    expect(events.find((e) => e.type === 'UncalledBetReturned')).toMatchObject({ seat: 1, amount: 20 });
    expect(awards(events)[0]).toMatchObject({ amount: 160, eligible: [1, 2], rake: { rake: 6 } });
    expect(state.phase).toBe('waiting');
    expect(chipsAtTable(state)).toBe(10_080);
  });

  it('a lone player who owes chips is still asked: call or fold', () => {
    // Seat 2 raises all in to 1 500 over seat 1's 1 000: seat 1 owes 500 and must answer.
    const start = rigged(table({ 1: 10_000, 2: 1_500, 3: 10_000 }), { 1: 'As Kd', 2: 'Ks Qd', 3: 'Qs Jd' });
    const { state } = run(start, [raise(1, 1_000), act(2, { kind: 'allIn' }), act(3, { kind: 'fold' })]);
    expect(toActOf(state)).toBe(1);
  });

  it('builds pots from contributions and claims: a folded player’s chips stay in the pots they reached', () => {
    expect(
      buildPots([
        { seat: A, committed: cents(1_000), folded: false },
        { seat: B, committed: cents(1_000), folded: true },
        { seat: C, committed: cents(300), folded: false },
      ]),
    ).toEqual([
      { amount: 900, eligible: [A, C] },
      { amount: 1_400, eligible: [A] },
    ]);
  });

  it('chips no player still in the hand can claim go back to their contributors, never to a lower pot', () => {
    // Unreachable through decide (the last able player is never asked once they owe nothing), but
    // the pure builder makes no "cannot happen" assumption: nothing above C's 300 is C's.
    const players = [
      { seat: A, committed: cents(1_000), folded: true },
      { seat: B, committed: cents(1_000), folded: true },
      { seat: C, committed: cents(300), folded: false },
    ];
    expect(buildPots(players)).toEqual([{ amount: 900, eligible: [C] }]);
    expect(unclaimable(players)).toEqual([
      { seat: A, amount: 700 },
      { seat: B, amount: 700 },
    ]);
    expect(unclaimable(players.map((p) => ({ ...p, folded: true })))).toEqual([
      { seat: A, amount: 1_000 },
      { seat: B, amount: 1_000 },
      { seat: C, amount: 300 },
    ]);
  });
});
