// Builds the sandboxed preload (DESIGN.md "The kiosk"): preload/index.ts → dist/preload/index.cjs,
// ONE CommonJS file. A sandboxed preload cannot load other files, so everything it uses
// (protocol/, and zod if protocol/ code is ever imported at run time) is bundled in; only
// 'electron' stays external — the sandbox's require provides it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist/preload',
    emptyOutDir: true,
    target: 'chrome140',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { index: 'preload/index.ts' },
      external: ['electron'],
      output: { format: 'cjs', entryFileNames: 'index.cjs', codeSplitting: false },
    },
  },
  ssr: { noExternal: true, external: ['electron'] },
});
