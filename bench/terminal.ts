// `npm run bench -- terminal [--rounds N] [--swiftshader]` (issue 11 §5): the roulette terminal in Debian's
// Chromium through the real hub and station on loopback, on the renderer the terminal chooses
// (Canvas2D here: no hardware GPU). Prints, each beside a baseline measured in the same run:
//  - tap → chip drawn, p50/p95 over 60 taps (target p95 ≤ 50 ms); baseline: tap on a bare DOM
//    element → the next frame, on the same page;
//  - the longest frame during a spin at 1920×1080 (target ≤ 20 ms); baseline: the longest frame of
//    the same page over as long with the wheel still;
//  - the JS heap after GC over N rounds (default 200; target flat within 2 MB); baseline: the heap
//    after the first 10 rounds.
// Needs the renderer built (`npm run build`). Traffic to 127.0.0.1 only; every wait is bounded.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startDemo } from '../main/launch/demo.ts';

const CHROMIUM = '/usr/bin/chromium';

/** What the bench reads in the page (bench/ is typed for Node: the page's globals are named here). */
interface PageGlobals {
  tapisFelt?: {
    spotCenter(key: string): { x: number; y: number } | null;
    drawn?(key: string): { count: number; at: number };
    lastRenderAt?(): number;
    takeFrameWork?(): number[];
    renderer?: { name: string; gpu: string | null };
  };
  __tap?: Promise<number>;
  requestAnimationFrame(cb: (t: number) => void): number;
  addEventListener(type: 'pointerdown', cb: (e: { timeStamp: number }) => void, o: object): void;
}
const TARGETS = { tapP95Ms: 50, longestFrameMs: 20, heapGrowthMb: 2 };

/** `--rounds=N` or `--rounds N` (bench/run.ts takes bare words for bench names). */
function roundsOption(args: readonly string[]): number {
  const joined = args.find((a) => a.startsWith('--rounds='));
  const index = args.indexOf('--rounds');
  const raw = joined?.slice('--rounds='.length) ?? (index >= 0 ? args[index + 1] : undefined);
  const value = Number(raw ?? 200);
  if (!Number.isSafeInteger(value) || value < 20 || value > 2000)
    throw new Error(`--rounds takes 20–2000, got ${String(raw)}`);
  return value;
}

const ROUNDS = roundsOption(process.argv.slice(2));
/**
 * `--swiftshader`: leave Chromium's GPU process on (SwiftShader here). By default the bench runs
 * Chromium as a terminal without a hardware GPU should run, without GPU compositing: measured
 * here, SwiftShader composites the 1080p canvas at about 17 frames/s even when Pixi draws on
 * Canvas2D in under 1 ms a frame (the page's own work is printed beside the frame figures).
 */
const SWIFTSHADER = process.argv.includes('--swiftshader');
const TAPS = 60;
const KEYS = ['plein-17', 'cheval-17-20', 'carre-0-1-2-3', 'sixain-1-2-3-4-5-6', 'douzaine-2', 'rouge'];

const percentile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const out = (line: string) => process.stdout.write(`${line}\n`);

async function phase(page: Page, p: string, timeout = 120_000): Promise<void> {
  await page.locator(`[data-testid="phase"][data-phase="${p}"]`).waitFor({ state: 'attached', timeout });
}

