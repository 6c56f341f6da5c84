import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { type BlackjackOptions, DEFAULT_OPTIONS } from '../options.ts';
import {
  type BlackjackCommand,
  type BlackjackEvent,
  type BlackjackState,
  type Settlement,
  initialState,
} from '../state.ts';
import { view } from '../view.ts';

const ctx: Ctx = { rng: createRng(seededSource(1)), now: 1_000 };

/** A table whose shoe deals `names` in order (5 burnt cards first, B §6.3). */
function stacked(names: string, options: Partial<BlackjackOptions> = {}): BlackjackState {
  const filler = parseCards('2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s');
  const order = [...parseCards('9c 9d 9h 9s 8c'), ...parseCards(names), ...filler];
  return evolve(initialState({ ...DEFAULT_OPTIONS, ...options }), {
    type: 'ShoeShuffled',
    at: 0,
    order,
    burn: 5,
    cutRemaining: 0,
  });
}

function play(
  state: BlackjackState,
  commands: BlackjackCommand[],
): { state: BlackjackState; settled: Settlement[] } {
  let s = state;
  let settled: Settlement[] = [];
  for (const c of commands) {
    const d = decide(s, c, ctx);
    if (!d.ok) throw new Error(`${c.type} refused: ${d.rejection.code}`);
    for (const e of d.events) {
      s = evolve(s, e);
      if (e.type === 'RoundSettled') settled = [...e.settlements];
    }
  }
  return { state: s, settled };
}

const bet = (amount: number, box = 1, seat = 1): BlackjackCommand => ({
  type: 'PlaceBet',
  seat,
  box,
  amount: cents(amount),
});
const act = (action: 'hit' | 'stand' | 'double' | 'split' | 'surrender', box = 1): BlackjackCommand => ({
  type: 'Act',
  seat: 1,
  box,
  action,
});

