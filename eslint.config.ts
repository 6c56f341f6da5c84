// Lint: typescript-eslint + Vue, the layering rule of STYLE.md ("Process boundaries") and the
// ban on Math.random (DESIGN.md "Randomness"). e2e/lint tests prove both rules fire.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import globals from 'globals';
import type { Linter } from 'eslint';

const nodeBuiltins =
  '^(node:.*|assert|buffer|child_process|cluster|crypto|dgram|dns|events|fs|fs/promises|http|http2|https|net|os|path|perf_hooks|process|readline|stream|timers|tls|url|util|v8|vm|worker_threads|zlib)$';

/** A restricted-import rule entry for one layer: its forbidden modules and sibling layers. */
function layer(files: string[], forbidden: string, message: string): Linter.Config {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: forbidden, message }] }],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'node_modules/**',
      'test-results/**',
      'renderer/public/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Randomness comes only from games/rng.ts (the CSPRNG).',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
    },
  },
  {
    files: [
      'hub/**',
      'main/**',
      'bench/**',
      'e2e/**',
      'games/cli/**',
      '*.config.ts',
      '**/__tests__/**',
      'testkit/**',
      'mutation/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['renderer/**'], languageOptions: { globals: { ...globals.browser } } },
  layer(
    ['games/**/*.ts'],
    `${nodeBuiltins}|^(electron|vue|pinia|pixi\\.js|ws|nfc-pcsc)$|(^|/)(protocol|hub|main|preload|renderer)/`,
    'games/ is pure: no Node, DOM, Electron or framework, and no other layer (DESIGN.md).',
  ),
  layer(
    ['protocol/**/*.ts'],
    `${nodeBuiltins}|^(electron|vue|pinia|pixi\\.js|ws|nfc-pcsc)$|(^|/)(hub|main|preload|renderer)/`,
    'protocol/ is pure and sees only games/ (DESIGN.md).',
  ),
  layer(
    ['hub/**/*.ts'],
    '^electron$|(^|/)(main|preload|renderer)/',
    'hub/ imports only protocol/ and games/ (DESIGN.md).',
  ),
  layer(
    ['main/**/*.ts'],
    '(^|/)(renderer|preload)/',
    'main/ imports protocol/, games/ and hub/ (to start it), never the renderer or preload.',
  ),
  layer(
    ['preload/**/*.ts'],
    `${nodeBuiltins}|(^|/)(games|hub|main|renderer)/`,
    'The sandboxed preload sees only electron and protocol/ (DESIGN.md).',
  ),
  layer(
    ['renderer/**/*.ts', 'renderer/**/*.vue'],
    `${nodeBuiltins}|^electron$|^ws$|(^|/)(hub|main|preload)/`,
    'The renderer reaches the station only through the bridge (DESIGN.md).',
  ),
  // The games/ rule applies to tests too, except for their own test tooling.
  {
    files: ['games/**/__tests__/**', 'protocol/**/__tests__/**', 'games/cli/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
