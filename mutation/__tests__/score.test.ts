// The scores `npm run test:mutation` prints and the equivalent-mutant list it applies
// (docs/testing.md): counted on small hand-made reports.
import { describe, expect, it } from 'vitest';
import { originalText, type ReportFile, type ReportMutant } from '../report.ts';
import { scoreFiles, staleEquivalents, type EquivalentMutant } from '../score.ts';

const source = 'export function max(a, b) {\n  return a >= b ? a : b;\n}\n';

let nextId = 0;
function mutant(
  status: ReportMutant['status'],
  mutatorName = 'EqualityOperator',
  replacement = 'a > b',
): ReportMutant {
  nextId++;
  // "a >= b" is line 2, columns 10 to 16 (1-based, end exclusive).
  return {
    id: String(nextId),
    mutatorName,
    replacement,
    status,
    location: { start: { line: 2, column: 10 }, end: { line: 2, column: 16 } },
  };
}

const file = (mutants: ReportMutant[]): ReportFile => ({ language: 'typescript', source, mutants });

const equivalent: EquivalentMutant = {
  file: 'games/money.ts',
  mutator: 'EqualityOperator',
  original: 'a >= b',
  replacement: 'a > b',
  reason: 'max: equal amounts are the same number.',
};

describe('mutation scores', () => {
  it('cuts the replaced text out of the source by its 1-based location', () => {
    expect(originalText(source, mutant('Survived'))).toBe('a >= b');
    const multi: ReportMutant = {
      ...mutant('Survived'),
      location: { start: { line: 1, column: 27 }, end: { line: 3, column: 2 } },
    };
    expect(originalText(source, multi)).toBe('{\n  return a >= b ? a : b;\n}');
  });

  it('scores killed and timed-out mutants over all valid ones, errors and ignored apart', () => {
    const mutants = [
      mutant('Killed'),
      mutant('Killed'),
      mutant('Timeout'),
      mutant('Survived', 'ConditionalExpression', 'true'),
      mutant('NoCoverage', 'ConditionalExpression', 'false'),
      mutant('CompileError'),
      mutant('RuntimeError'),
      mutant('Ignored'),
    ];
    const { score, survivors } = scoreFiles([['games/money.ts', file(mutants)]], []);
    expect(score).toEqual({
      killed: 2,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
      equivalent: 0,
      invalid: 2,
      ignored: 1,
      score: 60,
    });
    expect(survivors.map((s) => [s.mutant.status, s.original])).toEqual([
      ['Survived', 'a >= b'],
      ['NoCoverage', 'a >= b'],
    ]);
  });

  it('takes a listed equivalent mutant out of the count, matching file, mutator, text and replacement', () => {
    const files: [string, ReportFile][] = [['games/money.ts', file([mutant('Killed'), mutant('Survived')])]];
    expect(scoreFiles(files, [equivalent]).score).toMatchObject({ survived: 0, equivalent: 1, score: 100 });
    for (const wrong of [
      { ...equivalent, file: 'games/rng.ts' },
      { ...equivalent, mutator: 'ConditionalExpression' },
      { ...equivalent, original: 'a <= b' },
      { ...equivalent, replacement: 'a < b' },
    ]) {
      expect(scoreFiles(files, [wrong]).score).toMatchObject({ survived: 1, equivalent: 0, score: 50 });
    }
  });

  it('never lets the list excuse a killed mutant, and reports an entry that matches nothing as stale', () => {
    const files: [string, ReportFile][] = [['games/money.ts', file([mutant('Killed')])]];
    expect(scoreFiles(files, [equivalent]).score).toMatchObject({ killed: 1, equivalent: 0, score: 100 });
    const stale = { ...equivalent, original: 'a <= b' };
    expect(staleEquivalents(files, [equivalent, stale])).toEqual([stale]);
    // An entry for a file this run did not cover is not stale: it was not looked at.
    expect(staleEquivalents(files, [{ ...stale, file: 'games/rng.ts' }])).toEqual([]);
  });

  it('scores an empty group 100 %', () => {
    expect(scoreFiles([], []).score.score).toBe(100);
  });
});

describe('equivalent entries with a line', () => {
  it('match only the mutant on that line when the text alone is ambiguous', () => {
    const twoFalses = 'let a = false;\nlet b = false;\n';
    const at = (line: number): ReportMutant => ({
      id: String(line),
      mutatorName: 'BooleanLiteral',
      replacement: 'true',
      status: 'Survived',
      location: { start: { line, column: 9 }, end: { line, column: 14 } },
    });
    const files: [string, ReportFile][] = [
      ['x.ts', { language: 'typescript', source: twoFalses, mutants: [at(1), at(2)] }],
    ];
    const entry: EquivalentMutant = {
      file: 'x.ts',
      mutator: 'BooleanLiteral',
      original: 'false',
      replacement: 'true',
      line: 'let a = false;',
      reason: 'test',
    };
    const { score, survivors } = scoreFiles(files, [entry]);
    expect([score.equivalent, score.survived]).toEqual([1, 1]);
    expect(survivors.map((s) => s.mutant.id)).toEqual(['2']);
  });
});
