// Issue 11 §2 and "Done when" by touch through the real hub and station, at a station with a low
// credit (30 €): voisins du zéro, orphelins, jeu zéro, a finale en plein and a finale à cheval,
// each touched on the racetrack (the finales on its band) and drawn there as its own stack, the
// meter checked to the cent after each against the chips written out below from RULES.md Part B
// §5.4 and paid on the hub's number by the test's own reference (helpers/rouletteTable.ts); the
// chips the credit cannot cover disabled; the game recall opened by touch, its figures to the
// cent; the limits caption in full at 1920×1080 and 1280×800; screenshots at both sizes.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../main/launch/demo.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';
import {
  type RefBet,
  drawnCount,
  hubResult,
  meterCents,
  returnedOn,
  rouletteHub,
  spotCentre,
  staked,
  tapSpot,
  waitForBettingWindow,
  waitForLanding,
  waitForMeter,
  waitForPhase,
} from './helpers/rouletteTable.ts';

const TIMING = { bettingMs: 30_000, spinMs: 4_000, resultMs: 6_000 };
const START = 3_000;
const CHIPS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000];

const cheval = (a: number, b: number, stake = 100): RefBet => ({
  key: `cheval-${a}-${b}`,
  covers: [a, b],
  odds: 17,
  stake,
});
const plein = (n: number): RefBet => ({ key: `plein-${n}`, covers: [n], odds: 35, stake: 100 });

// RULES.md Part B §5.4, at 1 € a chip, written out here (not read from games/).
/** Voisins du zéro, 9 chips: 0-2-3 trio ×2; 4/7, 12/15, 18/21, 19/22, 32/35; carré 25/26/28/29 ×2. */
const VOISINS_DU_ZERO: readonly RefBet[] = [
  { key: 'transversale-0-2-3', covers: [0, 2, 3], odds: 11, stake: 200 },
  cheval(4, 7),
  cheval(12, 15),
  cheval(18, 21),
  cheval(19, 22),
  cheval(32, 35),
  { key: 'carre-25-26-28-29', covers: [25, 26, 28, 29], odds: 8, stake: 200 },
];
/** Orphelins, 5 chips: plein 1; chevaux 6/9, 14/17, 17/20, 31/34. */
const ORPHELINS: readonly RefBet[] = [plein(1), cheval(6, 9), cheval(14, 17), cheval(17, 20), cheval(31, 34)];
/** Jeu zéro, 4 chips: chevaux 0/3, 12/15, 32/35; plein 26. */
const JEU_ZERO: readonly RefBet[] = [cheval(0, 3), cheval(12, 15), cheval(32, 35), plein(26)];
/** Finale en plein 7: one plein on each number ending in 7. */
const FINALE_7: readonly RefBet[] = [plein(7), plein(17), plein(27)];
/**
 * Finale à cheval 0/3 (RULES.md names the finales but writes out only the pleins; the à cheval is
 * the conventional one): the chevaux of the numbers ending in 0 and 3, 0/3, 10/13, 20/23, 30/33.
 */
const FINALE_0_3: readonly RefBet[] = [cheval(0, 3), cheval(10, 13), cheval(20, 23), cheval(30, 33)];

const PLACED = [
  { key: 'race-voisinsDuZero', kind: 'voisinsDuZero', bets: VOISINS_DU_ZERO },
  { key: 'race-orphelins', kind: 'orphelins', bets: ORPHELINS },
  { key: 'race-jeuZero', kind: 'jeuZero', bets: JEU_ZERO },
  { key: 'race-finale-7', kind: 'finalePlein', bets: FINALE_7 },
  { key: 'race-finale-0-3', kind: 'finaleCheval', bets: FINALE_0_3 },
] as const;
const ALL = PLACED.flatMap((p) => p.bets);

let demo: RunningDemo;
let context: BrowserContext;
let page: Page;

