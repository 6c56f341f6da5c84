// One group's Stryker run merged into the committed report (mutation/merge.ts, docs/testing.md
// "Test ids"), on small hand-made reports: Stryker numbers each run's tests from 0, the committed
// report carries them under the group's name.
import { describe, expect, it } from 'vitest';
import { mergeReports, type RunScope } from '../merge.ts';
import type { MutationReport, ReportFile, ReportMutant, ReportTest, ReportTestFile } from '../report.ts';

const source = 'export const one = 1;\n';

function mutant(status: ReportMutant['status'], killedBy: string[], coveredBy: string[]): ReportMutant {
  return {
    id: 'm',
    mutatorName: 'BooleanLiteral',
    replacement: 'true',
    status,
    killedBy,
    coveredBy,
    location: { start: { line: 1, column: 19 }, end: { line: 1, column: 20 } },
  };
}

const file = (...mutants: ReportMutant[]): ReportFile => ({ language: 'typescript', source, mutants });
const test = (id: string, name: string, line: number): ReportTest => ({
  id,
  name,
  location: { start: { line, column: 3 } },
});
const tests = (text: string, ...list: ReportTest[]): ReportTestFile => ({ source: text, tests: list });

function report(
  files: Record<string, ReportFile>,
  testFiles: Record<string, ReportTestFile>,
): MutationReport {
  return { schemaVersion: '1.0', thresholds: { high: 95, low: 90 }, files, testFiles };
}

/** A run of the group `games/a`: its sources under games/a/, its tests under games/a/__tests__/. */
const groupA: RunScope = {
  prefix: 'games/a',
  ownsFile: (path) => path.startsWith('games/a/') && !path.includes('__tests__'),
  ownsTestFile: (path) => path.startsWith('games/a/__tests__/'),
};

const aTests = "it('a0', f);\n\nit('a1', f);\n";
const bTests = "it('b0', f);\n";

