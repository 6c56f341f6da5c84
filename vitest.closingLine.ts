// A reporter that ends every run with one plain line, "tests: N passed, N failed, N skipped",
// and lists each skipped test with its reason, so a skip is never silent.
import type { Reporter, TestModule } from 'vitest/node';

/** Prints the closing line after vitest's own summary. */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const skips: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') failed++;
        else {
          skipped++;
          const note = result.state === 'skipped' ? result.note : undefined;
          skips.push(
            `${module.moduleId.replace(process.cwd() + '/', '')} › ${test.fullName}${note ? ` (${note})` : ''}`,
          );
        }
      }
    }
    for (const line of skips) process.stdout.write(`skipped: ${line}\n`);
    process.stdout.write(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
