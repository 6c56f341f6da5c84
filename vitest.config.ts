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
          exclude: ['**/*.int.test.ts', 'node_modules/**', 'dist/**', '**/*.nfc.test.ts', '.stryker-tmp/**'],
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
      {
        // Every test that talks to pcscd (*.nfc.test.ts, beside the code or in e2e/): every file on
        // a reader sees every card tapped on it (notes/nfc.md), and a test may restart a pcscd. So
        // these files run one at a time, in a group of their own: vitest runs its groups one after
        // another, so no other test file runs meanwhile.
        test: {
          name: 'nfc',
          include: ['**/__tests__/**/*.nfc.test.ts', 'e2e/**/*.nfc.test.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