/** One tap on `key` through a real pointer, timed from the input event to the frame that drew its chip. */
async function timedTap(page: Page, key: string): Promise<number> {
  const centre = await page.evaluate(
    (k) => (globalThis as unknown as PageGlobals).tapisFelt?.spotCenter(k) ?? null,
    key,
  );
  if (!centre) throw new Error(`no spot ${key}`);
  await page.evaluate((k) => {
    const w = globalThis as unknown as PageGlobals;
    const before = (globalThis as unknown as PageGlobals).tapisFelt?.drawn?.(k).count ?? 0;
    w.__tap = new Promise<number>((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error('chip never drawn')), 5_000);
      w.addEventListener(
        'pointerdown',
        (e) => {
          const t0 = e.timeStamp;
          const check = () => {
            const d = (globalThis as unknown as PageGlobals).tapisFelt?.drawn?.(k);
            const rendered = (globalThis as unknown as PageGlobals).tapisFelt?.lastRenderAt?.() ?? 0;
            if (d && d.count > before && rendered >= d.at) {
              clearTimeout(limit);
              resolve(rendered - t0);
            } else w.requestAnimationFrame(check);
          };
          w.requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  }, key);
  await page.mouse.click(centre.x, centre.y);
  return page.evaluate(
    () => (globalThis as unknown as PageGlobals).__tap ?? Promise.reject(new Error('no tap')),
  );
}

/** Baseline: a tap on a bare DOM element, from the input event to the next frame. */
async function baselineTap(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals;
    w.__tap = new Promise<number>((resolve) => {
      w.addEventListener(
        'pointerdown',
        (e) => w.requestAnimationFrame((t) => resolve(Math.max(t, performance.now()) - e.timeStamp)),
        { capture: true, once: true },
      );
    });
  });
  const box = await page.getByTestId('phase').boundingBox();
  if (!box) throw new Error('no phase banner');
  await page.mouse.click(box.x + 10, box.y + box.height / 2);
  return page.evaluate(
    () => (globalThis as unknown as PageGlobals).__tap ?? Promise.reject(new Error('no tap')),
  );
}

/** Frame intervals over `durationMs`, counted with requestAnimationFrame (notes/toolchain.md). */
async function frameIntervals(page: Page, durationMs: number): Promise<number[]> {
  return page.evaluate(
    (d) =>
      new Promise<number[]>((resolve) => {
        const w = globalThis as unknown as PageGlobals;
        const gaps: number[] = [];
        let last = performance.now();
        const end = last + d;
        const step = (t: number) => {
          gaps.push(t - last);
          last = t;
          if (t < end) w.requestAnimationFrame(step);
          else resolve(gaps);
        };
        w.requestAnimationFrame(step);
      }),
    durationMs,
  );
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 2 ** 20;
}

/** A demo (hub, station, bridge) and a Chromium page on its terminal, on the renderer it chooses. */
async function open(timing: { bettingMs: number; spinMs: number; resultMs: number }) {
  const demo = await startDemo({ ...timing, creditCents: 100_000 });
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'tapis-bench-')), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1920, height: 1080 },
    locale: 'fr-FR',
    // The terminal chooses its renderer itself (WebGL only on a hardware GPU).
    args: [
      '--no-sandbox',
      '--no-first-run',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(SWIFTSHADER ? [] : ['--disable-gpu', '--disable-software-rasterizer']),
    ],
  });
  const page = await context.newPage();
  await page.goto(demo.url);
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).tapisFelt?.renderer !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  return {
    demo,
    page,
    async close() {
      await context.close();
      await demo.stop();
    },
  };
}

/** The id of the round the station sees, 0 before the first. */
function roundOf(demo: Awaited<ReturnType<typeof startDemo>>): number {
  const v = demo.station.getView();
  return v.game === 'roulette' ? (v.hub?.round?.roundId ?? 0) : 0;
}