/** An amount the French way, written here: "25,00 €" with a no-break space (below 1 000 €). */
const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}\u00a0€`;

/** The chips the selector offers enabled, in cents. */
async function enabledChips(): Promise<number[]> {
  const out: number[] = [];
  for (const c of CHIPS) if (await page.getByTestId(`chip-${c}`).isEnabled()) out.push(c);
  return out;
}

/** The chip (key, spot) pairs the hub holds for annonce `kind`, as sortable strings. */
function hubChips(kind: string): string[] {
  return (rouletteHub(demo)?.bets ?? [])
    .filter((b) => b.annonce?.kind === kind)
    .map((b) => `${JSON.stringify(b.spot)}:${b.stake}`)
    .sort();
}

/** The keys and stakes of `bets` as the hub writes its chips. */
function refChips(bets: readonly RefBet[]): string[] {
  return bets
    .map((b) => {
      const [kind, ...rest] = b.key.split('-');
      const spot = kind === 'plein' ? { kind, number: Number(rest[0]) } : { kind, numbers: rest.map(Number) };
      return `${JSON.stringify(spot)}:${b.stake}`;
    })
    .sort();
}

/** The racetrack's lowest row (the finales band), its two ends and a middle cell. */
const FINALES_BAND = ['race-finale-0', 'race-finale-9', 'race-finale-6-9'];

/**
 * The limits caption, laid out in full: nothing cut, nothing under the controls or off the frame,
 * under the canvas (so never over the racetrack, whose finales band is drawn above it), its size.
 */
async function captionLayout() {
  await page.waitForFunction(() => 'tapisFelt' in window, undefined, { timeout: 10_000 });
  const track = await Promise.all(FINALES_BAND.map((k) => spotCentre(page, k)));
  return page.evaluate((band) => {
    const caption = document.querySelector<HTMLElement>('[data-testid="limits"]');
    const frame = caption?.closest<HTMLElement>('.felt-frame');
    const controls = document.querySelector<HTMLElement>('[data-testid="controls"]');
    const felt = document.querySelector<HTMLElement>('[data-testid="felt"]');
    if (!caption || !frame || !controls || !felt) return null;
    const c = caption.getBoundingClientRect();
    const f = frame.getBoundingClientRect();
    const k = controls.getBoundingClientRect();
    const h = felt.getBoundingClientRect();
    return {
      text: caption.innerText,
      fontPx: Number.parseFloat(getComputedStyle(caption).fontSize),
      linesPx: [...caption.querySelectorAll('p')].map((p) => Number.parseFloat(getComputedStyle(p).fontSize)),
      belowCanvas: c.top >= h.bottom - 0.5,
      trackAbove: band.every((p) => p.y > h.top && p.y < c.top),
      // Each limit on one line ("Deux douzaines 2 000 €" never cut between its name and its amount).
      limitsWhole: [...caption.querySelectorAll('.limit')].every((s) => s.getClientRects().length === 1),
      cutAcross: caption.scrollWidth > caption.clientWidth,
      cutDown: caption.scrollHeight > caption.clientHeight,
      insideFrame:
        c.top >= f.top && c.bottom <= f.bottom + 0.5 && c.left >= f.left && c.right <= f.right + 0.5,
      aboveControls: c.bottom <= k.top + 0.5,
      lines: [...caption.querySelectorAll('p')].map((p) => ({
        cut: p.scrollWidth > p.clientWidth,
        visible: p.getBoundingClientRect().height > 0,
      })),
    };
  }, track);
}

/** Every maximum of the hub's limits appears in the caption, worded the French way. */
async function expectCaptionInFull(minFontPx: number): Promise<number> {
  const layout = await captionLayout();
  expect(layout).not.toBeNull();
  expect(layout).toMatchObject({
    cutAcross: false,
    cutDown: false,
    insideFrame: true,
    aboveControls: true,
    belowCanvas: true,
    trackAbove: true,
    limitsWhole: true,
  });
  // Legible at a terminal (docs/roulette-screen.md "Limits in full"): every line at least that size.
  expect(layout?.fontPx).toBeGreaterThanOrEqual(minFontPx);
  for (const px of layout?.linesPx ?? []) expect(px).toBeGreaterThanOrEqual(minFontPx);
  expect(layout?.lines).toEqual([
    { cut: false, visible: true },
    { cut: false, visible: true },
  ]);
  const limits = rouletteHub(demo)?.limits;
  const whole = (c: number) =>
    `${String(Math.trunc(c / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}\u00a0€`;
  const text = layout?.text ?? '';
  expect(text).toContain(`Mise minimum ${whole(limits?.minimum ?? 0)}`);
  expect(text).toContain(`Plein maximum ${whole(limits?.maxPlein ?? 0)}`);
  expect(text).toContain(`Chances simples maximum ${whole(limits?.maxChance ?? 0)}`);
  expect(text).toMatch(/Zéro[ \u00a0]:[ \u00a0]partage/);
  expect(text).toContain(`Cheval ${whole(limits?.maxima?.cheval ?? 0)}`);
  expect(text).toContain(`Chance simple ${whole(limits?.maxima?.chance ?? 0)}`);
  return layout?.fontPx ?? 0;
}

/** The caption's font size at 1920×1080, to find it larger there than at 1280×800. */
let captionPx1920 = 0;

describe.skipIf(!hasChromium())(`roulette racetrack and finales by touch (needs ${CHROMIUM_PATH})`, () => {
  beforeAll(async () => {
    demo = await startDemo({ ...TIMING, creditCents: START });
    context = await launchChromium();
    page = await context.newPage();
    await page.goto(demo.url);
    await waitForMeter(page, START);
  });

  afterAll(async () => {
    await context?.close();
    await demo?.stop();
  });

  it('places the annonces and the finales on the racetrack by touch; paid to the cent', async () => {
    const roundId = await waitForBettingWindow(demo, page, 24_000);
    captionPx1920 = await expectCaptionInFull(13);
    // 30 €: the 50 € and 100 € chips cannot be covered.
    expect(await enabledChips()).toEqual([100, 200, 500, 1_000, 2_000]);
    await page.getByTestId('chip-100').click();
    let expected = START;
    for (const p of PLACED) {
      await tapSpot(page, p.key);
      expected -= staked(p.bets);
      await waitForMeter(page, expected);
      expect([p.kind, hubChips(p.kind)]).toEqual([p.kind, refChips(p.bets)]);
      // Drawn as its own stack on its racetrack target, not spread over the layout. The meter moves
      // with the hub's reply, and the pending chip gives way to the accepted one on the next frame.
      await expect
        .poll(() => drawnCount(page, p.key), { timeout: 5_000, message: `one stack on ${p.key}` })
        .toBe(1);
    }
    expect(expected).toBe(START - 900 - 500 - 400 - 300 - 400);
    expect(await drawnCount(page, 'cheval-4-7')).toBe(0);
    expect(await drawnCount(page, 'plein-17')).toBe(0);
    // 5 € left: only the 1, 2 and 5 € chips stay enabled.
    expect(await enabledChips()).toEqual([100, 200, 500]);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/roulette-finales-1920.png' });

    await waitForPhase(page, 'settled');
    const pocket = await hubResult(demo, roundId);
    await waitForLanding(page, pocket);
    await waitForMeter(page, START - staked(ALL) + returnedOn(ALL, pocket), 10_000);
  });

  it('opens the game recall by touch after the round: its figures to the cent', async () => {
    const last = rouletteHub(demo)?.lastSettlement;
    const pocket = rouletteHub(demo)?.lastResults[0]?.pocket ?? -1;
    expect(last?.roundId).toBeDefined();
    const returned = returnedOn(ALL, pocket);
    await page.getByTestId('recall-button').click();
    const game = page.getByTestId('recall-game').first();
    await game.waitFor({ state: 'visible', timeout: 10_000 });
    expect({
      status: await game.getAttribute('data-status'),
      stakes: Number(await game.getAttribute('data-stakes')),
      wins: Number(await game.getAttribute('data-wins')),
      before: Number(await game.getAttribute('data-credit-before')),
      after: Number(await game.getAttribute('data-credit-after')),
    }).toEqual({
      status: 'settled',
      stakes: 2_500,
      wins: returned,
      before: START,
      after: START - 2_500 + returned,
    });
    const shown = await game.innerText();
    // Each stake by its annonce's name (RULES.md Part B §5.4), never the journal's JSON.
    for (const [name, cents] of [
      ['voisins du zéro', 900],
      ['orphelins', 500],
      ['jeu zéro', 400],
      ['finale en plein 7', 300],
      ['finale à cheval 0/3', 400],
    ] as const)
      expect(shown).toContain(`${name} · ${euros(cents)}`);
    expect(shown).not.toContain('{');
    expect(shown).toContain(`Mises\u00a0: ${euros(2_500)}`);
    expect(shown).toContain(`Retour\u00a0: ${euros(returned)}`);
    expect(shown).toContain(`${euros(START)} → ${euros(START - 2_500 + returned)}`);
    expect(await page.getByTestId('recall-outcome').first().innerText()).toContain(String(pocket));
    await page.screenshot({ path: 'test-results/roulette-recall-1920.png' });
    await page.getByTestId('overlay-close').click();
  });

  it('keeps the finales touchable and the limits in full at 1280×800', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const before = await meterCents(page);
    await waitForBettingWindow(demo, page, 15_000);
    const captionPx1280 = await expectCaptionInFull(13);
    expect(captionPx1920).toBeGreaterThan(captionPx1280);
    // Finale en plein 5 (5, 15, 25, 35) at 1 €, touched on the band at this size.
    await page.getByTestId('chip-100').click();
    await tapSpot(page, 'race-finale-5');
    await waitForMeter(page, before - 400);
    expect(hubChips('finalePlein')).toEqual(refChips([plein(5), plein(15), plein(25), plein(35)]));
    await page.screenshot({ path: 'test-results/roulette-finales-1280.png' });
  });
});
