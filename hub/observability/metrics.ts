// A small Prometheus registry (text exposition format 0.0.4): counters and histograms kept by the
// hub in memory, plus gauges read at scrape time (issue 5 item 9). No dependency: the format is
// a few lines of text.

/** Label values by label name. */
export type Labels = Readonly<Record<string, string>>;

function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(
    ([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return parts.length === 0 ? '' : `{${parts.join(',')}}`;
}

/** A monotonically increasing count, per label set. */
export class Counter {
  readonly name: string;
  readonly help: string;
  readonly #values = new Map<string, { labels: Labels; value: number }>();
  constructor(name: string, help: string) {
    this.name = name;
    this.help = help;
  }
  /** Adds `by` (default 1) to the series of `labels`. */
  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const entry = this.#values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.#values.set(key, entry);
  }
  /** The exposition lines. */
  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    if (this.#values.size === 0) lines.push(`${this.name} 0`);
    for (const { labels, value } of this.#values.values())
      lines.push(`${this.name}${labelText(labels)} ${value}`);
    return lines;
  }
}

/** A distribution of observed values in cumulative buckets. */
export class Histogram {
  readonly name: string;
  readonly help: string;
  readonly #bounds: readonly number[];
  readonly #counts: number[];
  #sum = 0;
  #count = 0;
  constructor(name: string, help: string, bounds: readonly number[]) {
    this.name = name;
    this.help = help;
    this.#bounds = bounds;
    this.#counts = bounds.map(() => 0);
  }
  /** Records one value. */
  observe(value: number): void {
    this.#sum += value;
    this.#count += 1;
    for (const [i, bound] of this.#bounds.entries())
      if (value <= bound) this.#counts[i] = (this.#counts[i] ?? 0) + 1;
  }
  /** The exposition lines. */
  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [i, bound] of this.#bounds.entries())
      lines.push(`${this.name}_bucket{le="${bound}"} ${this.#counts[i] ?? 0}`);
    lines.push(
      `${this.name}_bucket{le="+Inf"} ${this.#count}`,
      `${this.name}_sum ${this.#sum}`,
      `${this.name}_count ${this.#count}`,
    );
    return lines;
  }
}

/** A gauge's exposition lines for a list of labelled values. */
export function gauge(
  name: string,
  help: string,
  series: readonly { labels?: Labels; value: number }[],
): string[] {
  return [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} gauge`,
    ...series.map((s) => `${name}${labelText(s.labels ?? {})} ${s.value}`),
  ];
}
