// What evolve does with events that have no round to act on (STYLE.md: evolve trusts events and
// never fails): a bet, a close or a withdrawal arriving when no round is open leaves the table as
// it is; a withdrawal from a seat that never bet changes nothing; a result entered by hand records
// its direction as a detected one does; a seat's first bet lists its id alone.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import type { RouletteSpot } from '../../roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../../roulette/options.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../../roulette/rules.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { type Event, type TableState, createTable, seatBets } from '../state.ts';

type State = TableState<RouletteSpot, RouletteOptions>;
type Ev = Event<RouletteSpot, RouletteBet, RouletteOutcome>;

const rouge: RouletteSpot = { kind: 'chance', chance: 'rouge' };
const placed = (betId: string, seat: number): Ev => ({
  type: 'BetPlaced',
  at: 1,
  betId,
  seat,
  bet: { kind: 'spot', spot: rouge },
  chips: [{ betId, seat, spot: rouge, stake: cents(500) }],
});
const table = (): State =>
  evolve(createTable(DEFAULT_ROULETTE_OPTIONS, null), { type: 'SessionOpened', at: 0 } as Ev);
const withRound = (): State => evolve(table(), { type: 'RoundOpened', at: 0, no: 1, bonusNumber: null });

describe('wheel table events with nothing to act on', () => {
  it('a bet, a close or a withdrawal with no round open leaves the table as it is', () => {
    const s = table();
    expect(s.round).toBeNull();
    expect(evolve(s, placed('b1', 3))).toBe(s);
    expect(evolve(s, { type: 'BetsClosed', at: 2, bonusNumber: null } as Ev)).toBe(s);
    expect(evolve(s, { type: 'BetWithdrawn', at: 2, seat: 3, betId: 'b1' } as Ev)).toBe(s);
  });

  it('a withdrawal from a seat that never bet changes nothing', () => {
    const s = evolve(withRound(), placed('b1', 3));
    expect(evolve(s, { type: 'BetWithdrawn', at: 2, seat: 4, betId: 'b1' } as Ev)).toBe(s);
  });

  it('a seat’s first bet lists its id alone, the next ones after it', () => {
    const once = evolve(withRound(), placed('b1', 3));
    const r1 = once.round;
    expect(r1 && seatBets(r1, 3)?.betIds).toEqual(['b1']);
    const twice = evolve(once, placed('b2', 3));
    const r2 = twice.round;
    expect(r2 && seatBets(r2, 3)?.betIds).toEqual(['b1', 'b2']);
    expect(r2 && seatBets(r2, 3)?.chips.map((c) => c.betId)).toEqual(['b1', 'b2']);
  });

  it('a result entered by hand records the direction the wheel turned, as a detected one does', () => {
    const s = withRound();
    for (const type of ['ResultEntered', 'ResultDetected'] as const)
      expect(evolve(s, { type, at: 3, direction: 'anticlockwise' } as Ev).lastDirection).toBe(
        'anticlockwise',
      );
  });
});

describe('a refusal without details', () => {
  it('carries its code alone, no empty detail field', () => {
    const d = decide(
      rouletteRules,
      table(),
      { type: 'WithdrawBet', seat: 3, betId: 'b1' },
      {
        rng: createRng(seededSource(1)),
        now: 0,
      },
    );
    expect(d).toStrictEqual({ ok: false, rejection: { code: 'noRound' } });
    expect(d.ok || 'detail' in d.rejection).toBe(false);
  });
});
