// The shared shell in Chromium through the real hub, station and loopback bridge (issue 11 §1, §3,
// §4; issue 12 §5): the language kept by the station across a reload, the hide key, Paiement's
// confirmation, the game recall marked as recall and read from the hub's register, the rules
// report, the offline banner and the station's own recall offline, "Appel" and "Je m'absente" —
// and a punto banco station showing the honest placeholder (its table, its game, its credit,
// Paiement), never the roulette felt. Screenshots at 1920×1080 and 1280×800 are kept in
// test-results/ to be looked at.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, euros } from '../games/money.ts';
import { puntoBancoConfig } from '../hub/tables/cards/__tests__/cardHarness.ts';
import { demoTable, grantDemoCredit, prepareDemo } from '../hub/demo.ts';
import { holdemTable } from '../hub/tables/holdem/holdemConfig.ts';
import { startHub, type RunningHub } from '../hub/hub.ts';
import { provisionTerminal } from '../hub/terminals.ts';
import { TEST_JOURNAL_KEY } from '../hub/__tests__/helpers/testJournalKey.ts';
import { RENDERER_DIR } from '../main/launch/demo.ts';
import { startLoopbackBridge, type LoopbackBridge } from '../main/station/loopbackServer.ts';
import { startStation } from '../main/station/startStation.ts';
import type { StationService } from '../main/station/stationApi.ts';
import { wheelSnapshotOf } from '../protocol/bridge.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './helpers/chromium.ts';

const SECRET = 'shell-e2e-secret-0123456789';
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;

let hub: RunningHub;
/** The roulette test closes the hub itself to show the offline banner. */
let hubClosed = false;
const stations: { station: StationService; bridge: LoopbackBridge }[] = [];
let context: BrowserContext;

async function stationAt(terminalId: string): Promise<{ station: StationService; bridge: LoopbackBridge }> {
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
    terminalId,
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), `tapis-e2e-shell-${terminalId}-`)),
  });
  const bridge = await startLoopbackBridge(station, RENDERER_DIR);
  const running = { station, bridge };
  stations.push(running);
  return running;
}

