// The simulation through the real decider (simulate.ts) on a shoe stacked through the RNG: a
// word source that makes the Fisher–Yates shuffle (games/rng.ts) deal given cards, then five
// rounds played by the default chart (the published one, strategyChart.test.ts) and settled by
// hand from RULES.md A.5 and B §6.6.
import { describe, expect, it } from 'vitest';
import { type Card, oneDeck, parseCards } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { type RandomSource, createRng } from '../../rng.ts';
import { type Chart, type Move, chartFor, handKey } from '../basicStrategy.ts';
import { type BlackjackOptions, DEFAULT_OPTIONS } from '../options.ts';
import { measuredReturn, simulate } from '../simulate.ts';

/** A word source under which shuffling one deck gives `first` on top, the rest in deck order. */
function dealing(first: readonly Card[]): RandomSource {
  const wanted = [...first, ...oneDeck().filter((c) => !first.includes(c))];
  const out = oneDeck();
  const words: number[] = [];
  // shuffle() swaps out[i] with out[rng.int(i + 1)] for i from the end down to 1.
  for (let i = out.length - 1; i > 0; i--) {
    const j = out.indexOf(wanted[i]!);
    words.push(j * Math.floor(2 ** 32 / (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  let next = 0;
  return {
    fill(buffer) {
      for (let k = 0; k < buffer.length; k++) buffer[k] = words[next++] ?? 0;
    },
  };
}

const options: BlackjackOptions = { ...DEFAULT_OPTIONS, decks: 1, cutRemaining: 0 };
const burnt = '2c 2d 3c 3d 4c';
// Cards in order: the box's first card, the dealer's, the box's second, then draws.
const rounds = [
  // 19 against a 7 stands; the dealer draws a 10: 17. Won: 500 staked, 1 000 back.
  'Tc 7c 9c Td',
  // 8 8 against a 6 splits, each 8 taking its second card at once: a 3 (11) and a 2 (10); the
  // first doubles into a 10 (21), the second into a 9 (19); the dealer's 6 J 9 busts: 2 × 1 000
  // staked, 4 000 back.
  '8c 6c 8d 3h 2h Th 9d Js 9h',
  // 5 6 = 11 against a 5 doubles into a 2 (13); the dealer's 5 7 3 4 makes 19: 1 000 lost.
  '5c 5d 6d 2s 7d 3s 4d',
  // A K, a blackjack against a 9 (the dealer makes 17 with an 8): 3 to 2, 1 250 back.
  'Ac 9s Kc 8h',
  // Q 7 against an ace: insurance closed unasked, 17 stands; the dealer's soft 17 stands: push.
  'Qc Ad 7h 6h',
].join(' ');

describe('the simulation through the decider', () => {
  it('plays five stacked rounds by the chart: staked, returned and the squared results', () => {
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} ${rounds}`))), now: 0 };
    expect(simulate(options, 5, ctx, chartFor(DEFAULT_OPTIONS))).toEqual({
      rounds: 5,
      initial: 2_500,
      staked: 500 + 2_000 + 1_000 + 500 + 500,
      returned: 1_000 + 4_000 + 0 + 1_250 + 500,
      // Per original stake: +1, +4, −2, +1.5, 0.
      squares: 1 + 16 + 4 + 2.25 + 0,
    });
  });

  it('surrenders 16 against a 10 when the table offers it: half the stake back', () => {
    const withSurrender = { ...options, surrender: true };
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} 9c Td 7c`))), now: 0 };
    expect(simulate(withSurrender, 1, ctx, chartFor({ ...DEFAULT_OPTIONS, surrender: true }))).toEqual({
      rounds: 1,
      initial: 500,
      staked: 500,
      returned: 250,
      squares: 0.25,
    });
  });

  it('re-splits a third 8 and plays the further hands by their own role', () => {
    // 8 8 against a 6 splits into 8 8 and 8 2; the first is split again into 8 3 and 8 7; 8 3
    // doubles into a 10 (21), 8 7 stands on 15, 8 2 doubles into a 9 (19), whichever plays first;
    // the dealer's 6 J 9 busts: 2 500 staked, 5 000 back, +5 stakes.
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} 8c 6c 8d 8h 2h 3h 7c Th 9d Js 9h`))), now: 0 };
    expect(simulate(options, 1, ctx, chartFor(DEFAULT_OPTIONS))).toEqual({
      rounds: 1,
      initial: 500,
      staked: 2_500,
      returned: 5_000,
      squares: 25,
    });
  });
});

describe('the simulation asks only for what the table allows', () => {
  it('under `original`, the first split hand plays as the first and the others as further hands', () => {
    // 8 8 against an ace splits (the chart of `original`); insurance closed unasked. Both 8s take
    // a 3 (11): the first hand, which a dealer blackjack would cost its stake, hits (a 10: 21);
    // the second, which would lose nothing to it, doubles (a 9: 20). The dealer's A 9 makes soft
    // 20: the first wins 500, the second pushes its 1 000; 1 500 staked, 2 000 back.
    const original = { ...options, dealerBlackjackTakes: 'original' as const };
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} 8c Ad 8d 3h 3s Th 9c 9d`))), now: 0 };
    expect(
      simulate(original, 1, ctx, chartFor({ ...DEFAULT_OPTIONS, dealerBlackjackTakes: 'original' })),
    ).toEqual({ rounds: 1, initial: 500, staked: 1_500, returned: 2_000, squares: 1 });
  });

  /** The default chart with every two-card cell, split or not, of either role set to `move`. */
  const everyTwoCards = (move: Move): Chart => {
    const base = chartFor(DEFAULT_OPTIONS);
    const all = (t: readonly (readonly Move[])[]) => t.map((row) => row.map(() => move));
    const role = (r: 'first' | 'other') => ({
      ...base.byRole[r],
      first: all(base.byRole[r].first),
      split: all(base.byRole[r].split),
    });
    return { ...base, byRole: { first: role('first'), other: role('other') } };
  };
  // 10 7 6 against a 7: 16 hits a 4 (20); the dealer's 7 J makes 17: won, 1 000 back.
  const sixteen = 'Tc 7c 6d 4h Jh';

  it('doubles only where the table allows, whatever the chart says: 9–11, and not after a split without the option', () => {
    const strict = { ...options, doubleOn: 'nineToEleven' as const, doubleAfterSplit: false };
    // 16 hits instead of doubling; then 8 8 against a 6 splits into 8 3 and 8 2, which hit instead
    // of doubling, into a 10 (21) and a 9 (19); the dealer's 6 J 9 busts: 1 500 staked, 3 000 back.
    const cards = parseCards(`${burnt} ${sixteen} 8c 6s 8d 3h 2h Th 9d Js 9h`);
    const ctx = { rng: createRng(dealing(cards)), now: 0 };
    expect(simulate(strict, 2, ctx, everyTwoCards('double'))).toMatchObject({
      staked: 1_500,
      returned: 3_000,
    });
  });

  it('does not surrender at a table without surrender, whatever the chart says', () => {
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} ${sixteen}`))), now: 0 };
    expect(simulate(options, 1, ctx, everyTwoCards('surrender'))).toMatchObject({
      staked: 500,
      returned: 1_000,
    });
  });

  it('with tens split by rank only, does not split a king and a queen, whatever the chart says', () => {
    // K Q against a 6 stands on 20; the dealer's 6 9 7 busts: 1 000 back.
    const byRank = { ...options, splitTensByValue: false };
    const base = chartFor(byRank);
    const chart: Chart = { ...base, pairs: base.pairs.map((row) => row.map(() => true)) };
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} Kc 6c Qd 9h 7h`))), now: 0 };
    expect(simulate(byRank, 1, ctx, chart)).toMatchObject({ staked: 500, returned: 1_000 });
  });

  it('stops on a command the decider refuses, naming it (a bug, not a result)', () => {
    const ctx = { rng: createRng(dealing(parseCards(burnt))), now: 0 };
    expect(() => simulate({ ...options, minimum: cents(0) }, 1, ctx, chartFor(DEFAULT_OPTIONS))).toThrow(
      /^simulation refused PlaceBet: /u,
    );
  });

  it('never surrenders against an ace nor after a split, whatever the chart says (A.5)', () => {
    // A chart that would surrender every two-card hand, split or not, of either role.
    const base = chartFor({ ...DEFAULT_OPTIONS, surrender: true });
    const giveUp = (t: readonly (readonly Move[])[]) => t.map((row) => row.map(() => 'surrender' as Move));
    const role = (r: 'first' | 'other') => ({
      ...base.byRole[r],
      first: giveUp(base.byRole[r].first),
      split: giveUp(base.byRole[r].split),
    });
    const chart: Chart = { ...base, byRole: { first: role('first'), other: role('other') } };
    expect(chart.byRole.first.first[1]![handKey(16, false)]).toBe('surrender');
    const withSurrender = { ...options, surrender: true };
    // 10 6 against an ace hits instead (its three-card move), a 4: 20; the dealer's A 7 makes 18:
    // 1 000 back. Then 8 8 against a 6 splits; 8 3 and 8 2 hit instead of surrendering, into a 10
    // (21) and a 9 (19); the dealer's 6 J 9 busts: 2 000 back.
    const cards = parseCards(`${burnt} Tc Ad 6c 4d 7h 8c 6s 8d 3h 2h Th 9d Js 9h`);
    const ctx = { rng: createRng(dealing(cards)), now: 0 };
    expect(simulate(withSurrender, 2, ctx, chart)).toMatchObject({ staked: 1_500, returned: 3_000 });
  });

  it('splits a pair of aces, one card each', () => {
    // A A against a 6 splits; the aces take a 9 (20) and a 10 (21, not a blackjack) and play no
    // more; the dealer's 6 4 Q makes 20: a push and a win, 1 000 staked, 1 500 back.
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} Ac 6c Ad 9h Th 4s Qd`))), now: 0 };
    expect(simulate(options, 1, ctx, chartFor(DEFAULT_OPTIONS))).toEqual({
      rounds: 1,
      initial: 500,
      staked: 1_000,
      returned: 1_500,
      squares: 1,
    });
  });

  it('does not split a split ace that drew another ace, re-splits allowed: its turn never comes', () => {
    // A A against a 6 splits at a table that re-splits up to three hands; the first ace draws an
    // ace (A A, soft 12) and the second a 9 (20); both stand at once (A.5: one pair of aces only),
    // so the chart's "split A A" is never asked for again. The dealer's 6 4 Q makes 20: 12 loses
    // and 20 pushes, 1 000 staked, 500 back.
    expect(options).toMatchObject({ resplit: true, maxHands: 3 });
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} Ac 6c Ad Ah 9h 4s Qd`))), now: 0 };
    expect(simulate(options, 1, ctx, chartFor(DEFAULT_OPTIONS))).toEqual({
      rounds: 1,
      initial: 500,
      staked: 1_000,
      returned: 500,
      squares: 1,
    });
  });

  it('does not re-split without the option: a third 8 stays with its hand', () => {
    // 8 8 against a 6 splits into 8 8 and 8 2, no re-split: 8 8 stands on 16 and 8 2 doubles
    // into a 9 (19); the dealer's 6 J 9 busts: 1 500 staked, 3 000 back.
    const noResplit = { ...options, resplit: false };
    const ctx = { rng: createRng(dealing(parseCards(`${burnt} 8c 6c 8d 8h 2h 9d Js 9h`))), now: 0 };
    expect(simulate(noResplit, 1, ctx, chartFor({ ...DEFAULT_OPTIONS, resplit: false }))).toMatchObject({
      staked: 1_500,
      returned: 3_000,
    });
  });
});

describe('the measured return', () => {
  it('the mean result per original stake and its 95 % interval from the squares', () => {
    const m = measuredReturn({ rounds: 5, initial: 2_500, staked: 4_500, returned: 6_750, squares: 23.25 });
    // Mean 0.9 per stake; variance (23.25 / 5 − 0.81) × 5 / 4 = 4.8; half-width 1.96 √(4.8 / 5).
    const half = 1.96 * Math.sqrt(4.8 / 5);
    expect(m.rtp).toBeCloseTo(1.9, 14);
    expect(m.rtpInterval.low).toBeCloseTo(1.9 - half, 14);
    expect(m.rtpInterval.high).toBeCloseTo(1.9 + half, 14);
    expect(m.rtpInterval.level).toBe(0.95);
  });

  it('one round: the variance is not divided by zero', () => {
    const m = measuredReturn({ rounds: 1, initial: 500, staked: 500, returned: 1_000, squares: 4 });
    // Mean 1; variance (4 − 1) × 1 / 1 = 3.
    expect(m.rtpInterval.high - m.rtp).toBeCloseTo(1.96 * Math.sqrt(3), 14);
  });
});
