// Demo mode: one table of each wheel game (roulette, boule, vingt-trois, wheel of fortune) with
// simulated devices; each table's terminals provisioned, its session opened by demo staff, and a
// starting credit granted once to each station as demo money (hub/store/demoMoney.ts), never as
// a cashier's credit-in: `verify` reports it apart (issue 10 §2).
import { type Cents, euros } from '../games/money.ts';
import type { RunningHub } from './hub.ts';
import { rouletteTable } from './tables/wheel/tableConfig.ts';
import type { RouletteTableConfig } from './tables/wheel/tableConfig.ts';
import { inTransaction } from './store/database.ts';
import { DEMO_CREDIT_GRANTED, demoGranted } from './store/demoMoney.ts';
import { appendEntry } from './entries/typedJournal.ts';
import { accounts, transfer } from './store/ledger.ts';
import { provisionTerminal } from './terminals.ts';
import { pleinChanceTable, type TableConfig, wheelOfFortuneTable } from './tables/wheel/tableConfigs.ts';

/** The demo roulette table's id (the browser demo's and the e2e tests' station plays there). */
export const DEMO_TABLE_ID = 'roulette-1';

/** The demo's table of each wheel game. */
export const DEMO_TABLE_IDS = {
  roulette: DEMO_TABLE_ID,
  boule: 'boule-1',
  vingtTrois: 'vingt-trois-1',
  wheelOfFortune: 'roue-1',
} as const;

/** Timing of the demo's simulated devices. */
export interface DemoTiming {
  readonly bettingMs: number;
  readonly spinMs: number;
  readonly resultMs: number;
}

/** The demo table: minimum 1 €, art. 53 maxima. */
export function demoTable(timing: DemoTiming): RouletteTableConfig {
  return rouletteTable(DEMO_TABLE_ID, 'Roulette électronique 1', euros(1), timing);
}

/** One table of each wheel game, minimum 1 €, the lowest maxima seed 002 allows, a 1 € bonus stake. */
export function demoTables(timing: DemoTiming): TableConfig[] {
  const lowest = (game: 'boule' | 'vingtTrois') =>
    game === 'boule'
      ? { pleinMaxMultiple: 40, chanceMaxMultiple: 200 }
      : { pleinMaxMultiple: 20, chanceMaxMultiple: 100 };
  return [
    demoTable(timing),
    pleinChanceTable('boule', DEMO_TABLE_IDS.boule, 'Boule 1', euros(1), timing, lowest('boule')),
    pleinChanceTable(
      'vingtTrois',
      DEMO_TABLE_IDS.vingtTrois,
      'Vingt-trois 1',
      euros(1),
      timing,
      lowest('vingtTrois'),
    ),
    wheelOfFortuneTable(DEMO_TABLE_IDS.wheelOfFortune, 'Roue de la chance 1', euros(1), timing, {
      bonusStake: euros(1),
      reading: 'pour',
      mode: 'auto',
    }),
  ];
}

/**
 * Grants `amount` of demo money to station `terminalId`: journaled as `DemoCreditGranted` by
 * `demo`, moved from the demo bank, so that no figure of the cash desk includes it.
 */
export function grantDemoCredit(hub: RunningHub, terminalId: string, amount: Cents): void {
  const { db, clock } = hub.state;
  inTransaction(db, () => {
    const at = new Date(clock.now()).toISOString();
    const seq = appendEntry(db, at, DEMO_CREDIT_GRANTED, 'demo', { terminalId, amount });
    transfer(db, seq, accounts.demoBank, accounts.station(terminalId), amount);
  });
}

/**
 * Provisions `terminals` at `tableId`, grants demo money to each station that never had any in
 * this data folder, and opens its session. A restart grants nothing again: before issue 10 each
 * start credited every empty station, so a Paiement then a restart minted another 100 €.
 */
export function prepareTable(
  hub: RunningHub,
  tableId: string,
  terminals: readonly { id: string; secret: string }[],
  credit: Cents,
): void {
  const table = hub.state.tables.wheel(tableId);
  if (table === undefined) throw new Error(`demo table ${tableId} missing`);
  for (const t of terminals) provisionTerminal(hub.state.db, t.id, tableId, t.secret);
  for (const t of terminals) {
    if (credit > 0 && !demoGranted(hub.state.db, t.id)) grantDemoCredit(hub, t.id, credit);
  }
  table.notifyChange();
  // RULES.md A.1: on an automatic launcher a comité member puts the stations in service.
  table.openSession('comite:demo', 'comite:demo');
}

/** Provisions the demo terminals at the roulette table, opens its session and grants demo money once. */
export function prepareDemo(
  hub: RunningHub,
  terminals: readonly { id: string; secret: string }[],
  credit: Cents,
): void {
  prepareTable(hub, DEMO_TABLE_ID, terminals, credit);
}