async function until(test: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/shell-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

const text = (page: Page, id: string) => page.getByTestId(id).innerText();

/** Taps felt spot `key` where the felt says it is drawn. */
async function tapSpot(page: Page, key: string): Promise<void> {
  const centre = await page.evaluate(
    (k) =>
      (
        window as unknown as { tapisFelt: { spotCenter(k: string): { x: number; y: number } | null } }
      ).tapisFelt.spotCenter(k),
    key,
  );
  if (centre === null) throw new Error(`no spot ${key} on the felt`);
  await page.mouse.click(centre.x, centre.y);
}

describe.skipIf(!hasChromium())(`the shared shell in Chromium (needs ${CHROMIUM_PATH})`, () => {
  beforeAll(async () => {
    mkdirSync('test-results', { recursive: true });
    hub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-e2e-shell-hub-')),
      host: '127.0.0.1',
      port: 0,
      tables: [demoTable({ bettingMs: 5_000, spinMs: 1_000, resultMs: 1_500 })],
      // A short maximum absence, so that "Je m'absente" is seen counting down and then beyond it.
      cardTables: [puntoBancoConfig({ maxAbsenceMs: 6_000 })],
      holdemTables: [holdemTable('holdem-1', { smallBlind: cents(100), bigBlind: cents(200) })],
      logLevel: 'silent',
    });
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    provisionTerminal(hub.state.db, 'P1', 'pb-1', SECRET);
    provisionTerminal(hub.state.db, 'H1', 'holdem-1', SECRET);
    grantDemoCredit(hub, 'P1', euros(50));
    provisionTerminal(hub.state.db, 'T2', 'roulette-1', SECRET);
    grantDemoCredit(hub, 'T2', cents(150));
    context = await launchChromium();
  });

  afterAll(async () => {
    await context?.close();
    for (const { station, bridge } of stations.reverse()) {
      await bridge.close();
      await station.close();
    }
    if (!hubClosed) await hub?.close();
  });

  it('shows a punto banco station its table, game, credit and Paiement — never the roulette felt', async () => {
    const { station, bridge } = await stationAt('P1');
    const page = await context.newPage();
    await page.goto(bridge.url);
    await page.getByTestId('game-unavailable').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('game-unavailable').getAttribute('data-game')).toBe('puntoBanco');
    expect(await page.getByTestId('felt').count()).toBe(0);
    expect(await text(page, 'game-title')).toBe('Punto banco électronique');
    expect(await text(page, 'table-name')).toBe('Punto banco 1');
    expect(await page.getByTestId('credit-meter').getAttribute('data-cents')).toBe(String(euros(50)));
    expect(await text(page, 'game-unavailable')).toContain('Ce jeu n’est pas encore disponible sur ce poste');
    // No séance is open at the card table: the banner says so.
    expect(await page.getByTestId('table-banner').getAttribute('data-kind')).toBe('closed');
    expect(await text(page, 'pay-button')).toBe('Paiement');
    await shoot(page, 'puntobanco-placeholder');

    // "Appel" (issue 12 §5): four large reasons; one touch, and the screen says an attendant is coming.
    await page.getByTestId('call-button').click();
    await page.getByTestId('attendant-panel').waitFor({ state: 'visible' });
    expect(await page.getByTestId('attendant-panel').locator('.call-reason').allInnerTexts()).toEqual([
      'Aide',
      'Paiement',
      'Technique',
      'Carte',
    ]);
    const reasonBox = await page.getByTestId('call-reason-card').boundingBox();
    expect(reasonBox?.height ?? 0).toBeGreaterThanOrEqual(80); // a large touch target
    await shoot(page, 'puntobanco-call');
    await page.getByTestId('call-reason-card').click();
    await page.getByTestId('attendant-called').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByTestId('attendant-panel').count()).toBe(0);
    expect(await text(page, 'attendant-called')).toBe('Appel enregistré (Carte) : un employé arrive.');
    const journaled = hub.state.db
      .prepare("SELECT payload FROM journal WHERE kind = 'AttendantCalled'")
      .all() as { payload: string }[];
    expect(journaled.map((r) => JSON.parse(r.payload) as unknown)).toEqual([
      { terminalId: 'P1', tableId: 'pb-1', reason: 'card' },
    ]);

    // "Je m'absente" at a seat: the time kept counts down on the hub's clock, then beyond the maximum.
    expect(await page.getByTestId('away-button').count()).toBe(1);
    expect(await station.cardSit({ seat: 2 })).toMatchObject({ ok: true });
    await page.getByTestId('away-button').click();
    await page.getByTestId('away-left').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await text(page, 'away-left')).toMatch(/^Absence : votre place est gardée encore 0:0[1-6]\.$/);
    expect(await page.getByTestId('away-button').count()).toBe(0);
    await shoot(page, 'puntobanco-away');
    await page.getByTestId('away-beyond').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await text(page, 'away-beyond')).toContain('Absence maximale dépassée');
    await page.getByTestId('lang-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await text(page, 'attendant-called')).toBe('Call registered (Card): an attendant is coming.');
    expect(await text(page, 'away-beyond')).toContain('Maximum absence exceeded');
    await shoot(page, 'puntobanco-away-beyond-en');
    await page.getByTestId('lang-toggle').click();
    await page.close();
  });

  it('shows a hold’em station its table and the honest placeholder; Paiement says why it does not apply', async () => {
    const { bridge } = await stationAt('H1');
    const page = await context.newPage();
    await page.goto(bridge.url);
    await page.getByTestId('game-unavailable').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('game-unavailable').getAttribute('data-game')).toBe('holdem');
    expect(await page.getByTestId('felt').count()).toBe(0);
    expect(await text(page, 'game-title')).toBe('Texas hold’em poker électronique');
    expect(await text(page, 'table-name')).toBe('holdem-1');
    expect(await text(page, 'game-unavailable')).toContain('Votre tapis reste à la table');
    await page.getByTestId('pay-button').click();
    await page.getByTestId('pay-confirm-button').click();
    await page.getByTestId('notice').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByTestId('notice').getAttribute('data-code')).toBe('NOT_AVAILABLE');
    expect(await text(page, 'notice')).toBe('Non disponible à cette table');
    await shoot(page, 'holdem-placeholder');
    await page.close();
  });

  it('masks every amount under the hide key, and the next player finds French with the key off', async () => {
    const { station, bridge } = await stationAt('T2');
    const page = await context.newPage();
    await page.goto(bridge.url);
    await page.getByTestId('felt').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="credit-meter"]')?.getAttribute('data-cents') === '150',
    );
    await page.getByTestId('lang-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByTestId('hide-button').click();
    const MASK = '•\u00a0•\u00a0•\u00a0•\u00a0•';
    const FIGURE = /\d[.,]\d\d/; // any euro amount, French or English

    // A stake the credit covers, then one it does not: the refusal states the credit, masked.
    await until(() => wheelSnapshotOf(station.getView())?.round?.phase === 'betting');
    const roundId = wheelSnapshotOf(station.getView())?.round?.roundId;
    await page.getByTestId('chip-100').click();
    await tapSpot(page, 'rouge');
    await until(() => wheelSnapshotOf(station.getView())?.credit === 50);
    await tapSpot(page, 'noir');
    await page.getByTestId('notice').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByTestId('notice').getAttribute('data-code')).toBe('INSUFFICIENT_CREDIT');
    expect(await text(page, 'notice')).toBe(`Insufficient credit: ${MASK}`);
    expect(await text(page, 'credit-meter')).toBe(MASK);
    await shoot(page, 'hidden-notice');

    // The recall: every figure masked, the spots and the outcome still readable.
    await until(() => wheelSnapshotOf(station.getView())?.lastSettlement?.roundId === roundId);
    // Rouge lost (nothing back), won (1 € pays 2 € in all) or met zero (half back, the partage
    // of RULES.md A.2); read now, before a later round without this station replaces it.
    const returned = wheelSnapshotOf(station.getView())?.lastSettlement?.returned ?? -1;
    expect([0, 50, 200]).toContain(returned);
    await page.getByTestId('recall-button').click();
    await page.getByTestId('recall-game').first().waitFor({ state: 'visible', timeout: 10_000 });
    const recalled = await page.getByTestId('recall-game').first().innerText();
    expect(recalled).toContain('chance rouge');
    expect(recalled).toContain(MASK);
    expect(recalled).not.toMatch(FIGURE);
    await shoot(page, 'hidden-recall');
    await page.getByTestId('hide-button').click();
    expect(await page.getByTestId('recall-game').first().innerText()).toMatch(FIGURE);
    await page.getByTestId('hide-button').click();
    await page.getByTestId('overlay-close').click();

    // Paiement: the player leaves with the voucher; the screen goes back to French, the key off.
    const credit = wheelSnapshotOf(station.getView())?.credit ?? -1;
    expect(credit).toBe(50 + returned); // what the stake left, plus what the round gave back
    await page.getByTestId('pay-button').click();
    await page.getByTestId('pay-confirm-button').click();
    await page.getByTestId('voucher').waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(station.getView().language).toBe('fr');
    expect(await page.getByTestId('hide-button').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('credit-meter').getAttribute('data-hidden')).toBe('false');
    expect(await text(page, 'pay-button')).toBe('Paiement');
    expect(await page.getByTestId('voucher-amount').getAttribute('data-cents')).toBe(String(credit));
    expect(await text(page, 'voucher-amount')).toMatch(FIGURE);
    // The key hides the voucher's amount too while it is on.
    await page.getByTestId('hide-button').click();
    expect(await text(page, 'voucher-amount')).toBe(MASK);
    await shoot(page, 'hidden-voucher');
    await page.getByTestId('hide-button').click();
    await shoot(page, 'after-leave');
    await page.close();
  });

  it('plays the shell at a roulette station: language, hide key, Paiement confirmation, recall, rules, offline', async () => {
    const { station, bridge } = await stationAt('T1');
    const page = await context.newPage();
    await page.goto(bridge.url);
    await page.getByTestId('felt').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="credit-meter"]')?.getAttribute('data-cents') === '10000',
    );

    // The language: English on one touch, kept by the station across a reload, French again.
    await page.getByTestId('lang-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await text(page, 'pay-button')).toBe('Cash out');
    await page.reload();
    await page.getByTestId('pay-button').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="pay-button"]')?.textContent?.trim() === 'Cash out',
    );
    await page.getByTestId('lang-toggle').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="pay-button"]')?.textContent?.trim() === 'Paiement',
    );

    // The hide key masks the credit and shows it again.
    await page.getByTestId('hide-button').click();
    expect(await page.getByTestId('credit-meter').getAttribute('data-hidden')).toBe('true');
    expect(await text(page, 'credit-meter')).not.toContain('100');
    await shoot(page, 'roulette-hidden');
    await page.getByTestId('hide-button').click();
    expect(await text(page, 'credit-meter')).toContain('100,00');

    // Paiement asks first, says what it does, and a cancel changes nothing.
    await page.getByTestId('pay-button').click();
    await page.getByTestId('pay-confirm').waitFor({ state: 'visible' });
    expect(await text(page, 'pay-confirm')).toContain('100,00');
    await shoot(page, 'roulette-pay-confirm');
    await page.getByTestId('pay-cancel').click();
    expect(await page.getByTestId('voucher').count()).toBe(0);
    expect(await page.getByTestId('credit-meter').getAttribute('data-cents')).toBe('10000');

    // A game played at this station, then the recall: marked as recall, its figures the hub's.
    await until(() => wheelSnapshotOf(station.getView())?.round?.phase === 'betting');
    const roundId = wheelSnapshotOf(station.getView())?.round?.roundId;
    const bet = await station.placeBet({ spot: { kind: 'chance', chance: 'noir' }, stake: euros(3) });
    expect(bet.ok).toBe(true);
    await until(() => wheelSnapshotOf(station.getView())?.lastSettlement?.roundId === roundId);
    const returned = wheelSnapshotOf(station.getView())?.lastSettlement?.returned ?? -1;
    await page.getByTestId('recall-button').click();
    await page.getByTestId('recall-game').first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await text(page, 'recall-panel')).toContain('RAPPEL');
    const game = page.getByTestId('recall-game').first();
    expect(await page.getByTestId('recall-game').count()).toBe(1);
    expect(await game.getAttribute('data-status')).toBe('settled');
    expect(Number(await game.getAttribute('data-stakes'))).toBe(euros(3));
    expect(Number(await game.getAttribute('data-wins'))).toBe(returned);
    expect(Number(await game.getAttribute('data-credit-before'))).toBe(euros(100));
    expect(Number(await game.getAttribute('data-credit-after'))).toBe(euros(97) + returned);
    expect(await game.innerText()).toContain('chance noir');
    await shoot(page, 'roulette-recall');
    await page.getByTestId('overlay-close').click();
    expect(await page.getByTestId('recall-panel').count()).toBe(0);

    // The rules report, one touch away.
    await page.getByTestId('rules-button').click();
    await page.getByTestId('rules-text').waitFor({ state: 'visible', timeout: 10_000 });
    expect((await text(page, 'rules-text')).toLowerCase()).toContain('plein');
    await shoot(page, 'roulette-rules');
    await page.getByTestId('overlay-close').click();

    // The hub goes away: the banner says offline since when, and what still holds.
    hubClosed = true;
    await hub.close();
    await page.getByTestId('table-banner').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('table-banner').getAttribute('data-kind')).toBe('offline');
    expect(await text(page, 'table-banner')).toMatch(/Hors ligne depuis \d\d:\d\d/);
    // Issue 12 §4: what the player can still do offline — the recall, and an attendant by a sign.
    expect(await page.locator('.table-banner-hint').innerText()).toBe(
      'Crédit et mises acceptées restent à la table. Rappel des parties disponible ; si cela dure, faites signe à un employé.',
    );
    await shoot(page, 'roulette-offline');
    // Offline, the station answers the recall from its own store, marked as such (RULES.md A.1).
    await page.getByTestId('recall-button').click();
    await page.getByTestId('recall-offline').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await text(page, 'recall-offline')).toBe(
      'Table injoignable : parties gardées par ce poste (sans le détail des mises).',
    );
    expect(await page.getByTestId('overlay-failed').count()).toBe(0);
    expect(await page.getByTestId('recall-game').count()).toBe(1);
    const kept = page.getByTestId('recall-game').first();
    expect(Number(await kept.getAttribute('data-stakes'))).toBe(euros(3));
    expect(Number(await kept.getAttribute('data-wins'))).toBe(returned);
    expect(Number(await kept.getAttribute('data-credit-before'))).toBe(euros(100));
    expect(Number(await kept.getAttribute('data-credit-after'))).toBe(euros(97) + returned);
    await shoot(page, 'roulette-offline-recall');
    await page.getByTestId('overlay-close').click();
    await page.close();
  });
});
