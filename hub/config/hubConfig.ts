// The standalone hub's configuration file (issue 5 item 1): its tables, where it listens, its
// TLS certificate and its data folder. Every field is checked by a schema whose messages say
// what the field must be; an option this build does not implement is refused, never ignored.
import { z } from 'zod';
import { BOULE_MAX_RANGES } from '../../games/boule/rules.ts';
import { VT_MAX_RANGES } from '../../games/vingtTrois/rules.ts';
import { MAX_AMOUNT_CENTS } from '../../protocol/money.ts';
import { LOG_LEVELS } from '../logger.ts';
import { DEFAULT_AMOUNT_LIMITS } from './amountLimits.ts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Issue 10 §6: a configured amount (an integer of cents) at most the protocol's bound. */
const withinBound = (amount: z.ZodNumber) =>
  amount.refine((n) => !Number.isSafeInteger(n) || n <= MAX_AMOUNT_CENTS, {
    error: `must be at most ${MAX_AMOUNT_CENTS} cents (the protocol's bound on an amount)`,
  });

/** A timing in milliseconds: a whole number, at most one hour. */
const millis = (what: string) =>
  z
    .number({ error: `must be a number of milliseconds (${what})` })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'must not be negative' })
    .max(3_600_000, { error: 'must be at most 3600000 (one hour)' });

/**
 * The bonus-number progressive jackpot (RULES.md A.2; seed 000 art. 67-5 2°): off when absent or
 * null. Every field is required when it is on, so that the permanent display shows what was chosen.
 */
const JackpotSchema = z.strictObject(
  {
    variant: z.union([z.literal(1), z.literal(2)], {
      error: 'must be 1 (bonus number after faites vos jeux) or 2 (after rien ne va plus)',
    }),
    split: z.enum(['a', 'b'], {
      error: 'must be "a" (pro rata to global stake) or "b" (largest global stake, ties equal)',
    }),
    contributionBps: z
      .number({ error: 'must be a whole number of basis points (1/10 000 of every stake)' })
      .int({ error: 'must be a whole number of basis points' })
      .min(1, { error: 'must be at least 1 basis point' })
      .max(10_000, { error: 'must be at most 10000 basis points (100 %)' }),
    // Issue 10 §6: also at most amounts.jackpotSeedMaximum (checked with the whole file below).
    resetAmount: withinBound(
      z
        .number({ error: 'must be a non-negative integer number of cents' })
        .refine((n) => Number.isSafeInteger(n) && n >= 0, {
          error: 'must be a non-negative integer number of cents',
        }),
    ),
  },
  { error: 'must be null (no jackpot) or { variant, split, contributionBps, resetAmount }' },
);

/** One roulette table (RULES.md A.2): maxima follow art. 53 from the minimum. */
const RouletteTableSchema = z.strictObject({
  id: z.string({ error: 'must be a string' }).regex(ID, { error: 'must be 1–64 of A–Z a–z 0–9 _ -' }),
  name: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).max(100),
  game: z.literal('roulette'),
  minimum: withinBound(
    z
      .number({ error: 'must be a positive integer number of cents' })
      .refine((n) => Number.isSafeInteger(n) && n > 0, {
        error: 'must be a positive integer number of cents',
      }),
  ),
  options: z
    .strictObject({
      // Seed 000: with an automatic launcher the comité member puts the stations in service.
      // hub/devices, docs/devices.md: an automatic launcher, or a croupier's cylinder and detector.
      launcher: z
        .enum(['automatic', 'croupier'], { error: 'must be "automatic" or "croupier"' })
        .default('automatic'),
      // The simulated detector's failure rates (croupier cylinder), per mille: manual mode drills.
      detector: z
        .strictObject({
          missNoMoreBetsPerMille: z.number().int().min(0).max(1000, { error: 'must be 0 to 1000' }),
          missResultPerMille: z.number().int().min(0).max(1000, { error: 'must be 0 to 1000' }),
        })
        .optional(),
      // RULES.md A.2: chances simples on zero, partage by default or prison.
      zeroRule: z.enum(['partage', 'prison'], { error: 'must be "partage" or "prison"' }).default('partage'),
      // RULES.md A.2: under prison, a second zero moves the stake to double prison (off by default).
      doublePrison: z.boolean({ error: 'must be true or false' }).default(false),
      // RULES.md A.2: the bonus-number jackpot, off by default (docs/rules.md "Table options").
      jackpot: JackpotSchema.nullable().default(null),
    })
    .default({ launcher: 'automatic', zeroRule: 'partage', doublePrison: false, jackpot: null }),
  timing: z.strictObject({
    bettingMs: millis('faites vos jeux → rien ne va plus').min(1_000, { error: 'must be at least 1000' }),
    spinMs: millis('rien ne va plus → result'),
    resultMs: millis('result → next round'),
  }),
});

