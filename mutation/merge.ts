// One group's Stryker run merged into the committed report (docs/testing.md, "Test ids").
//
// Stryker numbers the tests of each run from 0, and its incremental differ looks every old test
// up by its id across the whole report (incremental-differ.js, `collectReusableTestInfo`): ids are
// opaque strings it only compares. The committed report holds the runs of twelve groups, made at
// different times, so each run's ids carry the group's name (`games/cards:12`): the ids of two
// groups never collide, and a group's entries stay valid whatever the other groups rerun.
import type { MutationReport, ReportFile, ReportMutant, ReportTest, ReportTestFile } from './report.ts';

/** What one run of one group stands for in the committed report. */
export interface RunScope {
  /** The group's name: put before every test id of the run, `<prefix>:<Stryker's id>`. */
  readonly prefix: string;
  /**
   * True for a source file of the group. The run's report holds all of them (Stryker writes the
   * files it did not mutate again, with this run's ids), so they are all taken from it.
   */
  readonly ownsFile: (path: string) => boolean;
  /** True for a test file the group runs: its tests are all taken from the run. */
  readonly ownsTestFile: (path: string) => boolean;
}

/** True for an id of a report written before ids carried their group (Stryker's bare number). */
const unprefixed = (id: string): boolean => /^\d+$/u.test(id);

/**
 * The committed report after one group's run. The group's source files and their mutants come
 * from `update`, their test ids prefixed; every other file stays as `base` had it. In a test file,
 * the group's tests replace its tests of earlier runs and the other groups' tests stay; when the
 * file changed since `base`, another group's test stays only if its text is the same (moved to
 * where it is now), otherwise it is dropped, so that its mutants run again rather than trust a
 * changed test. A bare-number id of an older report stays while a mutant names it. Stryker's
 * absolute `projectRoot`, and its sandbox's path in status reasons, are left out: paths of one
 * machine, meaningless in the repo.
 */
export function mergeReports(
  base: MutationReport | undefined,
  update: MutationReport,
  scope: RunScope,
): MutationReport {
  const { projectRoot: _machinePath, ...portable } = update;
  const ours = `${scope.prefix}:`;
  const files: Record<string, ReportFile> = {};
  for (const [path, file] of Object.entries(base?.files ?? {})) {
    // A file of the group the run no longer reports: all of its mutants changed since, so the ids
    // of an older run, which this run's now reuse, are dropped rather than left to collide.
    if (!scope.ownsFile(path)) files[path] = file;
    else if (update.files[path] === undefined)
      files[path] = { ...file, mutants: file.mutants.map(withoutTests) };
  }
  const named = new Set<string>();
  for (const [path, file] of Object.entries(update.files)) {
    if (!scope.ownsFile(path)) continue;
    for (const m of file.mutants)
      for (const id of [...(m.killedBy ?? []), ...(m.coveredBy ?? [])]) named.add(id);
    files[path] = { ...file, mutants: file.mutants.map((m) => prefixed(m, ours)) };
  }
  const stillNamed = new Set(
    Object.values(files).flatMap((f) =>
      f.mutants.flatMap((m) => [...(m.killedBy ?? []), ...(m.coveredBy ?? [])]),
    ),
  );
  const testFiles: Record<string, ReportTestFile> = {};
  const paths = new Set([...Object.keys(base?.testFiles ?? {}), ...Object.keys(update.testFiles ?? {})]);
  for (const path of [...paths].sort()) {
    const before = base?.testFiles?.[path];
    const now = update.testFiles?.[path];
    const ran = (now?.tests ?? []).filter((t) => scope.ownsTestFile(path) || named.has(t.id));
    const others = (before?.tests ?? []).filter(
      (t) => !t.id.startsWith(ours) && (!unprefixed(t.id) || stillNamed.has(t.id)),
    );
    const written = ran.length > 0 && now !== undefined;
    const kept =
      written && before !== undefined && before.source !== now.source ? moved(others, before, now) : others;
    const tests = [...kept, ...ran.map((t) => ({ ...t, id: ours + t.id }))];
    const source = written ? now.source : before?.source;
    if (tests.length > 0) testFiles[path] = source === undefined ? { tests } : { source, tests };
  }
  for (const [path, file] of Object.entries(files))
    files[path] = { ...file, mutants: file.mutants.map(withoutSandbox) };
  // Sorted by path, so that the committed report changes only where a run changed something.
  return { ...portable, files: byPath(files), testFiles } as MutationReport;
}

/** Stryker's sandbox folder, with the folder of the machine it ran in before it. */
const SANDBOX = /(?:\/[^\s/:'"]+)*\/\.stryker-tmp\/sandbox-[A-Za-z0-9]+\//g;

/**
 * A mutant whose status reason names files from the project root: Stryker writes the absolute
 * path of its sandbox (a runtime error's stack), a path of one machine, meaningless in the repo.
 */
function withoutSandbox(m: ReportMutant): ReportMutant {
  if (m.statusReason === undefined || !m.statusReason.includes('.stryker-tmp/')) return m;
  return { ...m, statusReason: m.statusReason.replace(SANDBOX, '') };
}

/** The entries sorted by path. */
function byPath<T>(entries: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A mutant with its test ids prefixed. */
function prefixed(m: ReportMutant, ours: string): ReportMutant {
  const { killedBy, coveredBy, ...rest } = m;
  return {
    ...rest,
    ...(killedBy === undefined ? {} : { killedBy: killedBy.map((id) => ours + id) }),
    ...(coveredBy === undefined ? {} : { coveredBy: coveredBy.map((id) => ours + id) }),
  };
}

/** A mutant of an older run without the ids of that run's tests. */
function withoutTests(m: ReportMutant): ReportMutant {
  const { killedBy: _killedBy, coveredBy: _coveredBy, ...rest } = m;
  return rest;
}

/**
 * Tests of `before` placed where the same test is in `now`, a test with the same name and the
 * same text; a test whose text changed, or that is gone, is left out.
 */
function moved(tests: readonly ReportTest[], before: ReportTestFile, now: ReportTestFile): ReportTest[] {
  const out: ReportTest[] = [];
  for (const test of tests) {
    const text = textOf(test, before);
    const same = now.tests.find((t) => t.name === test.name && text !== undefined && textOf(t, now) === text);
    if (same !== undefined)
      out.push(same.location === undefined ? test : { ...test, location: same.location });
  }
  return out;
}

/**
 * The source lines of a test, from its first line up to the next test's: the span Stryker's
 * differ takes for a test (incremental-differ.js, `closeLocations`). Undefined without a source.
 */
function textOf(test: ReportTest, file: ReportTestFile): string | undefined {
  if (file.source === undefined) return undefined;
  const lines = file.source.split('\n');
  const first = test.location?.start.line;
  if (first === undefined) return file.source;
  const next = Math.min(
    ...file.tests.map((t) => t.location?.start.line ?? 0).filter((line) => line > first),
    lines.length + 1,
  );
  return lines.slice(first - 1, next - 1).join('\n');
}
