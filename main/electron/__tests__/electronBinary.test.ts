import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateElectronBinary } from '../electronBinary.ts';

function project(withPathTxt: boolean, withBinary: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tapis-electron-'));
  const pkg = path.join(root, 'node_modules', 'electron');
  mkdirSync(path.join(pkg, 'dist'), { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), '{"name":"electron"}');
  if (withPathTxt) writeFileSync(path.join(pkg, 'path.txt'), 'electron');
  if (withBinary) writeFileSync(path.join(pkg, 'dist', 'electron'), '');
  return root;
}

describe('locateElectronBinary', () => {
  it('finds the binary that path.txt names', () => {
    const root = project(true, true);
    expect(locateElectronBinary(root, {})).toEqual({
      found: true,
      path: path.join(root, 'node_modules', 'electron', 'dist', 'electron'),
    });
  });

  it('reports a package without a downloaded binary, without downloading', () => {
    expect(locateElectronBinary(project(false, false), {})).toEqual({
      found: false,
      reason: 'node_modules/electron has no path.txt: its binary was never downloaded',
    });
    const root = project(true, false);
    expect(locateElectronBinary(root, {}).found).toBe(false);
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', () => {
    const root = project(true, false);
    const dist = mkdtempSync(path.join(tmpdir(), 'tapis-dist-'));
    writeFileSync(path.join(dist, 'electron'), '');
    expect(locateElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: dist })).toEqual({
      found: true,
      path: path.join(dist, 'electron'),
    });
  });

  it('reports a missing package', () => {
    expect(locateElectronBinary(mkdtempSync(path.join(tmpdir(), 'tapis-none-')), {})).toEqual({
      found: false,
      reason: 'the electron package is not installed',
    });
  });
});
