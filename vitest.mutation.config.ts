// The tests Stryker runs against mutants (docs/testing.md). `npm run test:mutation` names each
// group's test files (mutation/groups.ts) in TAPIS_MUTATION_TEST_FILES, one per line: unit tests,
// and the few integration tests that only open a SQLite file; never a hub process or a browser per
// mutant. The list is set here rather than with Stryker's `testFiles`, which activates static
// mutants (module-level tables such as the paytable) after their module loaded, so that they
// falsely survive (stryker-js issues 6144 and 6209). No closing-line reporter: Stryker reads the
// results itself.
import { defineConfig } from 'vitest/config';

const named = process.env.TAPIS_MUTATION_TEST_FILES?.split('\n').filter((f) => f !== '');

export default defineConfig({
  test: {
    include:
      named !== undefined && named.length > 0
        ? named
        : [
            'games/**/__tests__/**/*.test.ts',
            'hub/**/__tests__/**/*.test.ts',
            'protocol/**/__tests__/**/*.test.ts',
          ],
    exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**'],
    // The same allowance as the unit project: property tests are slow on two busy cores.
    testTimeout: 60_000,
  },
});
