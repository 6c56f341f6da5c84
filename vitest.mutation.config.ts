// The tests Stryker runs against each mutant (docs/testing.md): the unit tests of the code it
// mutates, without the integration and end-to-end suites (processes and browsers per mutant would
// take hours on two cores) and without the closing-line reporter (Stryker reads results itself).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'games/**/__tests__/**/*.test.ts',
      'hub/**/__tests__/**/*.test.ts',
      'protocol/**/__tests__/**/*.test.ts',
    ],
    exclude: ['**/*.int.test.ts', 'node_modules/**', 'dist/**', '.stryker-tmp/**'],
    // The same allowance as the unit project: property tests are slow on two busy cores.
    testTimeout: 60_000,
  },
});
