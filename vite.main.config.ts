// Builds the Electron main process and the hub entry it forks (DESIGN.md "The kiosk"):
//   main/electron/main.ts → dist/main/index.cjs (CommonJS, what package.json "main" names)
//   hub/cli.ts            → dist/hub/cli.mjs   (ES module, run in a utilityProcess)
//   hub/store/backgroundCheckWorker.ts → dist/hub/check/worker.mjs (its integrity check's worker thread)
//   main/station/reader/readerChild.ts → dist/reader/child.mjs (the NFC reader process, ditto)
// Node builtins, 'electron' and the runtime dependencies (ws, zod, nfc-pcsc...) stay external:
// they are required at run time from node_modules (inside app.asar, the native addon unpacked).
// Two environments in one `vite build --config vite.main.config.ts`.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type EnvironmentOptions } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Modules never bundled: Node, Electron, and every dependency present in node_modules. */
const external: (string | RegExp)[] = [
  /^node:/,
  ...builtinModules,
  'electron',
  /^electron\//,
  'ws',
  'zod',
  /^zod\//,
  'nfc-pcsc',
  // The registers' PDF (hub/registers/modele7Pdf.ts) loads its font metrics from its own folder.
  'pdfkit',
  '@pokusew/pcsclite',
  'bufferutil',
  'utf-8-validate',
];

function nodeBuild(
  entry: string,
  outDir: string,
  format: 'cjs' | 'es',
  fileName: string,
): EnvironmentOptions {
  return {
    consumer: 'server',
    resolve: { external: true },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { index: entry },
        external,
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    },
  };
}

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  environments: {
    main: nodeBuild('main/electron/main.ts', 'dist/main', 'cjs', 'index.cjs'),
    hub: nodeBuild('hub/cli.ts', 'dist/hub', 'es', 'cli.mjs'),
    // The background integrity check's worker thread (hub/store/backgroundCheck.ts), beside the hub
    // entry that starts it; built after the hub, whose build empties dist/hub.
    hubCheck: nodeBuild('hub/store/backgroundCheckWorker.ts', 'dist/hub/check', 'es', 'worker.mjs'),
    reader: nodeBuild('main/station/reader/readerChild.ts', 'dist/reader', 'es', 'child.mjs'),
  },
  builder: {
    async buildApp(builder) {
      for (const name of ['main', 'hub', 'hubCheck', 'reader'] as const) {
        const environment = builder.environments[name];
        if (environment === undefined) throw new Error(`no ${name} environment`);
        await builder.build(environment);
      }
    },
  },
});
