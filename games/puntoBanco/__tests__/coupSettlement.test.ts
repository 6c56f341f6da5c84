// A punto banco coup through the decider (RULES.md A.6, B §7): the cards dealt from a stacked
// shoe, every seat's bets settled in felt order with the paytable, the bets cleared, the coup
// that brings the cut card out finished and then the shoe changed. Figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import {
  type PuntoBancoCommand,
  type PuntoBancoEvent,
  type PuntoBancoState,
  initialState,
} from '../state.ts';

const ctx: Ctx = { rng: createRng(seededSource(5)), now: 2_000 };

/** A shoe dealing `names` in order, the cut card `cutRemaining` cards from the end. */
function shoe(names: string, cutRemaining = 6): PuntoBancoState {
  const order = parseCards(names);
  return evolve(initialState({ ...DEFAULT_OPTIONS, cutRemaining }), {
    type: 'ShoeShuffled',
    at: 0,
    order,
    burn: 0,
    cutRemaining,
  });
}
function run(
  s: PuntoBancoState,
  commands: PuntoBancoCommand[],
): { state: PuntoBancoState; events: PuntoBancoEvent[] } {
  const events: PuntoBancoEvent[] = [];
  for (const c of commands) {
    const d = decide(s, c, ctx);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    for (const e of d.events) {
      events.push(e);
      s = evolve(s, e);
    }
  }
  return { state: s, events };
}
const bet = (seat: number, spot: 'punto' | 'banco' | 'egalite', amount: number): PuntoBancoCommand => ({
  type: 'PlaceBet',
  seat,
  spot,
  amount: cents(amount),
});

describe('a punto banco coup', () => {
  it('deals punto 9 against banco 7 and settles each seat’s bets in felt order', () => {
    // Punto 4 5 (9, natural), banco 3 4 (7): no third card; punto wins.
    const filler = ' 2c 2d 2h 2s 3c 3d 3h 3s 4c 4d';
    const { state, events } = run(shoe(`4c 3d 5h 4s${filler}`), [
      bet(2, 'banco', 1_000),
      bet(1, 'egalite', 200),
      bet(1, 'punto', 2_000),
      { type: 'Deal' },
    ]);
    const dealt = events.find((e) => e.type === 'CoupDealt');
    expect(dealt).toMatchObject({
      no: 1,
      cards: parseCards('4c 3d 5h 4s'),
      coup: { puntoTotal: 9, bancoTotal: 7, winner: 'punto' },
    });
    const settled = events.find((e) => e.type === 'CoupSettled');
    expect(settled?.type === 'CoupSettled' && settled.settlements).toEqual([
      { seat: 1, spot: 'punto', stake: 2_000, outcome: 'won', returned: 4_000, commission: 0 },
      { seat: 1, spot: 'egalite', stake: 200, outcome: 'lost', returned: 0, commission: 0 },
      { seat: 2, spot: 'banco', stake: 1_000, outcome: 'lost', returned: 0, commission: 0 },
    ]);
    expect(state.phase === 'betting' && [state.coupNo, state.bets, state.shoe.cards.length]).toEqual([
      1,
      {},
      10,
    ]);
  });

  it('a bet placed twice on a spot is one stake; a withdrawal takes the seat’s bets back before the deal', () => {
    const s = run(shoe('4c 3d 5h 4s 2c 2d 2h 2s 3c 3d 3h 3s'), [
      bet(1, 'banco', 1_000),
      bet(1, 'banco', 500),
      bet(2, 'punto', 100),
    ]).state;
    expect(s.phase === 'betting' && s.bets).toEqual({ 1: { banco: 1_500 }, 2: { punto: 100 } });
    const out = run(s, [{ type: 'WithdrawBets', seat: 1 }]).state;
    expect(out.phase === 'betting' && out.bets).toEqual({ 2: { punto: 100 } });
  });

  it('the coup that brings out the cut card is finished, then the shoe is changed', () => {
    // 10 cards, cut card 6 from the end: the first coup deals 4, leaving 6.
    const { state, events } = run(shoe('4c 3d 5h 4s 2c 2d 2h 2s 3c 3d'), [
      bet(1, 'punto', 100),
      { type: 'Deal' },
    ]);
    expect(events.map((e) => e.type)).toEqual(['BetPlaced', 'CoupDealt', 'CoupSettled', 'CutCardReached']);
    expect(state.phase).toBe('shoeNeeded');
    // One card more in the shoe and the cut card has not come out.
    const before = run(shoe('4c 3d 5h 4s 2c 2d 2h 2s 3c 3d 3h'), [bet(1, 'punto', 100), { type: 'Deal' }]);
    expect(before.events.map((e) => e.type)).not.toContain('CutCardReached');
  });
});
