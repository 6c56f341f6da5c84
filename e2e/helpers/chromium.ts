// Debian's Chromium driven by playwright-core (notes/toolchain.md): never a downloaded browser.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Where Debian installs Chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** True when the Chromium the end-to-end tests need is installed. */
export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/**
 * A persistent headless Chromium context in a fresh profile, with the flags that work here as
 * root and without network; `--disable-gpu` selects Pixi's Canvas2D renderer, which animates at
 * full speed on these machines (SwiftShader WebGL runs at about 10 frames/s).
 */
export async function launchChromium(viewport = { width: 1920, height: 1080 }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'tapis-e2e-chromium-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    locale: 'fr-FR',
    args: [
      '--no-sandbox',
      '--no-first-run',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
      '--disable-software-rasterizer',
    ],
  });
}
