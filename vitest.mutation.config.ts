// The tests Stryker may run against mutants (docs/testing.md). Which files actually run is each
// group's `testFiles` list (mutation/groups.ts): unit tests, and the few integration tests that
// only open a SQLite file; never a hub process or a browser per mutant. No closing-line reporter:
// Stryker reads the results itself.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'games/**/__tests__/**/*.test.ts',
      'hub/**/__tests__/**/*.test.ts',
      'protocol/**/__tests__/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**'],
    // The same allowance as the unit project: property tests are slow on two busy cores.
    testTimeout: 60_000,
  },
});
