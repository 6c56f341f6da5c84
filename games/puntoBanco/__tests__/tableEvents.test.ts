// How punto banco events change the table (games/puntoBanco/evolve.ts): a table waiting for its
// shoe takes no bet and plays no coup whatever events it is handed; a coup dealt is recorded as
// the last coup, numbered, with no settlement yet; its settlement adds them and clears the bets.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type PuntoBancoEvent, type PuntoBancoState, initialState } from '../state.ts';

// Punto 4 5 (9, natural) against banco 3 4 (7): punto wins.
const coup = {
  punto: parseCards('4c 5h'),
  banco: parseCards('3d 4s'),
  puntoTotal: 9,
  bancoTotal: 7,
  winner: 'punto' as const,
};
const dealt: PuntoBancoEvent = { type: 'CoupDealt', at: 2, no: 1, cards: parseCards('4c 3d 5h 4s'), coup };
const settlement = {
  seat: 1,
  spot: 'punto' as const,
  stake: cents(2_000),
  outcome: 'won' as const,
  returned: cents(4_000),
  commission: cents(0),
};
const settled: PuntoBancoEvent = { type: 'CoupSettled', at: 3, no: 1, settlements: [settlement] };
const placed: PuntoBancoEvent = { type: 'BetPlaced', at: 1, seat: 1, spot: 'punto', amount: cents(2_000) };

function betting(): PuntoBancoState {
  return evolve(initialState(DEFAULT_OPTIONS), {
    type: 'ShoeShuffled',
    at: 0,
    order: parseCards('4c 3d 5h 4s 2c 2d 2h 2s 3c 3d'),
    burn: 0,
    cutRemaining: 6,
  });
}

describe('punto banco events applied to the table', () => {
  it('a table waiting for its shoe is left as it is by a bet, a withdrawal, a coup or its settlement', () => {
    const waiting = initialState(DEFAULT_OPTIONS);
    for (const event of [placed, { type: 'BetsWithdrawn', at: 1, seat: 1 } as const, dealt, settled])
      expect(evolve(waiting, event)).toBe(waiting);
  });

  it('a coup dealt becomes the last coup, with its number and no settlement yet; the bets stay until settled', () => {
    const s = evolve(evolve(betting(), placed), dealt);
    expect(s.phase === 'betting' && [s.coupNo, s.bets, s.shoe.cards.length]).toEqual([
      1,
      { 1: { punto: 2_000 } },
      6,
    ]);
    expect(s.last).toEqual({ ...coup, no: 1, settlements: [] });
  });

  it('its settlement adds the settlements to the last coup and clears the bets', () => {
    const s = [placed, dealt, settled].reduce(evolve, betting());
    expect(s.phase === 'betting' && s.bets).toEqual({});
    expect(s.last).toEqual({ ...coup, no: 1, settlements: [settlement] });
  });
});
