// Every game's rules report has one shape (issue 10 §7; games/report.ts): the CLI itself,
// `npm run --silent rules -- <game> --json`, is run for each of the seven games and its output
// parsed by one zod schema — `rtp` where a return exists (never `return`), `payoutText` in French.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** Keys the reports used before they shared one shape: refused wherever they appear. */
const Gone = z.never().optional();

/** Words of the English payout texts ("1 to 1 less 5 % commission"): none in a French text. */
const ENGLISH = /\b(to|less|up|half|only|against|when|odd|rounded|pays?)\b/;

const Fraction = z.number().finite().nonnegative();

const BetSchema = z
  .looseObject({
    bet: z.string().min(1),
    payoutText: z
      .string()
      .min(1)
      .refine((t) => !ENGLISH.test(t), { message: 'payoutText is not French' }),
    rtp: Fraction.optional(),
    rtpExact: z
      .string()
      .regex(/^\d+\/\d+$/)
      .optional(),
    rtpInterval: z.object({ low: Fraction, high: Fraction }).optional(),
    houseEdge: z.number().finite().optional(),
    return: Gone,
    pays: Gone,
    exactReturn: Gone,
  })
  .refine(
    (b) => b.houseEdge === undefined || (b.rtp !== undefined && Math.abs(b.rtp + b.houseEdge - 1) < 1e-12),
    {
      message: 'houseEdge is 1 − rtp',
    },
  )
  .refine(
    (b) => {
      if (b.rtpExact === undefined) return true;
      const [num, den] = b.rtpExact.split('/').map(Number) as [number, number];
      return b.rtp !== undefined && Math.abs(b.rtp - num / den) < 1e-9;
    },
    { message: 'rtpExact is rtp as a fraction' },
  );

/** The shape of every rules report (games/report.ts `RulesReport`). */
const ReportSchema = z.looseObject({
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  bets: z.array(BetSchema),
});

/** Runs the CLI as the staff would, from the repository root. */
function cli(...args: string[]): unknown {
  const out = execFileSync('npm', ['run', '--silent', 'rules', '--', ...args], {
    cwd: new URL('../../..', import.meta.url),
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const GAMES: readonly [string, string[], number][] = [
  ['roulette', [], 15],
  ['boule', [], 7],
  ['vingt-trois', [], 5],
  ['wheel', [], 7],
  ['blackjack', ['--simulate', '2000'], 9],
  ['punto-banco', [], 3],
  ['holdem', [], 0],
];

describe('rules reports: one shape for every game', () => {
  it.each(GAMES)(
    '%s: { game, options, bets: [{ bet, payoutText, rtp… }] }',
    (game, extra, bets) => {
      const parsed = ReportSchema.safeParse(cli(game, '--json', ...extra));
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data?.game).toBe(game);
      expect(parsed.data?.bets).toHaveLength(bets);
    },
    60_000,
  );

  it('gives a return wherever one exists: every wheel and punto banco bet, the blackjack main bet', () => {
    const rtpOf = (game: string, ...extra: string[]) =>
      ReportSchema.parse(cli(game, '--json', ...extra)).bets.map((b) => [b.bet, typeof b.rtp]);
    expect(rtpOf('punto-banco', '--option', 'paytable=alternative')).toEqual([
      ['punto', 'number'],
      ['banco', 'number'],
      ['egalite', 'number'],
    ]);
    expect(rtpOf('blackjack', '--simulate', '1000').slice(0, 2)).toEqual([
      ['main', 'number'],
      ['insurance', 'undefined'],
    ]);
  }, 60_000);
});