/** A multiple of the minimum within seed 002's range for a maximum. */
const multiple = ([lo, hi]: readonly [number, number], what: string) =>
  z
    .number({ error: `must be a whole multiple of the minimum from ${lo} to ${hi} (${what}, seed 002)` })
    .int({ error: `must be a whole multiple of the minimum from ${lo} to ${hi} (${what}, seed 002)` })
    .min(lo, { error: `must be at least ${lo} (× the minimum, seed 002)` })
    .max(hi, { error: `must be at most ${hi} (× the minimum, seed 002)` });

/** A boule (or, with its ranges, vingt-trois) table (seed 002 art. 46, RULES.md A.3). */
function pleinChanceTableSchema<G extends 'boule' | 'vingtTrois'>(
  game: G,
  ranges: { readonly plein: readonly [number, number]; readonly chance: readonly [number, number] },
) {
  const { id, name, minimum, timing } = RouletteTableSchema.shape;
  return z.strictObject({
    id,
    name,
    game: z.literal(game),
    minimum,
    // Seed 002: the maxima are set at opening as multiples of the minimum, within these ranges.
    options: z
      .strictObject({
        pleinMax: multiple(ranges.plein, 'plein maximum').default(ranges.plein[0]),
        chanceMax: multiple(ranges.chance, 'chance simple maximum').default(ranges.chance[0]),
      })
      .default({ pleinMax: ranges.plein[0], chanceMax: ranges.chance[0] }),
    timing,
  });
}

const positiveCents = withinBound(
  z
    .number({ error: 'must be a positive integer number of cents' })
    .refine((n) => Number.isSafeInteger(n) && n > 0, { error: 'must be a positive integer number of cents' }),
);

/** A wheel-of-fortune table (seed 000, RULES.md A.4; docs/rules.md "Wheel of fortune"). */
const WheelOfFortuneTableSchema = z.strictObject({
  id: RouletteTableSchema.shape.id,
  name: RouletteTableSchema.shape.name,
  game: z.literal('wheelOfFortune'),
  minimum: RouletteTableSchema.shape.minimum,
  options: z
    .strictObject({
      // A.4: the purple bonus bet's fixed stake, set by the casino (default: the minimum).
      bonusStake: positiveCents.optional(),
      reading: z.enum(['pour', 'plus'], { error: 'must be "pour" or "plus"' }).default('pour'),
      mode: z.enum(['live', 'auto'], { error: 'must be "live" or "auto"' }).default('auto'),
      // The simulated rotation sensor (hub/devices/wheelOfFortune.ts): turns drawn in a range and
      // an anomaly rate per mille; fewer than two turns or an anomaly voids the spin (A.4).
      sensor: z
        .strictObject({
          minTurns: z.number().int({ error: 'must be a whole number of turns' }).min(0).max(100),
          maxTurns: z.number().int({ error: 'must be a whole number of turns' }).min(0).max(100),
          anomalyPerMille: z.number().int().min(0).max(1000, { error: 'must be 0 to 1000' }),
        })
        .refine((s) => s.minTurns <= s.maxTurns, {
          error: 'minTurns must not exceed maxTurns',
          path: ['maxTurns'],
        })
        .optional(),
    })
    .default({ reading: 'pour', mode: 'auto' }),
  timing: RouletteTableSchema.shape.timing,
});

const nonNegativeCents = withinBound(
  z
    .number({ error: 'must be a non-negative integer number of cents' })
    .refine((n) => Number.isSafeInteger(n) && n >= 0, {
      error: 'must be a non-negative integer number of cents',
    }),
);

