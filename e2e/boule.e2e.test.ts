// Boule by touch through the real hub and station (issue 11 §3): every bet kind of the game — the
// pleins and the six chances simples — then undo, repeat and double, and the game recall; the meter
// is checked to the cent after each step against this test's own payout rule (seed 002), and the
// screen is kept at 1920×1080 and 1280×800 in test-results/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, hasChromium } from './helpers/chromium.ts';
import {
  type CellTable,
  bet,
  chip,
  holdSpot,
  hubResult,
  meterCents,
  openTable,
  screenshots,
  waitForBettingWindow,
  waitForLanding,
  waitForMeter,
} from './helpers/cellRounds.ts';

/** Seed 002 written out here, independently of games/: which numbers each chance holds; 5 is in none. */
const CHANCE: Readonly<Record<string, readonly number[]>> = {
  noir: [1, 3, 6, 8],
  rouge: [2, 4, 7, 9],
  impair: [1, 3, 7, 9],
  pair: [2, 4, 6, 8],
  manque: [1, 2, 3, 4],
  passe: [6, 7, 8, 9],
};

/** What `bets` return on number `n`: a plein 7 to 1 (8 × stake back), a chance 1 to 1 (2 ×). */
function returned(n: number, bets: readonly { key: string; stake: number }[]): number {
  let total = 0;
  for (const b of bets) {
    if (b.key.startsWith('plein-')) total += Number(b.key.slice(6)) === n ? 8 * b.stake : 0;
    else total += CHANCE[b.key]?.includes(n) ? 2 * b.stake : 0;
  }
  return total;
}

const ROUND: readonly { key: string; stake: number }[] = [
  { key: 'plein-7', stake: 100 },
  { key: 'plein-5', stake: 100 },
  ...Object.keys(CHANCE).map((key) => ({ key, stake: 200 })),
];
const staked = (bets: readonly { stake: number }[]) => bets.reduce((s, b) => s + b.stake, 0);

/** The felt hook's announcements (docs/ui.md "Test hooks"). */
type Announcing = { tapisFelt: { announced(): { chime: string; words: string }[] } };

let t: CellTable;
/**
 * The rounds played here, as this test computed them: the credit before and after, and what was
 * staked and came back (left out for a round with an undone chip: see the report on the recall).
 */
const played: { creditBefore: number; creditAfter: number; stakes?: number; wins?: number }[] = [];

