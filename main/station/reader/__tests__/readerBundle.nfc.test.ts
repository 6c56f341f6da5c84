// The reader process as the kiosk ships it: vite.main.config.ts's `reader` bundle
// (dist/reader/child.mjs), forked by the supervisor, reads a card on a private pcscd + vpcd.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PrivatePcscd, privatePcscd } from '../../../../testkit/nfc/privatePcscd.ts';
import { VpcdCard } from '../../../../testkit/nfc/vpcdCard.ts';
import { ReaderSupervisor, type TappedCard } from '../readerSupervisor.ts';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const PORT = 36150;
let pcscd: PrivatePcscd;

beforeAll(async () => {
  pcscd = privatePcscd(PORT, 'Bundle PCD');
  await pcscd.start();
});
afterAll(async () => {
  await pcscd.dispose();
});

it('runs the built reader bundle under the supervisor', async () => {
  // Inside the checkout (test-results/ is git-ignored) so that the bundle finds node_modules.
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  const outRoot = mkdtempSync(path.join(ROOT, 'test-results', 'reader-bundle-'));
  const builder = await createBuilder({
    configFile: path.join(ROOT, 'vite.main.config.ts'),
    environments: {
      main: { build: { outDir: path.join(outRoot, 'main') } },
      hub: { build: { outDir: path.join(outRoot, 'hub') } },
      reader: { build: { outDir: path.join(outRoot, 'reader') } },
    },
    logLevel: 'silent',
  });
  await builder.buildApp();
  const reader = new ReaderSupervisor({
    socketPath: pcscd.socketPath,
    readerName: 'Bundle PCD 00 00',
    childEntry: path.join(outRoot, 'reader', 'child.mjs'),
  });
  try {
    const tapped = new Promise<TappedCard>((resolve, reject) => {
      reader.onCard(resolve);
      setTimeout(() => reject(new Error(`no card in 8 s (reader ${reader.state})`)), 8_000);
    });
    const card = await VpcdCard.tap({
      port: PORT,
      uid: Uint8Array.from([0x04, 9, 8, 7, 6, 5, 4]),
      handler: () => Uint8Array.from([0x42, 0x90, 0x00]),
    });
    const channel = await tapped;
    expect([...channel.uid]).toEqual([0x04, 9, 8, 7, 6, 5, 4]);
    expect([...(await channel.transmit(Uint8Array.from([0x00, 0xb0, 0x00, 0x00, 0x01])))]).toEqual([
      0x42, 0x90, 0x00,
    ]);
    await card.lift();
  } finally {
    await reader.close();
    rmSync(outRoot, { recursive: true, force: true });
  }
});
