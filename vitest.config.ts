// Three suites: unit (pure, fast), integration (*.int.test.ts: sockets, disk, processes) and
// end-to-end (e2e/: Chromium driven by Playwright against hub + station + renderer on loopback).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './vitest.closingLine.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/__tests__/**/*.test.ts'],
          // Exhaustive and property tests take seconds alone and several times that on two busy
          // cores (CI runs files in parallel): a hang still fails, a slow machine does not.
          testTimeout: 60_000,
          exclude: ['**/*.int.test.ts', 'node_modules/**', 'dist/**', '.stryker-tmp/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/__tests__/**/*.int.test.ts'],
          exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
