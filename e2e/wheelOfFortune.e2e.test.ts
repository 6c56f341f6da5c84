// The wheel of fortune by touch through the real hub and station (issue 11 §3): a stake on each of
// the seven colours — the purple "Bonus" at its fixed stake — then undo, repeat and double, and the
// game recall; the meter is checked to the cent against this test's own payout rule (seed 000, "N
// pour 1": N × stake back, stake included; on purple the bonus wheel's ratio). The wheel's segments
// are data (games/wheelOfFortune/layout.ts): the rule is written out here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_WHEEL } from '../games/wheelOfFortune/layout.ts';
import { CHROMIUM_PATH, hasChromium } from './helpers/chromium.ts';
import {
  type CellTable,
  bet,
  chip,
  meterCents,
  openTable,
  screenshots,
  stationResult,
  waitForBettingWindow,
  waitForLanding,
  waitForMeter,
} from './helpers/cellRounds.ts';

/** Seed 000's ratios "pour 1", main wheel and bonus wheel (segments 0–5 in BONUS_WHEEL order). */
const RATIO: Readonly<Record<string, number>> = { '2': 2, '4': 4, '6': 6, '16': 16, '24': 24, '48': 48 };
const BONUS_RATIO = [5, 20, 50, 100, 250, 1000];

/** What `bets` return when the wheel stops on `segment` (and the bonus wheel on `bonusSegment`). */
function returned(
  segment: number,
  bonusSegment: number | null,
  bets: readonly { key: string; stake: number }[],
): number {
  const symbol = MAIN_WHEEL[segment];
  let total = 0;
  for (const b of bets) {
    if (b.key !== `symbol-${symbol}`) continue;
    const ratio = symbol === 'bonus' ? BONUS_RATIO[bonusSegment ?? -1] : RATIO[symbol ?? ''];
    if (ratio === undefined) throw new Error(`no ratio for ${symbol}`);
    total += ratio * b.stake;
  }
  return total;
}

const ROUND: readonly { key: string; stake: number }[] = ['2', '4', '6', '16', '24', '48', 'bonus'].map(
  (s) => ({
    key: `symbol-${s}`,
    stake: 100,
  }),
);
const staked = (bets: readonly { stake: number }[]) => bets.reduce((s, b) => s + b.stake, 0);

let t: CellTable;
/**
 * The rounds played here, as this test computed them: the credit before and after, and what was
 * staked and came back (left out for a round with an undone chip: see the report on the recall).
 */
const played: { creditBefore: number; creditAfter: number; stakes?: number; wins?: number }[] = [];

