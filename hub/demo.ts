// Demo mode: one table of each wheel game (roulette, boule, vingt-trois, wheel of fortune) with
// simulated devices; each table's terminals provisioned, its session opened by demo staff, and a
// starting credit granted to each empty station through the cashier action.
import { type Cents, euros } from '../games/money.ts';
import type { RunningHub } from './hub.ts';
import { rouletteTable } from './roulette/tableConfig.ts';
import type { RouletteTableConfig } from './roulette/tableConfig.ts';
import { accounts, balanceOf } from './store/ledger.ts';
import { provisionTerminal } from './terminals.ts';
import { pleinChanceTable, type TableConfig, wheelOfFortuneTable } from './wheel/tableConfigs.ts';

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

/** Provisions `terminals` at `tableId`, credits its empty stations and opens its session. */
export function prepareTable(
  hub: RunningHub,
  tableId: string,
  terminals: readonly { id: string; secret: string }[],
  credit: Cents,
): void {
  const table = hub.state.tables.get(tableId);
  if (table === undefined) throw new Error(`demo table ${tableId} missing`);
  for (const t of terminals) provisionTerminal(hub.state.db, t.id, tableId, t.secret);
  for (const t of terminals) {
    if (credit > 0 && balanceOf(hub.state.db, accounts.station(t.id)) === 0) {
      table.creditIn(t.id, credit, 'demo', 'cashier:demo');
    }
  }
  // RULES.md A.1: on an automatic launcher a comité member puts the stations in service.
  table.openSession('comite:demo', 'comite:demo');
}

/** Provisions the demo terminals at the roulette table, opens its session and credits empty stations. */
export function prepareDemo(
  hub: RunningHub,
  terminals: readonly { id: string; secret: string }[],
  credit: Cents,
): void {
  prepareTable(hub, DEMO_TABLE_ID, terminals, credit);
}
