// The kiosk's two Node-side builds, built into a temporary folder: the preload is ONE CommonJS
// file that requires nothing but 'electron' (a sandboxed preload cannot load anything else), and
// the main bundle and the hub entry require only Node builtins, electron and the runtime
// dependencies that electron-builder puts in app.asar.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createBuilder, type UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNTIME_DEPENDENCIES = ['electron', 'ws', 'zod', 'nfc-pcsc', 'pdfkit'];

function requiredModules(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/require\("([^"]+)"\)|^import .* from "([^"]+)";$|^import "([^"]+)";$/gm)) {
    found.add((m[1] ?? m[2] ?? m[3]) as string);
  }
  return [...found].sort();
}

function isAllowed(name: string): boolean {
  return name.startsWith('node:') || builtinModules.includes(name) || RUNTIME_DEPENDENCIES.includes(name);
}

describe('kiosk bundles', () => {
  it('builds the preload as one CommonJS file requiring only electron', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'tapis-preload-'));
    await build({
      configFile: path.join(ROOT, 'vite.preload.config.ts'),
      build: { outDir },
      logLevel: 'silent',
    });
    expect(readdirSync(outDir)).toEqual(['index.cjs']);
    const code = readFileSync(path.join(outDir, 'index.cjs'), 'utf8');
    expect(requiredModules(code)).toEqual(['electron']);
    expect(code).toContain('exposeInMainWorld("terminal"');
    expect(code).not.toMatch(/\bexport\b|import\.meta/);
  });

  it('builds main (CommonJS) and the hub entry (ES module) with only allowed externals', async () => {
    const outRoot = mkdtempSync(path.join(tmpdir(), 'tapis-main-'));
    const override: UserConfig = {
      environments: {
        main: { build: { outDir: path.join(outRoot, 'main') } },
        hub: { build: { outDir: path.join(outRoot, 'hub') } },
        hubCheck: { build: { outDir: path.join(outRoot, 'hub', 'check') } },
        reader: { build: { outDir: path.join(outRoot, 'reader') } },
      },
      logLevel: 'silent',
    };
    const builder = await createBuilder({ configFile: path.join(ROOT, 'vite.main.config.ts'), ...override });
    await builder.buildApp();
    const main = readFileSync(path.join(outRoot, 'main', 'index.cjs'), 'utf8');
    const hub = readFileSync(path.join(outRoot, 'hub', 'cli.mjs'), 'utf8');
    expect(requiredModules(main).filter((m) => !isAllowed(m))).toEqual([]);
    expect(requiredModules(main)).toContain('electron');
    expect(requiredModules(hub).filter((m) => !isAllowed(m))).toEqual([]);
    expect(requiredModules(hub)).not.toContain('electron');
    // The background integrity check's worker (issue 13 §5) is built beside the hub, where the
    // built hub looks for it, and requires nothing the hub does not.
    expect(hub).toContain('"./check/worker.mjs"');
    const worker = readFileSync(path.join(outRoot, 'hub', 'check', 'worker.mjs'), 'utf8');
    expect(requiredModules(worker).filter((m) => !isAllowed(m))).toEqual([]);
    expect(requiredModules(worker)).toContain('node:worker_threads');
    // The NFC reader process (issue 12 §1): nfc-pcsc and zod, nothing of Electron.
    const reader = readFileSync(path.join(outRoot, 'reader', 'child.mjs'), 'utf8');
    expect(requiredModules(reader).filter((m) => !isAllowed(m))).toEqual([]);
    expect(requiredModules(reader)).toContain('nfc-pcsc');
    expect(requiredModules(reader)).not.toContain('electron');
    expect(main).not.toMatch(/^import /m);
  });
});