describe.skipIf(!hasChromium())(`boule rounds by touch in Chromium (needs ${CHROMIUM_PATH})`, () => {
  beforeAll(async () => {
    t = await openTable('B1', 'boule-1');
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('shows the boule felt with the 5 rule and the table’s limits', async () => {
    expect(await t.page.getByTestId('game-title').textContent()).toContain('Boule');
    expect(await t.page.getByTestId('felt-rule').textContent()).toContain(
      'Le 5 sorti, toutes les chances simples perdent',
    );
    expect((await t.page.getByTestId('felt-limits').textContent())?.replace(/\s/g, ' ')).toContain(
      'Mise minimum 1 €',
    );
  });

  it('shows a spot’s limits on press-and-hold, the hub’s maxima, without placing a chip', async () => {
    const page = t.page;
    const before = await meterCents(page);
    await holdSpot(page, 'plein-9');
    const limits = page.getByTestId('spot-limits');
    await limits.waitFor({ state: 'visible', timeout: 5_000 });
    // Seed 002 at the demo table: minimum 1 €, plein maximum 40 × the minimum.
    expect(await page.getByTestId('spot-minimum').getAttribute('data-cents')).toBe('100');
    expect(await page.getByTestId('spot-maximum').getAttribute('data-cents')).toBe('4000');
    expect(await meterCents(page)).toBe(before);
    await limits.click();
    await holdSpot(page, 'passe');
    await limits.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await page.getByTestId('spot-maximum').getAttribute('data-cents')).toBe('20000');
    await limits.click();
  });

  it('stakes every bet kind, undoes a chip, and pays to the cent from the hub’s number', async () => {
    const page = t.page;
    const roundId = await waitForBettingWindow(t, 14_000);
    let meter = await meterCents(page);
    const before = meter;
    await chip(page, 100);
    for (const b of ROUND.filter((b) => b.stake === 100)) await bet(page, b.key, (meter -= b.stake));
    await chip(page, 200);
    for (const b of ROUND.filter((b) => b.stake === 200)) await bet(page, b.key, (meter -= b.stake));
    // Undo: a 2 € chip on plein-3, then taken back by the hub.
    await bet(page, 'plein-3', meter - 200);
    await page.getByTestId('control-undo').click();
    await waitForMeter(page, meter);
    await screenshots(page, 'boule-bets');

    const number = await hubResult(t, roundId);
    await waitForLanding(page, roundId);
    meter += returned(number, ROUND);
    await waitForMeter(page, meter);
    played.push({ creditBefore: before, creditAfter: await meterCents(page) });
    expect(await meterCents(page)).toBe(10_000 - staked(ROUND) + returned(number, ROUND));
    await screenshots(page, 'boule-result');
  });

  it('repeats the last round, doubles it, and pays the doubled stakes to the cent', async () => {
    const page = t.page;
    const roundId = await waitForBettingWindow(t, 10_000);
    let meter = await meterCents(page);
    const before = meter;
    await page.getByTestId('control-repeat').click();
    await waitForMeter(page, (meter -= staked(ROUND)));
    await page.getByTestId('control-double').click();
    await waitForMeter(page, (meter -= staked(ROUND)));
    const doubled = ROUND.map((b) => ({ ...b, stake: 2 * b.stake }));
    const number = await hubResult(t, roundId);
    await waitForLanding(page, roundId);
    await waitForMeter(page, meter + returned(number, doubled));
    played.push({
      creditBefore: before,
      creditAfter: await meterCents(page),
      stakes: staked(doubled),
      wins: returned(number, doubled),
    });
  });

  it('clears one bet, saves a favourite and replays it, keeps an own minimum, to the cent', async () => {
    const page = t.page;
    const roundId = await waitForBettingWindow(t, 14_000);
    let meter = await meterCents(page);
    const before = meter;
    await chip(page, 100);
    await bet(page, 'plein-7', (meter -= 100));
    await bet(page, 'manque', (meter -= 100));
    await bet(page, 'plein-2', (meter -= 100));
    // Clear one: in the mode, a touch on plein-2 takes its chip back; the others stay.
    await page.getByTestId('control-clearOne').click();
    expect(await page.getByTestId('control-clearOne').getAttribute('aria-pressed')).toBe('true');
    await bet(page, 'plein-2', (meter += 100));
    await page.getByTestId('control-clearOne').click();
    // Favourite: save the two bets in slot 1, clear all, and replay it as one batch.
    await page.getByTestId('favourite-save').click();
    await page.getByTestId('favourite-0').click();
    await page.waitForSelector('[data-testid="favourite-0"][data-saved="true"]', { timeout: 10_000 });
    await page.getByTestId('control-clearAll').click();
    await waitForMeter(page, (meter += 200));
    expect(meter).toBe(before);
    await page.getByTestId('favourite-0').click();
    await waitForMeter(page, (meter -= 200));
    // Own minimum: one touch proposes 2 €; the hub keeps it and the chips start there.
    await page.getByTestId('player-minimum').click();
    await page.waitForSelector('[data-testid="player-minimum"][data-cents="200"]', { timeout: 10_000 });
    expect(await page.getByTestId('chip-100').count()).toBe(0);
    expect(await page.getByTestId('chip-200').count()).toBe(1);
    await screenshots(page, 'boule-controls');

    const kept = [
      { key: 'plein-7', stake: 100 },
      { key: 'manque', stake: 100 },
    ];
    const number = await hubResult(t, roundId);
    await waitForLanding(page, roundId);
    // Once landed, the phase line calls the result instead of "Rien ne va plus" (issue 11 §3).
    await page.waitForFunction(
      (n) => {
        const el = document.querySelector('[data-testid="phase"]');
        return el?.getAttribute('data-phase') === 'settled' && el.textContent?.trim().startsWith(`${n} `);
      },
      number,
      { timeout: 5_000 },
    );
    await waitForMeter(page, meter + returned(number, kept));
    // The table's announcements as at roulette, on by default: the phases seen live, then the result.
    await page.waitForFunction(
      (n) => (window as unknown as Announcing).tapisFelt.announced().some((a) => a.words.startsWith(`${n} `)),
      number,
      { timeout: 5_000 },
    );
    const announced = await page.evaluate(() => (window as unknown as Announcing).tapisFelt.announced());
    expect(announced.map((a) => a.words)).toEqual(
      expect.arrayContaining(['Faites vos jeux', 'Rien ne va plus']),
    );
    expect(announced.find((a) => a.words.startsWith(`${number} `))?.chime).toBe('resultat');
    await page.getByTestId('sound-toggle').click();
    expect(await page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('sound-toggle').click();
    expect(await page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('true');
    // The recall counts the cleared chips among the stakes and returns: credits only, as for an undo.
    played.push({ creditBefore: before, creditAfter: await meterCents(page) });
    // Delete the favourite and go back to the table's minimum (2 → 5 → 10 → 20 € → the table's 1 €,
    // which the hub then reports as the player's minimum).
    await page.getByTestId('favourite-delete').click();
    await page.getByTestId('favourite-0').click();
    await page.waitForSelector('[data-testid="favourite-0"][data-saved="false"]', { timeout: 10_000 });
    for (const cents of ['500', '1000', '2000', '100']) {
      await page.getByTestId('player-minimum').click();
      await page.waitForSelector(`[data-testid="player-minimum"][data-cents="${cents}"]`, {
        timeout: 10_000,
      });
    }
  });

  it('recalls each game played here to the cent, and shows the statistics on demand', async () => {
    const page = t.page;
    await page.getByTestId('recall-button').click();
    await page.getByTestId('recall-panel').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByTestId('recall-game').first().waitFor({ state: 'visible', timeout: 10_000 });
    const games = await page.getByTestId('recall-game').evaluateAll((els) =>
      els.map((e) => ({
        creditBefore: Number(e.getAttribute('data-credit-before')),
        creditAfter: Number(e.getAttribute('data-credit-after')),
        stakes: Number(e.getAttribute('data-stakes')),
        wins: Number(e.getAttribute('data-wins')),
      })),
    );
    for (const round of played) expect(games).toContainEqual(expect.objectContaining(round));
    await screenshots(page, 'boule-recall');
    await page.getByTestId('overlay-close').click();
    // Statistics on demand over the spins the hub keeps: at least the two played here.
    await page.getByTestId('statistics-toggle').click();
    const stats = page.getByTestId('statistics');
    await stats.waitFor({ state: 'visible', timeout: 5_000 });
    expect(Number(await stats.getAttribute('data-spins'))).toBeGreaterThanOrEqual(2);
    await screenshots(page, 'boule-statistics');
  });
});
