// Statistics of the last spins of boule, vingt-trois and the wheel of fortune as players read them
// (notes/ui-conventions.md: hot and cold over the last 100 spins, the chances). Display only: every
// spin is independent and nothing here predicts one (a responsible-gaming point).

/** How many of the most recent spins the statistics read. */
export const STATISTICS_WINDOW = 100;

/** How many values the hot and the cold lists name. */
export const HOT_COLD_COUNT = 3;

/** A value with how often it came out in the window. */
export interface ValueCount<V> {
  readonly value: V;
  readonly count: number;
}

/** The statistics of a window of spins over a game's values and named groups of them. */
export interface SpinStatistics<V, G extends string> {
  /** Spins read (at most STATISTICS_WINDOW). */
  readonly spins: number;
  /** Each value's count, in the domain's order. */
  readonly counts: readonly ValueCount<V>[];
  /** The most frequent values, most frequent first; ties go to the most recently seen. */
  readonly hot: readonly ValueCount<V>[];
  /** The least frequent values, least frequent first; ties go to the longest unseen. */
  readonly cold: readonly ValueCount<V>[];
  /** Spins in each group (a chance, a colour). */
  readonly groups: Readonly<Record<G, number>>;
}

/**
 * The statistics of `results` (newest first, as the snapshot's `history` lists them; only the
 * first STATISTICS_WINDOW are read), each mapped to a value of `domain` by `valueOf`; a group's
 * predicate sees the value and the stored result. A result outside the domain is a bug upstream
 * and is refused.
 */
export function spinStatistics<V, G extends string>(
  results: readonly number[],
  domain: readonly V[],
  valueOf: (result: number) => V | undefined,
  groups: Readonly<Record<G, (value: V, result: number) => boolean>>,
): SpinStatistics<V, G> {
  const read = results.slice(0, STATISTICS_WINDOW);
  const window = read.map((r): V => {
    const v = valueOf(r);
    if (v === undefined || !domain.includes(v)) throw new RangeError(`not a result of this game: ${r}`);
    return v;
  });
  const rows = domain.map((value, order) => {
    const seen = window.indexOf(value);
    return {
      value,
      order,
      count: window.filter((v) => v === value).length,
      seen: seen < 0 ? Number.POSITIVE_INFINITY : seen,
    };
  });
  const strip = ({ value, count }: { value: V; count: number }): ValueCount<V> => ({ value, count });
  const hot = rows
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.seen - b.seen || a.order - b.order)
    .slice(0, HOT_COLD_COUNT)
    .map(strip);
  const cold = [...rows]
    .sort((a, b) => a.count - b.count || b.seen - a.seen || a.order - b.order)
    .slice(0, HOT_COLD_COUNT)
    .map(strip);
  const tallied = Object.fromEntries(
    (Object.keys(groups) as G[]).map((g) => [g, window.filter((v, i) => groups[g](v, read[i] ?? -1)).length]),
  ) as Record<G, number>;
  return { spins: window.length, counts: rows.map(strip), hot, cold, groups: tallied };
}
