// Demo mode: one roulette table, its terminals provisioned, its session opened by demo staff,
// and a starting credit granted to each empty station through the cashier action.
import { type Cents, euros } from '../games/money.ts';
import type { RunningHub } from './hub.ts';
import { rouletteTable } from './roulette/tableConfig.ts';
import type { RouletteTableConfig } from './roulette/tableConfig.ts';
import { accounts, balanceOf } from './store/ledger.ts';
import { provisionTerminal } from './terminals.ts';

/** The demo table's id. */
export const DEMO_TABLE_ID = 'roulette-1';

/** Timing of the demo's automatic launcher. */
export interface DemoTiming {
  readonly bettingMs: number;
  readonly spinMs: number;
  readonly resultMs: number;
}

/** The demo table: minimum 1 €, art. 53 maxima. */
export function demoTable(timing: DemoTiming): RouletteTableConfig {
  return rouletteTable(DEMO_TABLE_ID, 'Roulette électronique 1', euros(1), timing);
}

/** Provisions the demo terminals, opens the session and credits empty stations. */
export function prepareDemo(
  hub: RunningHub,
  terminals: readonly { id: string; secret: string }[],
  credit: Cents,
): void {
  const table = hub.state.tables.get(DEMO_TABLE_ID);
  if (table === undefined) throw new Error('demo table missing');
  for (const t of terminals) provisionTerminal(hub.state.db, t.id, DEMO_TABLE_ID, t.secret);
  for (const t of terminals) {
    if (credit > 0 && balanceOf(hub.state.db, accounts.station(t.id)) === 0) {
      table.creditIn(t.id, credit, 'demo', 'cashier:demo');
    }
  }
  // RULES.md A.1: on an automatic launcher a comité member puts the stations in service.
  table.openSession('comite:demo', 'comite:demo');
}
