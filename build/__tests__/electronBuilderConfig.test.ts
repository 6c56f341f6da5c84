// electron-builder.yml is checked by electron-builder's own loader and schema (the packager cannot
// run here: no Electron zip), and its security-relevant values are pinned exactly.
import { fileURLToPath } from 'node:url';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('electron-builder.yml', async () => {
  const config = await getConfig(ROOT, 'electron-builder.yml', null);

  it('passes electron-builder’s schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('sets every fuse of the checklist', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false,
    });
  });

  it('packs into asar from dist/, with the NFC addon unpacked, for AppImage and deb', () => {
    expect(config.asar).toBe(true);
    // getConfig normalises `files` into one filter set.
    expect(JSON.stringify(config.files)).toContain(
      '"dist/main/**","dist/preload/**","dist/hub/**","dist/renderer/**"',
    );
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['node_modules/@pokusew/pcsclite/**']));
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
  });
});
