// A blackjack player's actions (RULES.md A.5, B §6.5): whose turn it is, doubling (after a split
// only with the option), splitting pairs (aces once, re-splits up to the maximum), surrendering for
// half the stake (own first two cards, dealer not showing an ace, option on), and the timeout that
// stands. Cards are stacked; each return is worked out by hand.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../cards/decider.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import type { BlackjackOptions } from '../options.ts';
import type { BlackjackCommand, BlackjackState } from '../state.ts';
import { act, bet, deal, play, returns, stacked } from './table.ts';

const ctx: Ctx = { rng: createRng(seededSource(4)), now: 1_000 };
const refusal = (s: BlackjackState, c: BlackjackCommand) => {
  const d = decide(s, c, ctx);
  return d.ok ? 'accepted' : [d.rejection.code, d.rejection.detail];
};
const at = (names: string, commands: BlackjackCommand[], options: Partial<BlackjackOptions> = {}) =>
  play(stacked(names, options), commands).state;

describe('blackjack player actions', () => {
  it('only the box whose turn it is, by its player, during play', () => {
    const s = at('9c Th 7d 8c', [bet(1_000), deal]);
    expect(refusal(s, act('stand', 2))).toEqual(['notYourTurn', undefined]);
    expect(refusal(s, { type: 'Act', seat: 2, box: 1, action: 'stand' })).toEqual(['notYourTurn', undefined]);
    expect(refusal(stacked('9c Th'), act('stand'))).toEqual(['notYourTurn', undefined]);
    expect(refusal(s, act('stand'))).toBe('accepted');
  });

  it('doubles on any two cards by default, only hard 9–11 under nineToEleven', () => {
    expect(refusal(at('Tc 6h 8d 8c', [bet(1_000), deal]), act('double'))).toBe('accepted');
    const nine = at('Tc 6h 8d 8c', [bet(1_000), deal], { doubleOn: 'nineToEleven' });
    expect(refusal(nine, act('double'))).toEqual(['notAllowed', 'double']);
    // 5 4 = hard 9 against a 6: doubled, a T makes 19; the dealer 6 T 8 busts: 20 € back twice.
    const { settled } = play(stacked('5c 6h 4d Tc Ts 8h', { doubleOn: 'nineToEleven' }), [
      bet(1_000),
      deal,
      act('double'),
    ]);
    expect(settled[0]).toMatchObject({ stake: 2_000, returned: 4_000, outcome: 'won' });
  });

  it('doubles after a split only when the option allows it', () => {
    const cmds = [bet(1_000), deal, act('split')];
    // 8 8 against a 6, split: first 8 gets a 3 (11).
    expect(refusal(at('8c 6h 8d 3s 2h', cmds), act('double'))).toBe('accepted');
    expect(refusal(at('8c 6h 8d 3s 2h', cmds, { doubleAfterSplit: false }), act('double'))).toEqual([
      'notAllowed',
      'double',
    ]);
  });

  it('splits pairs only; ten-valued cards pair by value by default', () => {
    expect(refusal(at('8c 6h 9d 2s', [bet(1_000), deal]), act('split'))).toEqual(['notAllowed', 'split']);
    expect(refusal(at('Kc 6h Td 2s', [bet(1_000), deal]), act('split'))).toBe('accepted');
    expect(refusal(at('Kc 6h Td 2s', [bet(1_000), deal], { splitTensByValue: false }), act('split'))).toEqual(
      ['notAllowed', 'split'],
    );
  });

  it('splits only the first two cards: 8 8 that took a third card is no pair any more', () => {
    // 8 8 against a 6 hits a 2 (18): three cards, no split.
    expect(refusal(at('8c 6h 8d 2s', [bet(1_000), deal, act('hit')]), act('split'))).toEqual([
      'notAllowed',
      'split',
    ]);
  });

  it('splits aces once, with one card each; re-splits other pairs up to three hands', () => {
    // A A against a 6: split; the first ace draws an ace — no re-split of aces.
    const aces = play(stacked('Ac 6h Ad As 9c Th 7c'), [bet(1_000), deal, act('split')]);
    expect(aces.state.phase).not.toBe('playing');
    // 8 8, split, first 8 draws an 8: re-split to three hands; drawing an 8 again, no more.
    const eights = at('8c 6h 8d 8s 2h 3c 4d Tc', [bet(1_000), deal, act('split')]);
    expect(refusal(eights, act('split'))).toBe('accepted');
    const three = at('8c 6h 8d 8s 2h 8h 3c Tc 9s', [bet(1_000), deal, act('split'), act('split')]);
    expect(refusal(three, act('split'))).toEqual(['notAllowed', 'no more splits']);
    const noResplit = at('8c 6h 8d 8s 2h 3c 4d Tc', [bet(1_000), deal, act('split')], { resplit: false });
    expect(refusal(noResplit, act('split'))).toEqual(['notAllowed', 'no more splits']);
  });

  it('surrenders for half the stake, rounded up, only under the option and never against an ace', () => {
    const on = { surrender: true };
    const { settled } = play(stacked('Tc 9h 6d Ts 8h', on), [bet(1_005), deal, act('surrender')]);
    expect(returns(settled)).toEqual([503]);
    expect(settled[0]?.outcome).toBe('surrendered');
    expect(refusal(at('Tc 9h 6d', [bet(1_000), deal]), act('surrender'))).toEqual([
      'notAllowed',
      'surrender',
    ]);
    expect(
      refusal(at('Tc Ah 6d', [bet(1_000), deal, { type: 'CloseInsurance' }], on), act('surrender')),
    ).toEqual(['notAllowed', 'surrender']);
    // Not after a third card, nor on a split hand.
    expect(refusal(at('5c 9h 6d 2s', [bet(1_000), deal, act('hit')], on), act('surrender'))).toEqual([
      'notAllowed',
      'surrender',
    ]);
    expect(refusal(at('8c 9h 8d 2s 3h', [bet(1_000), deal, act('split')], on), act('surrender'))).toEqual([
      'notAllowed',
      'surrender',
    ]);
  });

  it('stands for the player when the turn times out, never before', () => {
    const s = at('9c Th 7d 8c', [bet(1_000), deal]);
    expect(s.phase).toBe('playing');
    const deadline = s.phase === 'playing' ? s.deadline : 0;
    expect(refusal(s, { type: 'TimeOut' })).toEqual(['notDue', undefined]);
    const late = decide(s, { type: 'TimeOut' }, { ...ctx, now: deadline });
    expect(late.ok && late.events[0]).toMatchObject({ type: 'PlayerActed', action: 'stand', timedOut: true });
  });
});
