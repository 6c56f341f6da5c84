// What a station and the central display see of a punto banco table (issue 4): never the shoe;
// a station sees its own stakes and its own settlements only, the display every seat's; the
// coming coup's number and stakes only while bets are taken. Figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type PuntoBancoCommand, type PuntoBancoState, initialState } from '../state.ts';
import { view } from '../view.ts';

const ctx: Ctx = { rng: createRng(seededSource(3)), now: 5_000 };

/** A shoe dealing `names` in order, the cut card 6 cards from the end. */
function shoe(names: string): PuntoBancoState {
  return evolve(initialState(DEFAULT_OPTIONS), {
    type: 'ShoeShuffled',
    at: 0,
    order: parseCards(names),
    burn: 0,
    cutRemaining: 6,
  });
}
function run(s: PuntoBancoState, commands: PuntoBancoCommand[]): PuntoBancoState {
  for (const c of commands) {
    const d = decide(s, c, ctx);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    s = d.events.reduce(evolve, s);
  }
  return s;
}
const bet = (seat: number, spot: 'punto' | 'banco' | 'egalite', amount: number): PuntoBancoCommand => ({
  type: 'PlaceBet',
  seat,
  spot,
  amount: cents(amount),
});

// Punto 4 5 (9, natural) against banco 3 4 (7): punto wins, nobody draws.
const coup = {
  punto: parseCards('4c 5h'),
  banco: parseCards('3d 4s'),
  puntoTotal: 9,
  bancoTotal: 7,
  winner: 'punto',
  no: 1,
};
const seat1Won = { seat: 1, spot: 'punto', stake: 2_000, outcome: 'won', returned: 4_000, commission: 0 };
const seat2Lost = { seat: 2, spot: 'banco', stake: 1_000, outcome: 'lost', returned: 0, commission: 0 };

/** Coup 1 played (seat 1 on punto, seat 2 on banco), coup 2's bets taken: seat 1 and seat 3. */
function secondCoupBetting(): PuntoBancoState {
  const filler = ' 2c 2d 2h 2s 3c 3d 3h 3s 4c 4d';
  return run(shoe(`4c 3d 5h 4s${filler}`), [
    bet(1, 'punto', 2_000),
    bet(2, 'banco', 1_000),
    { type: 'Deal' },
    bet(1, 'banco', 400),
    bet(1, 'egalite', 200),
    bet(3, 'egalite', 300),
  ]);
}

describe('a punto banco table as each screen sees it', () => {
  it('a station sees its stakes on the coming coup, their total and its own settlements of the last coup', () => {
    expect(view(secondCoupBetting(), 1)).toEqual({
      phase: 'betting',
      options: DEFAULT_OPTIONS,
      coupNo: 1,
      bets: { 1: { banco: 400, egalite: 200 } },
      last: { ...coup, settlements: [seat1Won] },
      staked: 600,
    });
    expect(view(secondCoupBetting(), 2)).toEqual({
      phase: 'betting',
      options: DEFAULT_OPTIONS,
      coupNo: 1,
      bets: {},
      last: { ...coup, settlements: [seat2Lost] },
      staked: 0,
    });
  });

  it('a station that neither bet nor played sees no one’s stakes or settlements', () => {
    expect(view(secondCoupBetting(), 4)).toMatchObject({ bets: {}, staked: 0, last: { settlements: [] } });
  });

  it('the central display sees every seat’s stakes and every settlement', () => {
    expect(view(secondCoupBetting(), null)).toEqual({
      phase: 'betting',
      options: DEFAULT_OPTIONS,
      coupNo: 1,
      bets: { 1: { banco: 400, egalite: 200 }, 3: { egalite: 300 } },
      last: { ...coup, settlements: [seat1Won, seat2Lost] },
      staked: 900,
    });
  });

  it('waiting for a new shoe, no coup is numbered and nothing is staked; the last coup stays shown', () => {
    // Ten cards, the cut card six from the end: the first coup brings it out.
    const waiting = run(shoe('4c 3d 5h 4s 2c 2d 2h 2s 3c 3d'), [
      bet(1, 'punto', 2_000),
      bet(2, 'banco', 1_000),
      { type: 'Deal' },
    ]);
    expect(waiting.phase).toBe('shoeNeeded');
    expect(view(waiting, 1)).toEqual({
      phase: 'shoeNeeded',
      options: DEFAULT_OPTIONS,
      coupNo: 0,
      bets: {},
      last: { ...coup, settlements: [seat1Won] },
      staked: 0,
    });
    expect(view(waiting, null)).toMatchObject({ coupNo: 0, bets: {}, staked: 0 });
  });

  it('before any coup there is no last coup to show', () => {
    const fresh = shoe('4c 3d 5h 4s 2c 2d 2h 2s 3c 3d 3h 3s');
    expect(view(fresh, 1)).toEqual({
      phase: 'betting',
      options: DEFAULT_OPTIONS,
      coupNo: 0,
      bets: {},
      last: null,
      staked: 0,
    });
    expect(view(initialState(DEFAULT_OPTIONS), null)).toEqual({
      phase: 'shoeNeeded',
      options: DEFAULT_OPTIONS,
      coupNo: 0,
      bets: {},
      last: null,
      staked: 0,
    });
  });
});
