// When a blackjack shoe is changed (RULES.md A.5, B §6.3): the round that brings out the cut card
// is played to its end, then the table waits for a new shoe; a shoe that runs short inside a round
// (the cut card normally prevents it) is replaced by a fresh shuffle without the cards on the felt,
// journaled as events so that a replay deals the same cards.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type BlackjackCommand, type BlackjackEvent, type BlackjackState, initialState } from '../state.ts';
import { act, bet, ctx, deal } from './table.ts';

/** A shoe dealing `names` in order, nothing burnt, the cut card `cutRemaining` cards from the end. */
function shoe(names: string, cutRemaining: number, surrender = false): BlackjackState {
  return evolve(initialState({ ...DEFAULT_OPTIONS, hyper: false, surrender }), {
    type: 'ShoeShuffled',
    at: 0,
    order: parseCards(names),
    burn: 0,
    cutRemaining,
  });
}
function run(
  s: BlackjackState,
  commands: BlackjackCommand[],
): { state: BlackjackState; events: BlackjackEvent[] } {
  const events: BlackjackEvent[] = [];
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

// Box T then 9 (19), dealer 7 up then T (17, stands): four cards a round.
const ROUND = 'Ts 7h 9d Tc';

describe('the blackjack shoe', () => {
  it('the round that brings out the cut card is finished, then the table waits for a new shoe', () => {
    // Thirteen cards (the dealer plays only with ten in the shoe), the cut card nine from the end:
    // the round's four cards bring it out.
    const { state, events } = run(shoe(`${ROUND} 2c 2d 2h 2s 3c 3d 3h 3s 4c`, 9), [
      bet(1_000),
      deal,
      act('stand'),
    ]);
    expect(events.map((e) => e.type).slice(-3)).toEqual(['DealerPlayed', 'RoundSettled', 'CutCardReached']);
    expect(state.phase).toBe('shoeNeeded');
    expect(state.shoe).toBeNull();
    // One card more and the cut card stays in: the table takes bets again.
    const before = run(shoe(`${ROUND} 2c 2d 2h 2s 3c 3d 3h 3s 4c 4d`, 9), [bet(1_000), deal, act('stand')]);
    expect(before.events.map((e) => e.type)).not.toContain('CutCardReached');
    expect(before.state.phase).toBe('betting');
  });

  it('a shoe that runs short before the dealer plays is replaced without the cards on the felt, as events', () => {
    // Three cards: the deal takes them all; the dealer needs more.
    const { state, events } = run(shoe('Ts 7h 9d', 0), [bet(1_000), deal, act('stand')]);
    const types = events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(['BetPlaced', 'HandsDealt', 'PlayerActed']);
    expect(types.slice(3)).toEqual(['ShoeExhausted', 'ShoeShuffled', 'DealerPlayed', 'RoundSettled']);
    const shuffled = events.find((e) => e.type === 'ShoeShuffled');
    if (shuffled?.type !== 'ShoeShuffled') throw new Error('no shuffle');
    // Six decks less the three cards on the felt, nothing burnt mid-round.
    expect(shuffled.order).toHaveLength(6 * 52 - 3);
    expect(shuffled.burn).toBe(0);
    const onFelt = parseCards('Ts 7h 9d');
    for (const card of onFelt) expect(shuffled.order.filter((c) => c === card)).toHaveLength(5);
    // Replaying the journaled events gives the live table.
    expect(events.reduce(evolve, shoe('Ts 7h 9d', 0))).toEqual(state);
  });

  it('standing or surrendering draws no card, so a short shoe is replaced only when the dealer plays', () => {
    for (const action of ['stand', 'surrender'] as const) {
      const { events } = run(shoe('Ts 7h 9d', 0, true), [bet(1_000), deal, act(action)]);
      expect(events.map((e) => e.type).slice(2, 5)).toEqual(['PlayerActed', 'ShoeExhausted', 'ShoeShuffled']);
    }
  });

  it('deals no card from a table without a shoe, even one taking bets', () => {
    // Only a shuffle opens betting, so this betting table without a shoe is built by hand: the
    // deal is still refused rather than dealt from nothing.
    const staked = run(shoe(`${ROUND} 2c 2d`, 0), [bet(1_000)]).state;
    const noShoe: BlackjackState = { ...staked, shoe: null };
    expect(noShoe.phase).toBe('betting');
    const d = decide(noShoe, deal, ctx);
    expect(d.ok ? 'dealt' : d.rejection).toEqual({ code: 'notBetting' });
  });

  it('plays no hand and no dealer turn on a table in play without a shoe', () => {
    // Built by hand like the one above: a table in play always has its shoe. Each command that
    // would deal (a hit, the dealer's turn after the last stand) is refused with nothing journaled.
    const playing = run(shoe(`Ts 7h 5d ${ROUND}`, 0), [bet(1_000), deal]).state;
    expect(playing.phase).toBe('playing');
    const noShoe: BlackjackState = { ...playing, shoe: null };
    for (const action of ['hit', 'stand'] as const) {
      const d = decide(noShoe, act(action), ctx);
      expect(d.ok ? d.events : d.rejection).toEqual({ code: 'noShoe' });
    }
    // Box A K (blackjack) against the dealer's ace: no hand acts, closing the insurance is his turn.
    const insurance = run(shoe(`As Ah Kd ${ROUND}`, 0), [bet(1_000), deal]).state;
    expect(insurance.phase).toBe('insurance');
    const close = decide({ ...insurance, shoe: null }, { type: 'CloseInsurance' }, ctx);
    expect(close.ok ? close.events : close.rejection).toEqual({ code: 'noShoe' });
  });

  it('mid-round, the exhausted shoe changes nothing by itself and the new shoe keeps the round in play', () => {
    // Box T 5 (15) against the dealer's 7: its turn.
    const { state } = run(shoe('Ts 7h 5d 2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h', 0), [bet(1_000), deal]);
    expect(state.phase).toBe('playing');
    expect(evolve(state, { type: 'ShoeExhausted', at: 2_000 })).toBe(state);
    const reshuffled = evolve(state, {
      type: 'ShoeShuffled',
      at: 2_000,
      order: parseCards('9c 9d 9h'),
      burn: 0,
      cutRemaining: 0,
    });
    expect(reshuffled).toEqual({
      ...state,
      shoe: { decks: 1, cards: parseCards('9c 9d 9h'), cutRemaining: 0, burnt: 0 },
    });
  });
});