/** The hub's amount maxima (hub/config/amountLimits.ts, docs/operations.md "Amount maxima"). */
const AmountsSchema = z
  .strictObject({
    creditInMaximum: positiveCents.default(DEFAULT_AMOUNT_LIMITS.creditInMaximum),
    balanceMaximum: positiveCents.default(DEFAULT_AMOUNT_LIMITS.balanceMaximum),
    caveMaximum: positiveCents.default(DEFAULT_AMOUNT_LIMITS.caveMaximum),
    jackpotSeedMaximum: positiveCents.default(DEFAULT_AMOUNT_LIMITS.jackpotSeedMaximum),
  })
  .default(DEFAULT_AMOUNT_LIMITS);

/**
 * An electronic Texas hold'em table (RULES.md A.7, seed 000; docs/holdem-room.md). The cave
 * minimum of each partie is the comité's (`setCaveLimits`, then `startHoldemPartie`); `caveMinimum`
 * here is only the table's value before the first partie. The rake (4 %) is not configurable.
 */
const HoldemTableSchema = z
  .strictObject({
    id: RouletteTableSchema.shape.id,
    name: RouletteTableSchema.shape.name,
    game: z.literal('holdem'),
    options: z.strictObject({
      // Seed 000: "jusqu'à dix joueurs"; the engine deals from two.
      seats: z
        .number({ error: 'must be a whole number of seats from 2 to 10' })
        .int({ error: 'must be a whole number of seats from 2 to 10' })
        .min(2, { error: 'must be at least 2' })
        .max(10, { error: 'must be at most 10 (seed 000)' })
        .default(10),
      structure: z
        .enum(['noLimit', 'potLimit', 'fixedLimit'], {
          error: 'must be "noLimit", "potLimit" or "fixedLimit"',
        })
        .default('noLimit'),
      smallBlind: positiveCents,
      // Seed 000 "Minima des enjeux": never below 0,50 €.
      bigBlind: positiveCents.refine((n) => n >= 50, { error: 'must be at least 50 cents (seed 000)' }),
      ante: nonNegativeCents.default(0),
      caveMinimum: positiveCents,
      recaveMaximum: positiveCents,
      // RULES.md is silent on the time to act (A.8: an option, conventional 30 s).
      turnMs: millis('time to act').min(5_000, { error: 'must be at least 5000' }).default(30_000),
      betweenHandsMs: millis('hand end → next deal').default(5_000),
    }),
  })
  .superRefine((t, ctx) => {
    if (t.options.smallBlind > t.options.bigBlind)
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'smallBlind'],
        message: 'must not exceed the big blind',
      });
  });

/** What blackjack and punto banco tables share (docs/card-tables.md "Configuration"). */
const cardTableShape = {
  id: RouletteTableSchema.shape.id,
  name: RouletteTableSchema.shape.name,
  // Seed 000: no more players than stations.
  seats: z
    .number({ error: 'must be a whole number of stations from 1 to 7' })
    .int({ error: 'must be a whole number of stations from 1 to 7' })
    .min(1, { error: 'must be at least 1' })
    .max(7, { error: 'must be at most 7' })
    .default(7),
  bettingMs: millis('first stake → deal').min(1_000, { error: 'must be at least 1000' }).default(15_000),
  // Seed 000: the maximum absence is the règlement intérieur's ([GAP]: default 5 min).
  maxAbsenceMs: millis('maximum absence').min(10_000, { error: 'must be at least 10000' }).default(300_000),
};

/** A blackjack table (RULES.md A.5, B §6). */
const BlackjackTableSchema = z
  .strictObject({
    ...cardTableShape,
    game: z.literal('blackjack'),
    options: z.strictObject({
      minimum: positiveCents,
      maximum: positiveCents,
      // B §6.5: surrender is a table option (off by default).
      surrender: z.boolean({ error: 'must be true or false' }).default(false),
      // B §6.7: the hyper black jack side bets (on by default).
      hyper: z.boolean({ error: 'must be true or false' }).default(true),
      // Time to decide insurance or to act on a hand (RULES.md is silent: A.8, default 20 s).
      turnMs: millis('time to act').min(5_000, { error: 'must be at least 5000' }).default(20_000),
    }),
  })
  .superRefine((t, ctx) => {
    if (t.options.maximum < t.options.minimum)
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'maximum'],
        message: 'must not be below the minimum',
      });
  });

