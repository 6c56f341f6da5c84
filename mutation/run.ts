// `npm run test:mutation [-- <group name or path>...] [--scores] [--ci] [--force]` (docs/testing.md): runs Stryker on
// each selected group of mutation/groups.ts with that group's unit tests, incrementally against the
// committed report mutation/incremental.json (only the mutants of changed code or changed tests
// run again), merges the results back into that report, then prints every selected group's score
// beside the threshold. Exits 1 when a group is under the threshold, 2 on a usage error.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUPS, THRESHOLD, type MutationGroup } from './groups.ts';
import { mergeReports } from './merge.ts';
import { filesMatching, type MutationReport } from './report.ts';
import { scoreFiles, staleEquivalents, type EquivalentMutant } from './score.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const committedReport = 'mutation/incremental.json';
const equivalentList = 'mutation/equivalent.json';
const runReport = 'reports/mutation/run-incremental.json';
const strykerBin = 'node_modules/@stryker-mutator/core/bin/stryker.js';

/** A group narrowed to what the command line asked for. */
interface Selection {
  readonly group: MutationGroup;
  readonly mutate: readonly string[];
}

/** True when a path is selected by a list of globs (later `!` globs take files out). */
function selectedBy(globs: readonly string[], path: string): boolean {
  let selected = false;
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      if (matchesGlob(path, glob.slice(1))) selected = false;
    } else if (matchesGlob(path, glob)) selected = true;
  }
  return selected;
}

/**
 * The groups and mutate globs a command-line argument names, or undefined when none matches: a
 * group's name; a file (its group, that file only); a folder holding whole groups (`games`: each
 * of them); a folder inside a group (that group, that folder only).
 */
function select(arg: string): Selection[] | undefined {
  const named = GROUPS.find((g) => g.name === arg);
  if (named !== undefined) return [{ group: named, mutate: named.mutate }];
  const path = arg.replace(/\/+$/, '');
  if (!(existsSync(path) && statSync(path).isDirectory())) {
    const group = GROUPS.find((g) => selectedBy(g.mutate, path));
    return group === undefined ? undefined : [{ group, mutate: [path] }];
  }
  const whole = GROUPS.filter((g) =>
    g.mutate.every((glob) => glob.startsWith('!') || glob.startsWith(`${path}/`)),
  );
  if (whole.length > 0) return whole.map((group) => ({ group, mutate: group.mutate }));
  const inside = GROUPS.find((g) => selectedBy(g.mutate, `${path}/x.ts`));
  return inside === undefined
    ? undefined
    : [{ group: inside, mutate: [`${path}/**/*.ts`, '!**/__tests__/**'] }];
}

/** The test files a group's globs name, `!` globs taking files out. */
function testFilesOf(group: MutationGroup): string[] {
  const positive = group.testFiles.filter((g) => !g.startsWith('!'));
  const files = [...new Set(positive.flatMap((g) => globSync(g, { cwd: root })))].sort();
  return files.filter((f) => selectedBy(group.testFiles, f));
}

/** The source files a group mutates, as they are on disk now. */
function sourceFilesOf(group: MutationGroup): string[] {
  const positive = group.mutate.filter((g) => !g.startsWith('!'));
  const files = [...new Set(positive.flatMap((g) => globSync(g, { cwd: root })))].sort();
  return files.filter((f) => selectedBy(group.mutate, f));
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** Runs Stryker on one selection; returns false when Stryker itself failed. */
function runStryker(selection: Selection, passThrough: readonly string[]): boolean {
  const base = readJson<MutationReport>(committedReport);
  mkdirSync('reports/mutation', { recursive: true });
  if (base !== undefined) writeFileSync(runReport, JSON.stringify(base));
  const args = [
    strykerBin,
    'run',
    'stryker.config.json',
    '--mutate',
    selection.mutate.join(','),
    '--incrementalFile',
    runReport,
    ...passThrough,
  ];
  process.stdout.write(`\n== mutation: ${selection.group.name} (${selection.mutate.join(' ')})\n`);
  // The group's tests go to vitest.mutation.config.ts, not to Stryker's --testFiles (see there).
  const env = { ...process.env, TAPIS_MUTATION_TEST_FILES: testFilesOf(selection.group).join('\n') };
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root, env });
  const update = readJson<MutationReport>(runReport);
  if (result.status !== 0 || update === undefined) return false;
  const tests = new Set(testFilesOf(selection.group));
  const merged = mergeReports(base, withMutantFreeFiles(update, selection), {
    prefix: selection.group.name,
    ownsFile: (path) => selectedBy(selection.group.mutate, path),
    ownsTestFile: (path) => tests.has(path),
  });
  writeFileSync(committedReport, `${JSON.stringify(onDisk(merged), null, 1)}\n`);
  return true;
}

/**
 * Stryker leaves a file without mutants (types only) out of its report: record it with no
 * mutants, so that the group's score can tell "run, nothing to mutate" from "not run yet", and so
 * that a file whose last mutant went away loses its old results.
 */
