// Reads and validates a hub configuration file, naming the field of every error
// (`tables[1].minimum: must be a positive integer number of cents`), and turns it into the
// options of startHub. Relative paths are relative to the configuration file's folder.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { z } from 'zod';
import { cents } from '../../games/money.ts';
import type { HubOptions } from '../hub.ts';
import { DEFAULT_OPTIONS as BLACKJACK_DEFAULTS } from '../../games/blackjack/options.ts';
import { DEFAULT_OPTIONS as PUNTO_BANCO_DEFAULTS } from '../../games/puntoBanco/options.ts';
import { CARD_TABLE_DEFAULTS, type CardTableConfig } from '../tables/cards/cardConfig.ts';
import { type HoldemTableConfig, holdemTable } from '../tables/holdem/holdemConfig.ts';
import { rouletteTable } from '../tables/wheel/tableConfig.ts';
import { pleinChanceTable, type TableConfig, wheelOfFortuneTable } from '../tables/wheel/tableConfigs.ts';
import { type HubConfig, HubConfigSchema, type TableEntry } from './hubConfig.ts';

/** A configuration that cannot be used; `problems` lists each as `field: what is wrong`. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(file: string, problems: readonly string[]) {
    super(`${file}: invalid configuration\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** `['tables', 1, 'minimum']` → `tables[1].minimum`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path)
    out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`;
  return out === '' ? '(root)' : out;
}

function describe(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map(
      (key) => `${fieldPath([...issue.path, key])}: unknown field (not supported by this hub)`,
    );
  }
  return [`${fieldPath(issue.path)}: ${issue.message}`];
}

/** Validates already-parsed JSON; throws ConfigError naming each bad field. */
export function parseConfig(raw: unknown, file = 'configuration'): HubConfig {
  const parsed = HubConfigSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(file, parsed.error.issues.flatMap(describe));
  return parsed.data;
}

/** Reads, parses and validates `file`, resolving relative paths against its folder. */
export function loadConfig(file: string): HubConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(file, [`(file): cannot read: ${(error as Error).message}`]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(file, [`(file): not JSON: ${(error as Error).message}`]);
  }
  const config = parseConfig(raw, file);
  const base = dirname(resolve(file));
  return {
    ...config,
    dataDir: resolve(base, config.dataDir),
    ...(config.journal === undefined
      ? {}
      : {
          journal: {
            ...(config.journal.keyFile === undefined
              ? {}
              : { keyFile: resolve(base, config.journal.keyFile) }),
            ...(config.journal.anchorFile === undefined
              ? {}
              : { anchorFile: resolve(base, config.journal.anchorFile) }),
          },
        }),
    ...(config.tls === undefined
      ? {}
      : {
          tls: { certFile: resolve(base, config.tls.certFile), keyFile: resolve(base, config.tls.keyFile) },
        }),
    ...(config.cards === undefined
      ? {}
      : {
          cards: {
            masterKeyFile: resolve(base, config.cards.masterKeyFile),
            ...(config.cards.previousMasterKeyFile === undefined
              ? {}
              : { previousMasterKeyFile: resolve(base, config.cards.previousMasterKeyFile) }),
          },
        }),
  };
}

function readPem(file: string, field: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ConfigError(file, [`${field}: cannot read ${file}: ${(error as Error).message}`]);
  }
}

/**
 * The startHub options a validated configuration describes (TLS files are read here); the journal
 * key is read by the caller (hub/commands/journalKeySource.ts), from the file the configuration names.
 */
export function hubOptionsOf(config: HubConfig): Omit<HubOptions, 'journalKey'> {
  return {
    dataDir: config.dataDir,
    host: config.listen.host,
    port: config.listen.port,
    ...(config.log === undefined ? {} : { logLevel: config.log.level }),
    amountLimits: {
      creditInMaximum: cents(config.amounts.creditInMaximum),
      balanceMaximum: cents(config.amounts.balanceMaximum),
      caveMaximum: cents(config.amounts.caveMaximum),
      jackpotSeedMaximum: cents(config.amounts.jackpotSeedMaximum),
    },
    ...(config.tls === undefined
      ? {}
      : {
          tls: {
            cert: readPem(config.tls.certFile, 'tls.certFile'),
            key: readPem(config.tls.keyFile, 'tls.keyFile'),
          },
        }),
    tables: config.tables.filter(isWheel).map(tableOf),
    holdemTables: config.tables.filter((t) => t.game === 'holdem').map(holdemOf),
    cardTables: config.tables.filter(isCard).map(cardOf),
  };
}

type HoldemEntry = Extract<TableEntry, { game: 'holdem' }>;
type CardEntry = Extract<TableEntry, { game: 'blackjack' | 'puntoBanco' }>;
type WheelEntry = Exclude<TableEntry, HoldemEntry | CardEntry>;

function isWheel(t: TableEntry): t is WheelEntry {
  return t.game !== 'holdem' && t.game !== 'blackjack' && t.game !== 'puntoBanco';
}

function isCard(t: TableEntry): t is CardEntry {
  return t.game === 'blackjack' || t.game === 'puntoBanco';
}

/** The card table a validated entry describes (the engines' A.5 / A.6 defaults for the rest). */
function cardOf(t: CardEntry): CardTableConfig {
  const base = {
    tableId: t.id,
    tableName: t.name,
    seats: t.seats,
    bettingMs: t.bettingMs,
    maxAbsenceMs: t.maxAbsenceMs,
    tickMs: CARD_TABLE_DEFAULTS.tickMs,
  };
  if (t.game === 'blackjack') {
    const { minimum, maximum, ...rest } = t.options;
    return {
      ...base,
      game: 'blackjack',
      options: { ...BLACKJACK_DEFAULTS, ...rest, minimum: cents(minimum), maximum: cents(maximum) },
    };
  }
  const { minimum, ...rest } = t.options;
  return {
    ...base,
    game: 'puntoBanco',
    options: { ...PUNTO_BANCO_DEFAULTS, ...rest, minimum: cents(minimum) },
  };
}

/** The hold'em table a validated entry describes (A.7's defaults for what it does not set). */
function holdemOf(t: HoldemEntry): HoldemTableConfig {
  const o = t.options;
  const base = holdemTable(t.id, {
    seats: o.seats,
    structure: o.structure,
    smallBlind: cents(o.smallBlind),
    bigBlind: cents(o.bigBlind),
    ante: cents(o.ante),
    caveMinimum: cents(o.caveMinimum),
    recaveMaximum: cents(o.recaveMaximum),
    turnMs: o.turnMs,
  });
  return { ...base, betweenHandsMs: o.betweenHandsMs };
}

/** The hub table a validated entry describes, by its game. */
function tableOf(t: WheelEntry): TableConfig {
  switch (t.game) {
    case 'boule':
    case 'vingtTrois':
      return pleinChanceTable(t.game, t.id, t.name, cents(t.minimum), t.timing, {
        pleinMaxMultiple: t.options.pleinMax,
        chanceMaxMultiple: t.options.chanceMax,
      });
    case 'wheelOfFortune': {
      const { bonusStake, sensor, reading, mode } = t.options;
      return wheelOfFortuneTable(t.id, t.name, cents(t.minimum), t.timing, {
        bonusStake: cents(bonusStake ?? t.minimum),
        reading,
        mode,
        ...(sensor === undefined ? {} : { sensor }),
      });
    }
    case 'roulette': {
      const { detector, ...options } = t.options;
      return rouletteTable(
        t.id,
        t.name,
        cents(t.minimum),
        t.timing,
        detector === undefined ? options : { ...options, detector },
      );
    }
  }
}