describe('merging a group’s run into the committed report', () => {
  it('takes the group’s files with its test ids prefixed by its name and keeps the other groups’ files', () => {
    const base = report(
      {
        'games/a/x.ts': file(mutant('Survived', [], [])),
        'games/b/y.ts': file(mutant('Killed', ['games/b:0'], ['games/b:0'])),
      },
      {
        'games/a/__tests__/x.test.ts': tests(aTests, test('games/a:0', 'a0', 1)),
        'games/b/__tests__/y.test.ts': tests(bTests, test('games/b:0', 'b0', 1)),
      },
    );
    // Stryker numbers this run's tests 0, 1 and 2 and writes games/b/y.ts again with them.
    const run = report(
      {
        'games/a/x.ts': file(mutant('Killed', ['1'], ['0', '1'])),
        'games/b/y.ts': file(mutant('Killed', ['2'], ['2'])),
      },
      {
        'games/a/__tests__/x.test.ts': tests(aTests, test('0', 'a0', 1), test('1', 'a1', 3)),
        'games/b/__tests__/y.test.ts': tests(bTests, test('2', 'b0', 1)),
      },
    );
    const merged = mergeReports(base, run, groupA);
    expect(Object.keys(merged.files)).toEqual(['games/a/x.ts', 'games/b/y.ts']);
    expect(merged.files).toEqual({
      'games/a/x.ts': file(mutant('Killed', ['games/a:1'], ['games/a:0', 'games/a:1'])),
      'games/b/y.ts': base.files['games/b/y.ts'],
    });
    expect(merged.testFiles).toEqual({
      'games/a/__tests__/x.test.ts': tests(aTests, test('games/a:0', 'a0', 1), test('games/a:1', 'a1', 3)),
      'games/b/__tests__/y.test.ts': base.testFiles?.['games/b/__tests__/y.test.ts'],
    });
  });

  it('in a test file two groups run, replaces the group’s own tests and keeps the others’, a longer name with the same start included', () => {
    const shared = 'games/a/__tests__/shared.test.ts';
    const text = "it('t0', f);\nit('t1', f);\n";
    const base = report(
      { 'games/a/x.ts': file(mutant('Killed', ['games/a:5'], ['games/a:5'])) },
      {
        [shared]: tests(
          text,
          test('games/a:5', 't0', 1),
          test('games/a:6', 't1', 2),
          test('games/a/more:0', 't0', 1),
          test('games/b:3', 't1', 2),
        ),
      },
    );
    const run = report(
      { 'games/a/x.ts': file(mutant('Killed', ['0'], ['0'])) },
      { [shared]: tests(text, test('0', 't0', 1), test('1', 't1', 2)) },
    );
    expect(mergeReports(base, run, groupA).testFiles).toEqual({
      [shared]: tests(
        text,
        test('games/a/more:0', 't0', 1),
        test('games/b:3', 't1', 2),
        test('games/a:0', 't0', 1),
        test('games/a:1', 't1', 2),
      ),
    });
  });

  it('when a shared test file changed, moves another group’s unchanged test to its new line and drops a changed one', () => {
    const shared = 'games/a/__tests__/shared.test.ts';
    const before = "it('t0', () => 1);\nit('t1', () => 2);\n";
    // A line added above both; t1's body changed.
    const now = "// header\nit('t0', () => 1);\nit('t1', () => 3);\n";
    const base = report(
      {},
      {
        [shared]: tests(
          before,
          test('games/b:0', 't0', 1),
          test('games/b:1', 't1', 2),
          test('games/a:0', 't0', 1),
        ),
      },
    );
    const run = report(
      { 'games/a/x.ts': file(mutant('Killed', ['0'], ['0', '1'])) },
      { [shared]: tests(now, test('0', 't0', 2), test('1', 't1', 3)) },
    );
    expect(mergeReports(base, run, groupA).testFiles).toEqual({
      [shared]: tests(
        now,
        test('games/b:0', 't0', 2),
        test('games/a:0', 't0', 2),
        test('games/a:1', 't1', 3),
      ),
    });
  });

  it('keeps a bare-number id of an older report while a mutant names it, and the named test files of other groups as they were', () => {
    const cTests = "it('c0', f);\nit('c1', f);\n";
    const base = report(
      { 'games/c/z.ts': file(mutant('Killed', ['7'], ['7'])) },
      {
        'games/a/__tests__/x.test.ts': tests(aTests, test('6', 'a0', 1)),
        'games/c/__tests__/z.test.ts': tests(cTests, test('7', 'c0', 1), test('8', 'c1', 2)),
      },
    );
    const run = report(
      { 'games/a/x.ts': file(mutant('Survived', [], ['0'])) },
      {
        'games/a/__tests__/x.test.ts': tests(aTests, test('0', 'a0', 1)),
        'games/c/__tests__/z.test.ts': tests(cTests, test('1', 'c0', 1), test('2', 'c1', 2)),
      },
    );
    expect(mergeReports(base, run, groupA).testFiles).toEqual({
      'games/a/__tests__/x.test.ts': tests(aTests, test('games/a:0', 'a0', 1)),
      'games/c/__tests__/z.test.ts': tests(cTests, test('7', 'c0', 1)),
    });
  });

  it('takes a test of another file that the group’s mutants name, and keeps a group file the run no longer reports without its old ids', () => {
    const base = report(
      { 'games/a/gone.ts': file(mutant('Killed', ['games/a:0'], ['games/a:0'])) },
      { 'games/a/__tests__/x.test.ts': tests(aTests, test('games/a:0', 'a0', 1)) },
    );
    const run = report(
      { 'games/a/x.ts': file(mutant('Killed', ['1'], ['0', '1'])) },
      {
        'games/a/__tests__/x.test.ts': tests(aTests, test('0', 'a0', 1)),
        'games/b/__tests__/y.test.ts': tests(bTests, test('1', 'b0', 1), test('2', 'b1', 1)),
      },
    );
    const merged = mergeReports(base, run, groupA);
    const { killedBy: _k, coveredBy: _c, ...bare } = mutant('Killed', [], []);
    expect(merged.files).toEqual({
      'games/a/gone.ts': file(bare),
      'games/a/x.ts': file(mutant('Killed', ['games/a:1'], ['games/a:0', 'games/a:1'])),
    });
    expect(merged.testFiles).toEqual({
      'games/a/__tests__/x.test.ts': tests(aTests, test('games/a:0', 'a0', 1)),
      'games/b/__tests__/y.test.ts': tests(bTests, test('games/a:1', 'b0', 1)),
    });
  });

  it('names the files of a status reason from the project root, not from the sandbox of the machine that ran', () => {
    const reason = (text: string): ReportMutant => ({
      ...mutant('RuntimeError', [], []),
      statusReason: text,
    });
    const sandboxed =
      'An error occurred outside of a test run: /home/ci/tapis/.stryker-tmp/sandbox-8jndI2/games/a/__tests__/x.test.ts: boom\n' +
      '/home/ci/tapis/.stryker-tmp/sandbox-8jndI2/games/a/__tests__/y.test.ts: boom';
    const base = report(
      { 'games/b/y.ts': file(reason('/other/.stryker-tmp/sandbox-Q1/games/b/y.ts: old')) },
      {},
    );
    const merged = mergeReports(base, report({ 'games/a/x.ts': file(reason(sandboxed)) }, {}), groupA);
    expect(merged.files['games/a/x.ts']?.mutants[0]?.statusReason).toBe(
      'An error occurred outside of a test run: games/a/__tests__/x.test.ts: boom\ngames/a/__tests__/y.test.ts: boom',
    );
    expect(merged.files['games/b/y.ts']?.mutants[0]?.statusReason).toBe('games/b/y.ts: old');
  });

  it('leaves out the absolute folder Stryker ran in, so that no machine path is committed', () => {
    const ran = report({ 'games/a/x.ts': file(mutant('Killed', ['0'], ['0'])) }, {});
    const run = { ...ran, projectRoot: '/somewhere/tapis' };
    expect('projectRoot' in mergeReports(undefined, run, groupA)).toBe(false);
    expect('projectRoot' in mergeReports(report({}, {}), run, groupA)).toBe(false);
    expect(mergeReports(undefined, run, groupA)).toEqual(
      report({ 'games/a/x.ts': file(mutant('Killed', ['games/a:0'], ['games/a:0'])) }, {}),
    );
  });
});
