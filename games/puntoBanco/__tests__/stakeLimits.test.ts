// Punto banco stakes and the shoe's start (RULES.md A.6, B §7.3–7.4; seed 000): every stake a
// multiple of the step, the table's or the player's higher minimum, the maximum per bet on the
// spot's total, and the burn after a shuffle (the first card shown, then as many as its value).
// Figures worked out by hand from the defaults: 1 € minimum, 100 × maximum, 20-cent step.
import { describe, expect, it } from 'vitest';
import { RANK_CHARS } from '../../cards/card.ts';
import type { Ctx } from '../../cards/decider.ts';
import { type Cents, cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { burnCount, decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS, checkOptions, maximum } from '../options.ts';
import { type PuntoBancoCommand, type PuntoBancoState, initialState } from '../state.ts';

const ctx: Ctx = { rng: createRng(seededSource(7)), now: 1_000 };

/** A table with a fresh shoe, ready for bets. */
function betting(): PuntoBancoState {
  const s = initialState(DEFAULT_OPTIONS);
  const d = decide(s, { type: 'ShuffleShoe' }, ctx);
  if (!d.ok) throw new Error(d.rejection.code);
  return d.events.reduce(evolve, s);
}

// The amount is not made with cents(): a wire amount may be anything, and is refused, not thrown on.
const bet = (amount: number, extra: Partial<Extract<PuntoBancoCommand, { type: 'PlaceBet' }>> = {}) =>
  ({ type: 'PlaceBet', seat: 1, spot: 'banco', amount: amount as Cents, ...extra }) as const;

const answer = (s: PuntoBancoState, c: PuntoBancoCommand) => {
  const d = decide(s, c, ctx);
  return d.ok ? 'accepted' : { code: d.rejection.code, detail: d.rejection.detail };
};

describe('punto banco stakes', () => {
  it('takes 1 € to 100 € on a spot, in 20-cent steps', () => {
    const s = betting();
    expect(maximum(DEFAULT_OPTIONS)).toBe(10_000);
    for (const amount of [100, 120, 10_000]) expect(answer(s, bet(amount))).toBe('accepted');
    expect(answer(s, bet(110))).toEqual({ code: 'notStakeStep', detail: { step: 20, text: '0,20 €' } });
    expect(answer(s, bet(80))).toEqual({ code: 'belowMinimum', detail: { minimum: 100, text: '1,00 €' } });
    expect(answer(s, bet(10_020))).toEqual({
      code: 'aboveMaximum',
      detail: { maximum: 10_000, text: '100,00 €' },
    });
  });

  it('counts the spot’s total: 60 € then 40 € is the maximum, one step more is refused', () => {
    let s = betting();
    const d = decide(s, bet(6_000), ctx);
    if (!d.ok) throw new Error('refused');
    s = d.events.reduce(evolve, s);
    expect(answer(s, bet(4_000))).toBe('accepted');
    expect(answer(s, bet(4_020))).toMatchObject({ code: 'aboveMaximum' });
    // Another spot, another total.
    expect(answer(s, bet(10_000, { spot: 'punto' }))).toBe('accepted');
    // A small top-up counts the 60 € already there against the minimum too.
    expect(answer(s, bet(20))).toBe('accepted');
  });

  it('a player minimum above the table’s is the floor; one below it changes nothing', () => {
    const s = betting();
    expect(answer(s, bet(400, { playerMinimum: cents(500) }))).toEqual({
      code: 'belowMinimum',
      detail: { minimum: 500, text: '5,00 €' },
    });
    expect(answer(s, bet(500, { playerMinimum: cents(500) }))).toBe('accepted');
    expect(answer(s, bet(100, { playerMinimum: cents(40) }))).toBe('accepted');
    expect(answer(s, bet(80, { playerMinimum: cents(40) }))).toMatchObject({ code: 'belowMinimum' });
  });

  it('refuses a bad seat or amount with a rejection, and bets before a shoe', () => {
    const s = betting();
    for (const seat of [0, -1, 1.5]) expect(answer(s, bet(100, { seat }))).toMatchObject({ code: 'badSeat' });
    for (const amount of [0, -20, 20.5]) expect(answer(s, bet(amount))).toMatchObject({ code: 'badAmount' });
    expect(answer(initialState(DEFAULT_OPTIONS), bet(100))).toMatchObject({ code: 'noShoe' });
    expect(answer(s, { type: 'ShuffleShoe' })).toMatchObject({ code: 'shoeInPlay' });
    expect(answer(s, { type: 'Deal' })).toMatchObject({ code: 'noBets' });
    expect(answer(s, { type: 'WithdrawBets', seat: 1 })).toMatchObject({ code: 'noBets' });
  });
});

describe('the burn after a shuffle', () => {
  it('a shuffle burns by its own first card', () => {
    const d = decide(initialState(DEFAULT_OPTIONS), { type: 'ShuffleShoe' }, ctx);
    const e = d.ok ? d.events[0] : undefined;
    expect(e?.type === 'ShoeShuffled' && e.burn).toBe(
      e?.type === 'ShoeShuffled' && burnCount(e.order[0] as number),
    );
    expect(e?.type === 'ShoeShuffled' && e.order.length).toBe(8 * 52);
  });

  it('burns the shown card plus its value: 2–9 at face, tens and faces 10, the ace 1', () => {
    const value: Record<string, number> = { A: 1, T: 10, J: 10, Q: 10, K: 10 };
    for (let card = 0; card < 52; card++) {
      const rank = RANK_CHARS[card >> 2] as string;
      expect(burnCount(card)).toBe(1 + (value[rank] ?? Number(rank)));
    }
  });
});

describe('table options', () => {
  it('accepts the defaults and names each problem', () => {
    expect(checkOptions(DEFAULT_OPTIONS)).toEqual([]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, decks: 7 as 8 })).toEqual(['decks must be 6 or 8']);
    expect(checkOptions({ ...DEFAULT_OPTIONS, decks: 6 })).toEqual([]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, minimum: cents(80) })).toEqual([
      'minimum must be at least 1 € (seed 000)',
    ]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, minimum: cents(110) })).toEqual([
      'minimum must be a multiple of the stake step',
    ]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, stakeStep: cents(0) })).toEqual([
      'minimum must be a multiple of the stake step',
    ]);
    // A negative step divides the minimum (100 % −20 is 0) and is still refused.
    expect(checkOptions({ ...DEFAULT_OPTIONS, stakeStep: cents(-20) })).toEqual([
      'minimum must be a multiple of the stake step',
    ]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, maxMultiple: 150 as 100 })).toEqual([
      'maximum must be 50, 100 or 200 × the minimum',
    ]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, cutRemaining: 5 })).toEqual([
      'cut card must leave at least 6 cards',
    ]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, cutRemaining: 6 })).toEqual([]);
    expect(checkOptions({ ...DEFAULT_OPTIONS, cutRemaining: 6.5 })).toEqual([
      'cut card must leave at least 6 cards',
    ]);
  });
});
