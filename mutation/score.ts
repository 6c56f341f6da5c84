// Mutation scores per group, with the reviewed equivalent mutants (mutation/equivalent.json) taken
// out of the count: an equivalent mutant cannot change behaviour, so no test can kill it.
import { originalText, type ReportFile, type ReportMutant } from './report.ts';

/** One reviewed equivalent mutant: where it is, what it changes, and why that changes nothing. */
export interface EquivalentMutant {
  /** The source file, from the project root. */
  readonly file: string;
  /** Stryker's mutator name (`ConditionalExpression`, `EqualityOperator`…). */
  readonly mutator: string;
  /** The exact text the mutant replaces (matched, not its line, so edits elsewhere keep it). */
  readonly original: string;
  /** The exact replacement text Stryker prints. */
  readonly replacement: string;
  /**
   * When `original` alone is ambiguous in its file (a bare `false`), the whole source line the
   * mutant starts on, trimmed, so that the entry names one mutant and not every look-alike.
   */
  readonly line?: string;
  /** Why no input can tell the mutant from the original: reviewed like code. */
  readonly reason: string;
}

/** A group's tally: Stryker's statuses plus the survivors the list names as equivalent. */
export interface GroupScore {
  readonly killed: number;
  readonly timeout: number;
  readonly survived: number;
  readonly noCoverage: number;
  readonly equivalent: number;
  readonly invalid: number;
  readonly ignored: number;
  /** (killed + timeout) / (killed + timeout + survived + noCoverage), in per cent; 100 when none. */
  readonly score: number;
}

/** A surviving mutant no list entry explains, for the run's printout. */
export interface Survivor {
  readonly file: string;
  readonly mutant: ReportMutant;
  readonly original: string;
}

/** True when `entry` names this mutant of `file`. */
export function namesMutant(
  entry: EquivalentMutant,
  file: string,
  source: string,
  mutant: ReportMutant,
): boolean {
  return (
    entry.file === file &&
    entry.mutator === mutant.mutatorName &&
    entry.replacement === (mutant.replacement ?? '') &&
    entry.original === originalText(source, mutant) &&
    (entry.line === undefined || entry.line === sourceLine(source, mutant))
  );
}

/** The trimmed source line a mutant starts on. */
function sourceLine(source: string, mutant: ReportMutant): string {
  return (source.split('\n')[mutant.location.start.line - 1] ?? '').trim();
}

/** Counts the mutants of some files and lists the survivors that are not on the equivalent list. */
export function scoreFiles(
  files: readonly (readonly [string, ReportFile])[],
  equivalents: readonly EquivalentMutant[],
): { score: GroupScore; survivors: Survivor[] } {
  let killed = 0;
  let timeout = 0;
  let survived = 0;
  let noCoverage = 0;
  let equivalent = 0;
  let invalid = 0;
  let ignored = 0;
  const survivors: Survivor[] = [];
  for (const [file, report] of files) {
    for (const mutant of report.mutants) {
      switch (mutant.status) {
        case 'Killed':
          killed++;
          break;
        case 'Timeout':
          timeout++;
          break;
        case 'Survived':
        case 'NoCoverage':
          if (equivalents.some((e) => namesMutant(e, file, report.source, mutant))) {
            equivalent++;
          } else {
            if (mutant.status === 'Survived') survived++;
            else noCoverage++;
            survivors.push({ file, mutant, original: originalText(report.source, mutant) });
          }
          break;
        case 'CompileError':
        case 'RuntimeError':
          invalid++;
          break;
        case 'Ignored':
        case 'Pending':
          ignored++;
          break;
      }
    }
  }
  const detected = killed + timeout;
  const valid = detected + survived + noCoverage;
  const score = valid === 0 ? 100 : (100 * detected) / valid;
  return {
    score: { killed, timeout, survived, noCoverage, equivalent, invalid, ignored, score },
    survivors,
  };
}

/** The list entries that no mutant of the given files matches any more (stale after an edit). */
export function staleEquivalents(
  files: readonly (readonly [string, ReportFile])[],
  equivalents: readonly EquivalentMutant[],
): EquivalentMutant[] {
  const covered = new Set(files.map(([file]) => file));
  return equivalents.filter(
    (e) =>
      covered.has(e.file) &&
      !files.some(
        ([file, report]) =>
          file === e.file && report.mutants.some((m) => namesMutant(e, file, report.source, m)),
      ),
  );
}