describe.skipIf(!hasChromium())(
  `wheel of fortune rounds by touch in Chromium (needs ${CHROMIUM_PATH})`,
  () => {
    beforeAll(async () => {
      t = await openTable('W1', 'roue-1');
    });

    afterAll(async () => {
      await t?.stop();
    });

    it('shows the seven colours with their ratios, the reading and the fixed bonus stake', async () => {
      expect(await t.page.getByTestId('game-title').textContent()).toContain('Roue de la chance');
      expect(await t.page.getByTestId('felt-rule').textContent()).toContain('N fois la mise, mise comprise');
      expect((await t.page.getByTestId('felt-limits').textContent())?.replace(/\s/g, ' ')).toContain(
        'Bonus : mise fixe 1 €',
      );
    });

    it('clears one colour, saves the layout as a favourite, replays it and clears all, to the cent', async () => {
      const page = t.page;
      await waitForBettingWindow(t, 14_000);
      let meter = await meterCents(page);
      const before = meter;
      await chip(page, 100);
      await bet(page, 'symbol-6', (meter -= 100));
      await bet(page, 'symbol-16', (meter -= 100));
      await page.getByTestId('control-clearOne').click();
      await bet(page, 'symbol-6', (meter += 100));
      await page.getByTestId('control-clearOne').click();
      await page.getByTestId('favourite-save').click();
      await page.getByTestId('favourite-1').click();
      await page.waitForSelector('[data-testid="favourite-1"][data-saved="true"]', { timeout: 10_000 });
      await page.getByTestId('control-clearAll').click();
      await waitForMeter(page, (meter += 100));
      await page.getByTestId('favourite-1').click();
      await waitForMeter(page, meter - 100);
      await screenshots(page, 'wheel-of-fortune-controls');
      // Leave the round as it was: nothing staked, so that the next test starts from the full credit.
      await page.getByTestId('control-clearAll').click();
      await waitForMeter(page, before);
      await page.getByTestId('favourite-delete').click();
      await page.getByTestId('favourite-1').click();
      await page.waitForSelector('[data-testid="favourite-1"][data-saved="false"]', { timeout: 10_000 });
    });

    it('stakes every colour, undoes a chip, and pays to the cent from the hub’s segment', async () => {
      const page = t.page;
      const roundId = await waitForBettingWindow(t, 12_000);
      let meter = await meterCents(page);
      const before = meter;
      await chip(page, 100);
      for (const b of ROUND) await bet(page, b.key, (meter -= b.stake));
      await bet(page, 'symbol-2', meter - 100);
      await page.getByTestId('control-undo').click();
      await waitForMeter(page, meter);
      await screenshots(page, 'wheel-of-fortune-bets');

      const { pocket, bonusSegment } = await stationResult(t, roundId);
      await waitForLanding(page, roundId);
      await waitForMeter(page, meter + returned(pocket, bonusSegment, ROUND));
      played.push({ creditBefore: before, creditAfter: await meterCents(page) });
      expect(await meterCents(page)).toBe(10_000 - staked(ROUND) + returned(pocket, bonusSegment, ROUND));
      await screenshots(page, 'wheel-of-fortune-result');
    });

    it('repeats the last round and refuses to double the fixed bonus stake, with the hub’s reason', async () => {
      const page = t.page;
      const roundId = await waitForBettingWindow(t, 10_000);
      let meter = await meterCents(page);
      const before = meter;
      await page.getByTestId('control-repeat').click();
      await waitForMeter(page, (meter -= staked(ROUND)));
      // A.4: the purple bet is one fixed stake per spin, so doubling the layout is refused as a whole.
      await page.getByTestId('control-double').click();
      const notice = page.getByTestId('notice');
      await notice.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await meterCents(page)).toBe(meter);
      const { pocket, bonusSegment } = await stationResult(t, roundId);
      await waitForLanding(page, roundId);
      await waitForMeter(page, meter + returned(pocket, bonusSegment, ROUND));
      played.push({
        creditBefore: before,
        creditAfter: await meterCents(page),
        stakes: staked(ROUND),
        wins: returned(pocket, bonusSegment, ROUND),
      });
    });

    it('doubles a layout without the fixed bonus stake, and pays it to the cent', async () => {
      const page = t.page;
      const roundId = await waitForBettingWindow(t, 12_000);
      let meter = await meterCents(page);
      const before = meter;
      const colours = ROUND.filter((b) => b.key !== 'symbol-bonus');
      await chip(page, 100);
      for (const b of colours) await bet(page, b.key, (meter -= b.stake));
      await page.getByTestId('control-double').click();
      await waitForMeter(page, (meter -= staked(colours)));
      const doubled = colours.map((b) => ({ ...b, stake: 2 * b.stake }));
      const { pocket, bonusSegment } = await stationResult(t, roundId);
      await waitForLanding(page, roundId);
      await waitForMeter(page, meter + returned(pocket, bonusSegment, doubled));
      played.push({
        creditBefore: before,
        creditAfter: await meterCents(page),
        stakes: staked(doubled),
        wins: returned(pocket, bonusSegment, doubled),
      });
    });

    it('recalls each game played here, credit before and after and its stakes and wins to the cent', async () => {
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
      await screenshots(page, 'wheel-of-fortune-recall');
      await page.getByTestId('overlay-close').click();
    });
  },
);
