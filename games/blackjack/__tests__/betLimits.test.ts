// Blackjack stakes before the deal (RULES.md A.5, A.1; B §6.5, §6.7): 5 € to 500 € per box counting
// what is already on it, the player's higher minimum, boxes within the table and not another
// player's, at most the boxes a player may take, hyper bets after a main bet and within their own
// limits, insurance up to half the stake. Every refusal names its limit.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../cards/decider.ts';
import { type Cents, cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import type { BlackjackOptions } from '../options.ts';
import type { BlackjackCommand, BlackjackState } from '../state.ts';
import { stacked } from './table.ts';

const ctx: Ctx = { rng: createRng(seededSource(2)), now: 1_000 };
const run = (s: BlackjackState, commands: BlackjackCommand[]): BlackjackState =>
  commands.reduce((acc, c) => {
    const d = decide(acc, c, ctx);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    return d.events.reduce(evolve, acc);
  }, s);
const answer = (s: BlackjackState, c: BlackjackCommand) => {
  const d = decide(s, c, ctx);
  return d.ok
    ? 'accepted'
    : d.rejection.detail === undefined
      ? { code: d.rejection.code }
      : { code: d.rejection.code, detail: d.rejection.detail };
};
const bet = (amount: number, box = 1, seat = 1, playerMinimum?: number): BlackjackCommand => ({
  type: 'PlaceBet',
  seat,
  box,
  amount: amount as Cents,
  ...(playerMinimum === undefined ? {} : { playerMinimum: cents(playerMinimum) }),
});
const table = (options: Partial<BlackjackOptions> = {}) => stacked('Ts 9h 7d 8c', options);

describe('blackjack main bets', () => {
  it('takes 5 € to 500 € on a box, counting the stake already there', () => {
    const s = table();
    expect(answer(s, bet(500))).toBe('accepted');
    expect(answer(s, bet(50_000))).toBe('accepted');
    expect(answer(s, bet(499))).toEqual({ code: 'belowMinimum', detail: { minimum: 500, text: '5,00 €' } });
    expect(answer(s, bet(50_001))).toEqual({
      code: 'aboveMaximum',
      detail: { maximum: 50_000, text: '500,00 €' },
    });
    const with400 = run(s, [bet(40_000)]);
    expect(answer(with400, bet(10_000))).toBe('accepted');
    expect(answer(with400, bet(10_100))).toMatchObject({ code: 'aboveMaximum' });
    // A top-up under the minimum is fine once the box holds more than the minimum.
    expect(answer(with400, bet(100))).toBe('accepted');
  });

  it('a player minimum above the table’s is the floor; one below it changes nothing', () => {
    const s = table();
    expect(answer(s, bet(900, 1, 1, 1_000))).toEqual({
      code: 'belowMinimum',
      detail: { minimum: 1_000, text: '10,00 €' },
    });
    expect(answer(s, bet(1_000, 1, 1, 1_000))).toBe('accepted');
    expect(answer(s, bet(500, 1, 1, 200))).toBe('accepted');
    // A player minimum below the table's never lowers it.
    expect(answer(s, bet(300, 1, 1, 200))).toEqual({
      code: 'belowMinimum',
      detail: { minimum: 500, text: '5,00 €' },
    });
  });

  it('boxes 1 to 7 only, never another player’s, and at most the boxes a player may take', () => {
    const s = table({ maxBoxesPerPlayer: 2 });
    for (const box of [0, 8, 1.5]) expect(answer(s, bet(500, box))).toEqual({ code: 'badBox' });
    expect(answer(s, bet(500, 7))).toBe('accepted');
    const two = run(s, [bet(500, 1), bet(500, 2)]);
    expect(answer(two, bet(500, 3))).toEqual({ code: 'tooManyBoxes', detail: { maximum: 2 } });
    expect(answer(two, bet(500, 1))).toBe('accepted');
    expect(answer(two, bet(500, 1, 2))).toEqual({ code: 'boxTaken' });
    expect(answer(two, bet(500, 3, 2))).toBe('accepted');
  });

  it('refuses a bad amount, a bet before the shoe, a second shuffle, a deal without bets', () => {
    const s = table();
    for (const amount of [0, -500, 500.5]) expect(answer(s, bet(amount))).toEqual({ code: 'badAmount' });
    expect(answer(s, { type: 'ShuffleShoe' })).toEqual({ code: 'shoeInPlay' });
    expect(answer(s, { type: 'Deal' })).toEqual({ code: 'noBets' });
    expect(answer(s, { type: 'WithdrawBets', seat: 1 })).toEqual({ code: 'noBets' });
  });
});

describe('hyper black jack bets', () => {
  const hyper = (amount: number, result: '17' | 'bust' = '17', seat = 1): BlackjackCommand => ({
    type: 'PlaceHyperBet',
    seat,
    result,
    amount: amount as Cents,
  });

  it('come after a main bet, 1 € to 50 € per box counting what is already on it', () => {
    const s = table({ hyper: true });
    expect(answer(s, hyper(100))).toEqual({ code: 'noBets' });
    const main = run(s, [bet(500)]);
    expect(answer(main, hyper(100))).toBe('accepted');
    expect(answer(main, hyper(99))).toMatchObject({ code: 'belowMinimum', detail: { minimum: 100 } });
    expect(answer(main, hyper(5_001))).toMatchObject({ code: 'aboveMaximum', detail: { maximum: 5_000 } });
    const some = run(main, [hyper(4_000)]);
    expect(answer(some, hyper(1_001))).toMatchObject({ code: 'aboveMaximum' });
    expect(answer(some, hyper(1_000))).toBe('accepted');
    // Another box has its own limit.
    expect(answer(some, hyper(5_000, 'bust'))).toBe('accepted');
  });

  it('belong to a seat: another seat’s main bet does not open them, nor its hyper stakes count against them', () => {
    const s = run(table({ hyper: true }), [bet(500, 1, 1)]);
    // B §6.7: after the player's own main bet.
    expect(answer(s, hyper(100, '17', 2))).toEqual({ code: 'noBets' });
    const both = run(s, [bet(500, 2, 2), hyper(5_000, '17', 1)]);
    expect(answer(both, hyper(5_000, '17', 2))).toBe('accepted');
    expect(answer(both, hyper(100, '17', 1))).toMatchObject({
      code: 'aboveMaximum',
      detail: { maximum: 5_000 },
    });
  });

  it('are closed when the table does not offer them, or for a box that does not exist', () => {
    // The test tables open without hyper black jack (table.ts), as a table without the option.
    const off = run(table(), [bet(500)]);
    expect(answer(off, hyper(100))).toEqual({ code: 'hyperClosed' });
    const on = run(table({ hyper: true }), [bet(500)]);
    expect(answer(on, { type: 'PlaceHyperBet', seat: 1, result: '16' as '17', amount: cents(100) })).toEqual({
      code: 'hyperClosed',
    });
  });
});

describe('insurance', () => {
  it('is offered against an ace, up to half the stake, once per box, by its owner', () => {
    // Player T 9 against the dealer's ace.
    const s = run(stacked('Ts Ah 9d 8c'), [bet(1_001), { type: 'Deal' }]);
    expect(s.phase).toBe('insurance');
    const insure = (amount: number, seat = 1, box = 1): BlackjackCommand => ({
      type: 'Insure',
      seat,
      box,
      amount: amount as Cents,
    });
    expect(answer(s, insure(501))).toEqual({
      code: 'insuranceTooHigh',
      detail: { maximum: 500, text: '5,00 €' },
    });
    expect(answer(s, insure(500, 2))).toEqual({ code: 'badBox' });
    expect(answer(s, insure(500, 1, 2))).toEqual({ code: 'badBox' });
    const insured = run(s, [insure(500)]);
    expect(answer(insured, insure(1))).toEqual({ code: 'badBox' });
    expect(answer(table(), insure(100))).toEqual({ code: 'notInsurance' });
    expect(answer(table(), { type: 'CloseInsurance' })).toEqual({ code: 'notInsurance' });
  });
});

describe('the betting window', () => {
  it('a shoe is shuffled only when the table needs one; bets wait for it', async () => {
    const { initialState } = await import('../state.ts');
    const { DEFAULT_OPTIONS } = await import('../options.ts');
    const fresh = initialState(DEFAULT_OPTIONS);
    expect(answer(fresh, bet(500))).toEqual({ code: 'noShoe' });
    const d = decide(fresh, { type: 'ShuffleShoe' }, ctx);
    expect(d.ok && d.events.map((e) => e.type)).toEqual(['ShoeShuffled']);
    expect(d.ok && d.events[0]?.type === 'ShoeShuffled' && d.events[0].order.length).toBe(
      DEFAULT_OPTIONS.decks * 52,
    );
  });

  it('withdraws a seat’s bets before the deal, not after; refuses bets and withdrawals during play', () => {
    const s = run(table(), [bet(500, 1), bet(700, 2), bet(900, 3, 2)]);
    const d = decide(s, { type: 'WithdrawBets', seat: 1 }, ctx);
    expect(d.ok && d.events).toEqual([{ type: 'BetsWithdrawn', at: 1_000, seat: 1 }]);
    const after = d.ok ? d.events.reduce(evolve, s) : s;
    expect(Object.values(after.boxes).map((b) => b.seat)).toEqual([2]);
    expect(answer(run(table(), [bet(500)]), { type: 'WithdrawBets', seat: 2 })).toEqual({ code: 'noBets' });
    const playing = run(table(), [bet(500), { type: 'Deal' }]);
    expect(playing.phase).toBe('playing');
    expect(answer(playing, bet(500, 2))).toEqual({ code: 'notBetting' });
    expect(answer(playing, { type: 'WithdrawBets', seat: 1 })).toEqual({ code: 'notBetting' });
    expect(answer(playing, { type: 'Deal' })).toEqual({ code: 'notBetting' });
    expect(answer(playing, { type: 'PlaceHyperBet', seat: 1, result: '17', amount: cents(100) })).toEqual({
      code: 'notBetting',
    });
  });

  it('insurance closes by itself at its deadline, not before', () => {
    const s = run(stacked('Ts Ah 9d 8c'), [bet(1_000), { type: 'Deal' }]);
    expect(s.phase).toBe('insurance');
    const deadline = s.phase === 'insurance' ? s.deadline : 0;
    expect(decide(s, { type: 'TimeOut' }, { ...ctx, now: deadline - 1 })).toMatchObject({
      ok: false,
      rejection: { code: 'notDue' },
    });
    const closed = decide(s, { type: 'TimeOut' }, { ...ctx, now: deadline });
    expect(closed.ok && closed.events[0]).toEqual({ type: 'InsuranceClosed', at: deadline });
  });
});
