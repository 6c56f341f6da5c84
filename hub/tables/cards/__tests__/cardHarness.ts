// Test harness of the card tables: a real SQLite file in a temp dir, a manual clock, a seeded RNG,
// a stacked shoe (the shoe device's interface: a hardware shoe reports the order it scanned), and
// staff members of each role.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_OPTIONS as BJ_DEFAULTS } from '../../../../games/blackjack/options.ts';
import { oneDeck, parseCard } from '../../../../games/cards/card.ts';
import type { Cents } from '../../../../games/money.ts';
import { DEFAULT_OPTIONS as PB_DEFAULTS } from '../../../../games/puntoBanco/options.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { type ManualClock, manualClock } from '../../../__tests__/helpers/manualClock.ts';
import type { ShoeDevice } from '../../../devices/shoe.ts';
import type { StaffMember } from '../../../staff/staffAccounts.ts';
import type { CommandKey } from '../../../store/commands.ts';
import { openDatabase } from '../../../store/database.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { type BlackjackTable, createBlackjackTable } from '../blackjackTable.ts';
import { type BlackjackTableConfig, CARD_TABLE_DEFAULTS, type PuntoBancoTableConfig } from '../cardConfig.ts';
import type { CardStaffAction } from '../cardStaff.ts';
import { runCardStaffAction } from '../cardStaff.ts';
import type { CardTableContext } from '../cardTable.ts';
import { type PuntoBancoTable, createPuntoBancoTable } from '../puntoBancoTable.ts';
import { type CardCommandMessage, cardAdapter } from '../cardAdapter.ts';
import { type HostReply, hostedReply, testHost } from '../../../host/__tests__/hostHarness.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';

/** Staff of each role the card tables need. */
export const STAFF = {
  croupier: { login: 'alice', role: 'croupier' },
  comite: { login: 'bruno', role: 'comiteDeDirection' },
  caissier: { login: 'chloe', role: 'caissier' },
} as const satisfies Record<string, StaffMember>;

/**
 * A shoe whose next shuffles put `orders[i]` (card names) on top, after `burn` filler cards, the
 * rest of the decks following in deck order.
 */
export function stackedShoe(seed: number, ...orders: string[][]): ShoeDevice {
  let n = 0;
  return {
    kind: 'hardware',
    rng: createRng(seededSource(seed)),
    shuffle(rules) {
      const top = (orders[n++] ?? []).map(parseCard);
      const all: number[] = [];
      for (let d = 0; d < rules.decks; d++) all.push(...oneDeck());
      for (const c of top) all.splice(all.indexOf(c), 1);
      const filler = all.splice(all.length - rules.burn, rules.burn);
      return { order: [...filler, ...top, ...all], burn: rules.burn, cutRemaining: rules.cutRemaining };
    },
  };
}

/** A fresh store file and a clock. */
export function freshStore(): { path: string; db: DatabaseSync; clock: ManualClock } {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-cards-'));
  const path = join(dir, 'hub.sqlite');
  return { path, db: openDatabase(path, TEST_JOURNAL_KEY), clock: manualClock() };
}

/** A blackjack table config with the A.5 defaults and short timers. */
export function blackjackConfig(overrides: Partial<BlackjackTableConfig> = {}): BlackjackTableConfig {
  return {
    tableId: 'bj-1',
    tableName: 'Black jack 1',
    game: 'blackjack',
    options: BJ_DEFAULTS,
    ...CARD_TABLE_DEFAULTS,
    ...overrides,
  };
}

/** A punto banco table config with the A.6 defaults and short timers. */
export function puntoBancoConfig(overrides: Partial<PuntoBancoTableConfig> = {}): PuntoBancoTableConfig {
  return {
    tableId: 'pb-1',
    tableName: 'Punto banco 1',
    game: 'puntoBanco',
    options: PB_DEFAULTS,
    ...CARD_TABLE_DEFAULTS,
    ...overrides,
  };
}

let ids = 0;
/** A fresh command key for `terminalId`. */
export function key(terminalId: string): CommandKey {
  ids++;
  return { terminalId, commandId: `cmd-${ids}-xxxxxxxx`, fingerprint: `f${ids}` };
}

/** A station's credit. */
export function credit(db: DatabaseSync, terminalId: string): Cents {
  return balanceOf(db, accounts.station(terminalId));
}

/** Runs a staff action and throws when refused (for the happy path). */
export function staff(
  db: DatabaseSync,
  clock: ManualClock,
  who: StaffMember,
  table: BlackjackTable | PuntoBancoTable,
  action: CardStaffAction,
) {
  const outcome = runCardStaffAction(db, clock, who, table, action);
  if (!outcome.ok) throw new Error(`${action.type} refused: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.value;
}

/** Opens a séance (croupier requests, comité validates). */
export function openSeance(
  db: DatabaseSync,
  clock: ManualClock,
  table: BlackjackTable | PuntoBancoTable,
): void {
  staff(db, clock, STAFF.croupier, table, { type: 'requestOpening' });
  staff(db, clock, STAFF.comite, table, { type: 'validateOpening' });
}

/** What a test table runs in: the store, the manual clock, a seeded CSPRNG, `shoe`, nobody to tell. */
function tableContext(db: DatabaseSync, clock: ManualClock, shoe: ShoeDevice): CardTableContext {
  return { db, clock, rng: createRng(seededSource(7)), onChange: () => undefined, shoe };
}

/** A blackjack table on a store, with `shoe`. */
export function blackjackTable(
  db: DatabaseSync,
  clock: ManualClock,
  shoe: ShoeDevice,
  config = blackjackConfig(),
) {
  return createBlackjackTable(config, tableContext(db, clock, shoe));
}

/** A punto banco table on a store, with `shoe`. */
export function puntoBancoTable(
  db: DatabaseSync,
  clock: ManualClock,
  shoe: ShoeDevice,
  config = puntoBancoConfig(),
) {
  return createPuntoBancoTable(config, tableContext(db, clock, shoe));
}

/**
 * A station's way to `table`: each message goes through the table host and the card adapter, as
 * the stations' commands do, and resolves with the reply the station got.
 */
export function hostedCards(
  db: DatabaseSync,
  clock: ManualClock,
  table: BlackjackTable | PuntoBancoTable,
): (terminalId: string, message: CardCommandMessage) => Promise<HostReply> {
  const host = testHost(db, clock);
  return (terminalId, message) =>
    hostedReply(
      host,
      terminalId,
      cardAdapter({ db, cards: { flush: () => undefined } }, table, terminalId),
      message,
    );
}