// 1–2: rounds long enough to tap in, at the demo's pace.
{
  const { demo, page, close } = await open({ bettingMs: 12_000, spinMs: 3_000, resultMs: 2_000 });
  try {
    const renderer = await page.evaluate(
      () => (globalThis as unknown as PageGlobals).tapisFelt?.renderer ?? { name: '?', gpu: null },
    );
    out(
      `renderer: ${renderer.name} (GPU probe: ${renderer.gpu ?? 'no WebGL'}) at 1920×1080, ` +
        `Chromium ${SWIFTSHADER ? 'with its GPU process on SwiftShader' : 'without GPU compositing (--disable-gpu)'}`,
    );
    const taps: number[] = [];
    const bare: number[] = [];
    while (taps.length < TAPS) {
      await phase(page, 'betting');
      for (let i = 0; i < 12 && taps.length < TAPS; i++) {
        const v = demo.station.getView();
        const left = v.game === 'roulette' ? (v.hub?.round?.closesAt ?? 0) - Date.now() : 0;
        if (left < 2_000) break;
        taps.push(await timedTap(page, KEYS[taps.length % KEYS.length] ?? 'rouge'));
        bare.push(await baselineTap(page));
      }
      if (taps.length < TAPS) await phase(page, 'noMoreBets');
    }
    out(
      `tap → chip drawn (${TAPS} taps): p50 ${ms(percentile(taps, 50))}, p95 ${ms(percentile(taps, 95))} (target p95 ≤ ${TARGETS.tapP95Ms} ms) · ` +
        `baseline tap on a bare element → next frame: p50 ${ms(percentile(bare, 50))}, p95 ${ms(percentile(bare, 95))} · ` +
        `ratio p95 ${(percentile(taps, 95) / percentile(bare, 95)).toFixed(2)}`,
    );

    await phase(page, 'betting');
    const still = await frameIntervals(page, 2_500);
    await phase(page, 'noMoreBets');
    await page.evaluate(() => (globalThis as unknown as PageGlobals).tapisFelt?.takeFrameWork?.());
    const spin = await frameIntervals(page, 5_000);
    const work = await page.evaluate(
      () => (globalThis as unknown as PageGlobals).tapisFelt?.takeFrameWork?.() ?? [],
    );
    const longest = Math.max(...spin.slice(1));
    const stillLongest = Math.max(...still.slice(1));
    out(
      `spin at 1920×1080: ${spin.length} frames in 5 s, longest ${ms(longest)}, p99 ${ms(percentile(spin, 99))} (target ≤ ${TARGETS.longestFrameMs} ms) · ` +
        `baseline, wheel still: ${still.length} frames in 2.5 s, longest ${ms(stillLongest)} · ratio ${(longest / stillLongest).toFixed(2)}`,
    );
    out(
      `  the page's own work per drawn frame during the spin (update + render): ${work.length} frames, ` +
        `p50 ${ms(percentile(work, 50))}, p95 ${ms(percentile(work, 95))}, max ${ms(Math.max(...work))}`,
    );
  } finally {
    await close();
  }
}

// 3: the heap over ROUNDS short rounds, a chip in each, against the heap after the first 10.
{
  const { demo, page, close } = await open({ bettingMs: 1_500, spinMs: 500, resultMs: 500 });
  try {
    await phase(page, 'betting');
    const first = roundOf(demo);
    let warm = NaN;
    const heaps: number[] = [];
    let played = 0;
    while (played < ROUNDS) {
      await phase(page, 'betting');
      const c = await page.evaluate(
        () => (globalThis as unknown as PageGlobals).tapisFelt?.spotCenter('rouge') ?? null,
      );
      if (!c) throw new Error('no rouge on the felt');
      await page.mouse.click(c.x, c.y);
      await phase(page, 'settled');
      played = roundOf(demo) - first + 1;
      // Rounds may pass while the heap is read: take each reading at the first round past its mark.
      if (Number.isNaN(warm) && played >= 10) warm = await heapMb(page);
      if (played >= 50 * (heaps.length + 1)) heaps.push(await heapMb(page));
    }
    const end = await heapMb(page);
    out(
      `heap after GC over ${played} rounds: ${end.toFixed(2)} MB (every 50 rounds: ${heaps.map((h) => h.toFixed(2)).join(', ')}) · ` +
        `baseline after 10 rounds: ${warm.toFixed(2)} MB · growth ${(end - warm).toFixed(2)} MB (target ≤ ${TARGETS.heapGrowthMb} MB)`,
    );
  } finally {
    await close();
  }
}
