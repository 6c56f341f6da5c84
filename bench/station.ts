// `npm run bench -- station` (issue 12 §6): the PIN pad shown at most 100 ms after the card event
// at p95. On the virtual chain — a card tapped on vpcd, pcscd, the station's reader process, the
// station, the loopback bridge, the renderer in Chromium — from the station's card event to the
// pad in the page's DOM, beside a baseline measured in the same run: a view change of the station
// (the language) to the page's DOM, i.e. the bridge push and the paint alone. The pad comes up at
// the tap while the hub authenticates the card (main/station/loginFlow.ts), so no hub is in the
// measured path: the authentication here waits until the pad is seen, then refuses, and the card
// is lifted for the next round. A private pcscd (testkit/nfc/privatePcscd.ts; needs root).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../e2e/helpers/chromium.ts';
import { RENDERER_DIR } from '../main/launch/demo.ts';
import { startLoopbackBridge } from '../main/station/loopbackServer.ts';
import { startStation } from '../main/station/startStation.ts';
import type { ProtocolError } from '../protocol/errors.ts';
import { privatePcscd } from '../testkit/nfc/privatePcscd.ts';
import { VpcdCard } from '../testkit/nfc/vpcdCard.ts';

const NAME = 'Station Bench PCD';
const ROUNDS = Number(process.env['BENCH_STATION_ROUNDS'] ?? 30);
const UID = Uint8Array.from(Buffer.from('04D35F1A2B3C4E', 'hex'));

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (x: number): string => `${x.toFixed(1)} ms`;
const line = (what: string, figure: string, ratio?: number): void =>
  void process.stdout.write(
    `${what.padEnd(62)} ${figure}${ratio === undefined ? '' : `  (×${ratio.toFixed(2)})`}\n`,
  );

const pcscd = privatePcscd(NAME);
await pcscd.start();
let refuse: (() => void) | null = null;
const station = await startStation({
  // No hub listens there: the pad does not wait for one.
  hubUrl: 'ws://127.0.0.1:9/terminal',
  terminalId: 'BENCH',
  secret: 'bench-station-secret-0123456789',
  dataDir: mkdtempSync(join(tmpdir(), 'tapis-bench-station-')),
  reader: { socketPath: pcscd.socketPath, readerName: `${NAME} 00 00` },
  cardLogin: {
    authenticate: () =>
      new Promise((resolve) => {
        const error: ProtocolError = {
          code: 'CARD_UNREADABLE',
          message: 'bench: refused once the pad is seen',
        };
        refuse = () => resolve({ ok: false, error });
      }),
  },
});
const bridge = await startLoopbackBridge(station, RENDERER_DIR);
const context = await launchChromium();
try {
  const until = async (test: () => boolean, what: string): Promise<void> => {
    const end = Date.now() + 15_000;
    while (!test()) {
      if (Date.now() > end) throw new Error(`bench: ${what} not reached`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await until(() => station.getView().reader === 'ready', 'reader ready');
  const page = await context.newPage();
  await page.goto(bridge.url);
  await page.getByTestId('lang-toggle').waitFor();
  /**
   * Resolves with the page's epoch time when the pad appears, or when the language key's text
   * changes. Page code: this file is typed for Node, so the DOM it uses is declared here.
   */
  const watch = (kind: 'pad' | 'language'): Promise<number> =>
    page.evaluate((k) => {
      type Node = { textContent: string | null };
      const g = globalThis as unknown as {
        document: { querySelector(selector: string): Node | null; body: object };
        MutationObserver: new (callback: () => void) => {
          observe(target: object, options: object): void;
          disconnect(): void;
        };
      };
      const key = (): string => g.document.querySelector('[data-testid="lang-toggle"]')?.textContent ?? '';
      const before = key();
      const changed = (): boolean =>
        k === 'pad' ? g.document.querySelector('[data-testid="pin-pad"]') !== null : key() !== before;
      return new Promise<number>((resolve) => {
        const observer = new g.MutationObserver(() => {
          if (!changed()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(g.document.body, { childList: true, subtree: true, characterData: true });
      });
    }, kind);

  const pad: number[] = [];
  const push: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Baseline: a view change of the station to the page's DOM.
    const shown = watch('language');
    await page.waitForTimeout(20);
    const t0 = Date.now();
    await station.setLanguage({ language: i % 2 === 0 ? 'en' : 'fr' });
    push.push((await shown) - t0);

    // The card event to the pad in the DOM.
    const padShown = watch('pad');
    await page.waitForTimeout(20);
    const event = new Promise<number>((resolve) => {
      const stop = station.reader?.onCard(() => {
        stop?.();
        resolve(Date.now());
      });
    });
    const card = await VpcdCard.tap({ port: pcscd.port, uid: UID, handler: () => Uint8Array.of(0x91, 0x00) });
    const at = await event;
    pad.push((await padShown) - at);
    (refuse as (() => void) | null)?.();
    await until(() => station.getView().login?.phase === 'refused', 'refusal');
    await card.lift();
    await until(() => station.getView().login?.phase === 'idle', 'idle');
    await page.getByTestId('pin-pad').waitFor({ state: 'detached' });
  }
  const padP95 = quantile(pad, 0.95);
  const pushP95 = quantile(push, 0.95);
  line(`baseline: a station view change → page DOM, p50 (${ROUNDS} rounds)`, ms(quantile(push, 0.5)));
  line('baseline: a station view change → page DOM, p95', ms(pushP95));
  line(
    'card event → PIN pad in the page DOM, p50',
    ms(quantile(pad, 0.5)),
    quantile(pad, 0.5) / quantile(push, 0.5),
  );
  line('card event → PIN pad in the page DOM, p95', ms(padP95), padP95 / pushP95);
  line('card event → PIN pad, max', ms(Math.max(...pad)));
  line('target: p95 ≤ 100 ms', padP95 <= 100 ? 'met' : 'NOT met');
} finally {
  await context.close();
  await bridge.close();
  await station.close();
  await pcscd.stop();
}
