// The configuration tests' set-up (hub/config/loadConfig.ts): a minimal file around some table
// entries, one entry patched, and the problems `parseConfig` names for a raw file.
import { ConfigError, parseConfig } from '../../config/loadConfig.ts';

/** A roulette table entry as a file gives it (200 cents minimum, 30 s of betting). */
export const ROULETTE_ENTRY = {
  id: 'roulette-1',
  name: 'Roulette 1',
  game: 'roulette',
  minimum: 200,
  timing: { bettingMs: 30_000, spinMs: 6_000, resultMs: 6_000 },
};

/** A configuration file serving `tables`, with only the required port and data folder besides. */
export function configWith(...tables: unknown[]): {
  listen: { port: number };
  dataDir: string;
  tables: unknown[];
} {
  return { listen: { port: 8700 }, dataDir: '/var/lib/tapis', tables };
}

/** `config` with `patch` laid over its table entry at `index` (an object). */
export function withTable(
  config: { readonly tables: readonly unknown[] },
  index: number,
  patch: Record<string, unknown>,
): unknown {
  return {
    ...config,
    tables: config.tables.map((t, i) => (i === index ? { ...(t as object), ...patch } : t)),
  };
}

/** The problems `parseConfig` names for `raw`, in its order; none for a valid file. */
export function configProblems(raw: unknown): readonly string[] {
  try {
    parseConfig(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