function withMutantFreeFiles(report: MutationReport, selection: Selection): MutationReport {
  const files = { ...report.files };
  for (const file of sourceFilesOf({ ...selection.group, mutate: selection.mutate }))
    files[file] ??= { language: 'typescript', source: readFileSync(file, 'utf8'), mutants: [] };
  return { ...report, files };
}

/** The report without the source and test files that are no longer in the tree (moved or removed). */
function onDisk(report: MutationReport): MutationReport {
  const kept = <T>(entries: Readonly<Record<string, T>>): Record<string, T> =>
    Object.fromEntries(Object.entries(entries).filter(([path]) => existsSync(path)));
  return { ...report, files: kept(report.files), testFiles: kept(report.testFiles ?? {}) };
}

/** Prints each group's score beside the threshold and the survivors no list entry explains. */
function printScores(groups: readonly MutationGroup[]): boolean {
  const report = readJson<MutationReport>(committedReport);
  const equivalents = readJson<EquivalentMutant[]>(equivalentList) ?? [];
  let allPass = true;
  process.stdout.write(`\n== mutation scores (threshold ${THRESHOLD} %)\n`);
  for (const group of groups) {
    const files = report === undefined ? [] : filesMatching(report, (p) => selectedBy(group.mutate, p));
    if (files.length === 0) {
      process.stdout.write(`${group.name.padEnd(30)} not run yet\n`);
      allPass = false;
      continue;
    }
    const { score, survivors } = scoreFiles(files, equivalents);
    const sources = sourceFilesOf(group);
    const missing = sources.filter((f) => report?.files[f] === undefined);
    const pass = score.score >= THRESHOLD && missing.length === 0;
    // CI holds a group still under the goal at its floor (groups.ts): it may not fall further.
    const held =
      !pass && ci && group.floor !== undefined && score.score >= group.floor && missing.length === 0;
    allPass &&= pass || held;
    const verdict = pass ? 'ok  ' : held ? `LOW (held at its floor ${group.floor} %)` : 'LOW ';
    process.stdout.write(
      `${group.name.padEnd(30)} ${score.score.toFixed(2).padStart(6)} % ${verdict}` +
        ` killed ${score.killed + score.timeout}, survived ${score.survived}, no coverage ${score.noCoverage},` +
        ` equivalent ${score.equivalent}` +
        (missing.length > 0 ? `; ${missing.length} of ${sources.length} files not run yet` : '') +
        '\n',
    );
    for (const s of survivors) {
      const at = `${s.file}:${s.mutant.location.start.line}:${s.mutant.location.start.column}`;
      process.stdout.write(
        `    ${s.mutant.status === 'Survived' ? 'survived' : 'no coverage'} ${at} ${s.mutant.mutatorName}:` +
          ` ${JSON.stringify(s.original.slice(0, 80))} → ${JSON.stringify((s.mutant.replacement ?? '').slice(0, 80))}\n`,
      );
    }
    for (const e of staleEquivalents(files, equivalents)) {
      process.stdout.write(
        `    stale equivalent entry (no such mutant now): ${e.file} ${e.mutator} ${JSON.stringify(e.original)}\n`,
      );
    }
  }
  return allPass;
}

const args = process.argv.slice(2);
const scoresOnly = args.includes('--scores');
// CI (`.ci/run`): only the groups the committed report holds, incrementally; a group never run
// would be a full run of hours on CI's cores, so it is named as missing instead (docs/testing.md).
const ci = args.includes('--ci');
// Every other `--option[=value]` goes to Stryker as it is (`--force`, `--concurrency=2`).
const passThrough = args.filter((a) => a.startsWith('--') && a !== '--scores' && a !== '--ci');
const wanted = args.filter((a) => !a.startsWith('--'));
const selections: Selection[] = [];
for (const arg of wanted) {
  const found = select(arg);
  if (found === undefined) {
    process.stderr.write(
      `mutation: "${arg}" is in no group of mutation/groups.ts (${GROUPS.map((g) => g.name).join(', ')})\n`,
    );
    process.exit(2);
  }
  selections.push(...found);
}
if (wanted.length === 0) selections.push(...GROUPS.map((group) => ({ group, mutate: group.mutate })));

let strykerOk = true;
const committed = readJson<MutationReport>(committedReport);
const hasResults = (group: MutationGroup): boolean =>
  committed !== undefined && Object.keys(committed.files).some((f) => selectedBy(group.mutate, f));
for (const s of selections) {
  if (scoresOnly) break;
  if (ci && !hasResults(s.group)) {
    process.stdout.write(
      `\n== mutation: ${s.group.name} skipped in CI: no committed results (run it and commit)\n`,
    );
    continue;
  }
  strykerOk = runStryker(s, passThrough) && strykerOk;
}
const groups = [...new Set(selections.map((s) => s.group))];
const scoresOk = printScores(ci ? groups.filter(hasResults) : groups);
for (const g of ci ? groups.filter((g) => !hasResults(g)) : [])
  process.stdout.write(`${g.name.padEnd(30)} no committed results: not checked by CI\n`);
if (!strykerOk) process.stderr.write('mutation: a Stryker run failed (see above)\n');
process.exitCode = strykerOk && scoresOk ? 0 : 1;