/** A punto banco table (RULES.md A.6, B §7). */
const PuntoBancoTableSchema = z.strictObject({
  ...cardTableShape,
  game: z.literal('puntoBanco'),
  options: z.strictObject({
    // Seed 000: at least 1 €, a multiple of the 20-cent stake step.
    minimum: positiveCents.refine((n) => n >= 100 && n % 20 === 0, {
      error: 'must be at least 100 cents and a multiple of 20 (seed 000)',
    }),
    maxMultiple: z
      .union([z.literal(50), z.literal(100), z.literal(200)], { error: 'must be 50, 100 or 200' })
      .default(100),
    decks: z.union([z.literal(6), z.literal(8)], { error: 'must be 6 or 8' }).default(8),
  }),
});

/** One table of any game, by its `game`. */
const TableSchema = z.discriminatedUnion(
  'game',
  [
    RouletteTableSchema,
    pleinChanceTableSchema('boule', BOULE_MAX_RANGES),
    pleinChanceTableSchema('vingtTrois', VT_MAX_RANGES),
    WheelOfFortuneTableSchema,
    HoldemTableSchema,
    BlackjackTableSchema,
    PuntoBancoTableSchema,
  ],
  {
    error:
      'must be "roulette", "boule", "vingtTrois", "wheelOfFortune", "holdem", "blackjack" or "puntoBanco"',
  },
);

/** The whole configuration file. */
export const HubConfigSchema = z
  .strictObject({
    listen: z.strictObject({
      host: z.string({ error: 'must be a host name or address' }).min(1).default('127.0.0.1'),
      port: z
        .number({ error: 'must be a port number' })
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'must be between 0 and 65535' })
        .max(65_535, { error: 'must be between 0 and 65535' }),
    }),
    tls: z
      .strictObject({
        certFile: z.string({ error: 'must be a path to a PEM certificate' }).min(1),
        keyFile: z.string({ error: 'must be a path to a PEM private key' }).min(1),
      })
      .optional(),
    dataDir: z.string({ error: 'must be a folder path' }).min(1, { error: 'must not be empty' }),
    // Issue 10 §5: the journal key file and the high-water mark, both outside dataDir (docs/operations.md).
    journal: z
      .strictObject({
        keyFile: z.string({ error: 'must be a path to the journal key file' }).min(1).optional(),
        anchorFile: z.string({ error: 'must be a path to the high-water mark file' }).min(1).optional(),
      })
      .optional(),
    // Issue 12 §2: the DESFire card master key's file, outside dataDir (docs/players.md "Card keys").
    cards: z
      .strictObject({
        masterKeyFile: z.string({ error: 'must be a path to the card master key file' }).min(1),
        previousMasterKeyFile: z
          .string({ error: 'must be a path to the retired card master key file' })
          .min(1)
          .optional(),
      })
      .optional(),
    log: z
      .strictObject({ level: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }) })
      .optional(),
    tables: z
      .array(TableSchema, { error: 'must be a list of tables' })
      .min(1, { error: 'must name at least one table' }),
    amounts: AmountsSchema,
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    const seedMaximum = config.amounts.jackpotSeedMaximum;
    for (const [i, table] of config.tables.entries()) {
      if (table.game === 'roulette' && (table.options.jackpot?.resetAmount ?? 0) > seedMaximum)
        ctx.addIssue({
          code: 'custom',
          path: ['tables', i, 'options', 'jackpot', 'resetAmount'],
          message: `must be at most ${seedMaximum} cents (amounts.jackpotSeedMaximum)`,
        });
      if (table.game === 'holdem' && table.options.caveMinimum > config.amounts.caveMaximum)
        ctx.addIssue({
          code: 'custom',
          path: ['tables', i, 'options', 'caveMinimum'],
          message: `must be at most ${config.amounts.caveMaximum} cents (amounts.caveMaximum)`,
        });
      if (seen.has(table.id))
        ctx.addIssue({
          code: 'custom',
          path: ['tables', i, 'id'],
          message: `duplicate table id "${table.id}"`,
        });
      seen.add(table.id);
    }
  });

/** A validated configuration. */
export type HubConfig = z.infer<typeof HubConfigSchema>;

/** One validated table entry. */
export type TableEntry = HubConfig['tables'][number];