describe('blackjack', () => {
  it('pays blackjack 3 to 2, rounding the odd half cent down (A.5)', () => {
    // Box: A, K; dealer 9 then 8 = 17.
    const { settled } = play(stacked('Ac 9h Kd 8s'), [bet(505), { type: 'Deal' }]);
    expect(settled).toEqual([
      {
        seat: 1,
        item: { kind: 'hand', box: 1, hand: 0 },
        stake: 505,
        returned: 505 + 757,
        outcome: 'blackjack',
      },
    ]);
  });

  it('offers insurance only against an ace, up to half the stake, paying 2 to 1', () => {
    // Box: T 9; dealer A then K = blackjack.
    let s = play(stacked('Tc Ah 9d Ks'), [bet(1_000), { type: 'Deal' }]).state;
    expect(s.phase).toBe('insurance');
    expect(decide(s, { type: 'Insure', seat: 1, box: 1, amount: cents(520) }, ctx)).toMatchObject({
      ok: false,
      rejection: { code: 'insuranceTooHigh', detail: { maximum: 500 } },
    });
    const r = play(s, [
      { type: 'Insure', seat: 1, box: 1, amount: cents(500) },
      { type: 'CloseInsurance' },
      act('stand'),
    ]);
    expect(r.settled.map((x) => [x.item.kind, x.returned])).toEqual([
      ['hand', 0],
      ['insurance', 1_500],
    ]);
    s = play(stacked('Tc 9h 9d Ks'), [bet(1_000), { type: 'Deal' }]).state;
    expect(s.phase).toBe('playing');
    expect(decide(s, { type: 'Insure', seat: 1, box: 1, amount: cents(500) }, ctx)).toMatchObject({
      ok: false,
      rejection: { code: 'notInsurance' },
    });
  });

  it('lets a dealer blackjack take doubled stakes, or only the original stake under the option', () => {
    // Box: 6 5 doubles to 21 (T); dealer T then A.
    const cmds = [bet(1_000), { type: 'Deal' } as const, act('double')];
    expect(play(stacked('6c Th 5d Tc Ah'), cmds).settled[0]).toMatchObject({
      stake: 2_000,
      returned: 0,
      outcome: 'lost',
    });
    expect(play(stacked('6c Th 5d Tc Ah'), cmds).settled).toHaveLength(1);
    const original = play(stacked('6c Th 5d Tc Ah', { dealerBlackjackTakes: 'original' }), cmds).settled[0];
    expect(original).toMatchObject({ stake: 2_000, returned: 1_000, outcome: 'lost' });
  });

  it('splits aces once with one card each; A + 10 after a split is 21 paid 1 to 1', () => {
    // Box A A; dealer 9; split → A K, A A (no resplit of aces); dealer 9 + 8 = 17.
    let s = play(stacked('Ac 9h Ad Ks Ah 8c'), [bet(1_000), { type: 'Deal' }, act('split')]).state;
    // Both split aces are done at once, so the dealer played and the round is settled.
    expect(s.phase).toBe('betting');
    expect(s.last?.settlements.map((x) => [x.outcome, x.returned])).toEqual([
      ['won', 2_000],
      ['lost', 0],
    ]);
    s = play(stacked('8c 9h 8d 8s 8h 2c 3d 4h 5s 7c'), [
      bet(1_000),
      { type: 'Deal' },
      act('split'),
      act('split'),
    ]).state;
    expect(s.phase === 'playing' && s.boxes[1]?.hands.length).toBe(3);
    // Three hands is the maximum (A.5 re-split up to 3 hands).
    const third = s.phase === 'playing' ? s.boxes[1]?.hands[0]?.cards : [];
    expect(third).toHaveLength(2);
  });

  it('refuses a double outside 9–11 under that option, and a split of unequal cards', () => {
    const s = play(stacked('7c 9h 5d'), [bet(1_000), { type: 'Deal' }]).state;
    expect(decide(s, act('double'), ctx).ok).toBe(true);
    const nine = play(stacked('7c 9h 5d', { doubleOn: 'nineToEleven' }), [
      bet(1_000),
      { type: 'Deal' },
    ]).state;
    expect(decide(nine, act('double'), ctx)).toMatchObject({ ok: false, rejection: { code: 'notAllowed' } });
    expect(decide(nine, act('split'), ctx)).toMatchObject({ ok: false, rejection: { code: 'notAllowed' } });
    expect(decide(nine, { type: 'Act', seat: 2, box: 1, action: 'hit' }, ctx)).toMatchObject({
      ok: false,
      rejection: { code: 'notYourTurn' },
    });
  });

  it('surrenders for half the stake only when the option is on and the dealer shows no ace', () => {
    const off = play(stacked('Tc 9h 6d Ks'), [bet(1_000), { type: 'Deal' }]).state;
    expect(decide(off, act('surrender'), ctx).ok).toBe(false);
    const { settled } = play(stacked('Tc 9h 6d Ks', { surrender: true }), [
      bet(1_000),
      { type: 'Deal' },
      act('surrender'),
    ]);
    expect(settled[0]).toMatchObject({ returned: 500, outcome: 'surrendered' });
  });

  it('stands by default when the turn times out, and only once the deadline has passed', () => {
    const s = play(stacked('Tc 9h 6d Ks'), [bet(1_000), { type: 'Deal' }]).state;
    expect(decide(s, { type: 'TimeOut' }, { ...ctx, now: 1_000 + 19_999 })).toMatchObject({
      ok: false,
      rejection: { code: 'notDue' },
    });
    const d = decide(s, { type: 'TimeOut' }, { ...ctx, now: 1_000 + 20_000 });
    expect(d.ok && d.events[0]).toMatchObject({ type: 'PlayerActed', action: 'stand', timedOut: true });
  });

  it('pays hyper black jack on the dealer final result (B §6.7)', () => {
    // Dealer 9 + 8 = 17: hyper 17 pays 4 to 1, hyper bust loses.
    const { settled } = play(stacked('Tc 9h 9d 8s'), [
      bet(1_000),
      { type: 'PlaceHyperBet', seat: 1, result: '17', amount: cents(200) },
      { type: 'PlaceHyperBet', seat: 1, result: 'bust', amount: cents(200) },
      { type: 'Deal' },
      act('stand'),
    ]);
    expect(settled.filter((x) => x.item.kind === 'hyper').map((x) => x.returned)).toEqual([1_000, 0]);
  });

  it('refuses stakes outside the limits with the limit, boxes of others and too many boxes', () => {
    const s = stacked('Tc 9h 9d 8s', { maxBoxesPerPlayer: 1 });
    expect(decide(s, bet(400), ctx)).toMatchObject({
      ok: false,
      rejection: { code: 'belowMinimum', detail: { minimum: 500 } },
    });
    expect(decide(s, bet(60_000), ctx)).toMatchObject({
      ok: false,
      rejection: { code: 'aboveMaximum', detail: { maximum: 50_000 } },
    });
    const one = play(s, [bet(1_000)]).state;
    expect(decide(one, bet(1_000, 1, 2), ctx)).toMatchObject({ ok: false, rejection: { code: 'boxTaken' } });
    expect(decide(one, bet(1_000, 2, 1), ctx)).toMatchObject({
      ok: false,
      rejection: { code: 'tooManyBoxes' },
    });
  });

  it('shuffles a fresh shoe in, as events, when the shoe runs out mid-round', () => {
    const order = parseCards('9c 9d 9h 9s 8c Tc 9h 2d');
    const start = evolve(initialState(DEFAULT_OPTIONS), {
      type: 'ShoeShuffled',
      at: 0,
      order,
      burn: 5,
      cutRemaining: 0,
    });
    const log: BlackjackEvent[] = [];
    let s = start;
    for (const c of [bet(1_000), { type: 'Deal' } as const, act('hit'), act('stand')]) {
      if (s.phase !== 'playing' && c.type === 'Act') break;
      const d = decide(s, c, ctx);
      if (!d.ok) throw new Error(d.rejection.code);
      for (const e of d.events) {
        log.push(e);
        s = evolve(s, e);
      }
    }
    const fresh = log.find((e) => e.type === 'ShoeShuffled');
    expect(log.some((e) => e.type === 'ShoeExhausted')).toBe(true);
    // 312 cards less the three on the felt.
    expect(fresh?.type === 'ShoeShuffled' && fresh.order.length).toBe(309);
    expect(s.phase).toBe('betting');
    expect(log.reduce(evolve, start)).toEqual(s);
  });

  it('never shows the shoe in a view', () => {
    const s = play(stacked('Tc 9h 9d 8s'), [bet(1_000), { type: 'Deal' }]).state;
    const v = view(s, 1);
    expect('shoe' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('"shoe"');
    // Only the cards on the felt: two for the box and the dealer's up card.
    expect(v.dealer).toHaveLength(1);
  });
});

describe('blackjack input', () => {
  it('refuses fractional or negative amounts with a rejection, never a throw', () => {
    const s = stacked('Tc 9h 9d 8s');
    for (const amount of [1_000.5, -500, 0, Number.NaN]) {
      expect(decide(s, { type: 'PlaceBet', seat: 1, box: 1, amount: amount as never }, ctx)).toMatchObject({
        ok: false,
        rejection: { code: 'badAmount' },
      });
    }
  });
});
