// The part of Stryker's mutation-testing report (mutation-testing-report-schema, the format of its
// incremental file) that the scores and the equivalent-mutant list read.

/** A position in a source file, line and column both counted from 1. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** What became of one mutant. */
export type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

/** One mutant as the report records it. */
export interface ReportMutant {
  readonly id: string;
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly location: { readonly start: Position; readonly end: Position };
  readonly status: MutantStatus;
  /** Why it has that status, in Stryker's words (an error's message for a runtime error). */
  readonly statusReason?: string;
  readonly killedBy?: readonly string[];
  readonly coveredBy?: readonly string[];
}

/** One mutated source file: its text and its mutants. */
export interface ReportFile {
  readonly language: string;
  readonly source: string;
  readonly mutants: readonly ReportMutant[];
}

/** One test as the report records it: its id is what mutants name in `killedBy` and `coveredBy`. */
export interface ReportTest {
  readonly id: string;
  readonly name: string;
  readonly location?: { readonly start: Position; readonly end?: Position };
}

/** One test file: its text when the tests ran, and its tests. */
export interface ReportTestFile {
  readonly source?: string;
  readonly tests: readonly ReportTest[];
}

/** A whole report: mutated files and the test files that ran, keyed by path from the root. */
export interface MutationReport {
  readonly schemaVersion: string;
  readonly thresholds: { readonly high: number; readonly low: number };
  readonly files: Readonly<Record<string, ReportFile>>;
  readonly testFiles?: Readonly<Record<string, ReportTestFile>>;
  readonly [other: string]: unknown;
}

/** The text a mutant replaces, cut from its file's source by its location. */
export function originalText(source: string, mutant: ReportMutant): string {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  if (start.line === end.line) {
    return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  }
  const first = (lines[start.line - 1] ?? '').slice(start.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  const last = (lines[end.line - 1] ?? '').slice(0, end.column - 1);
  return [first, ...middle, last].join('\n');
}

/** The report's files whose path a group's globs select, sorted by path. */
export function filesMatching(
  report: MutationReport,
  matches: (path: string) => boolean,
): [string, ReportFile][] {
  return Object.entries(report.files)
    .filter(([path]) => matches(path))
    .sort(([a], [b]) => a.localeCompare(b));
}
