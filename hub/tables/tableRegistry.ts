// Every table a hub serves, whatever its game, under its id (issue 13 §2): one map instead of the
// wheel, card and hold'em maps that modules looked up on their own and that had started to
// disagree on which tables exist. Modules receive the narrow lookup they use, never the registry.
import type { AnyCardTable } from './cards/cardService.ts';
import type { HoldemTable } from './holdem/holdemTable.ts';
import type { HubTable } from './wheel/hubTable.ts';

/** The three kinds of table, each with its own adapter (docs/architecture.md). */
export type TableKind = 'wheel' | 'cards' | 'holdem';

/** A registered table and its kind. */
export type RegisteredTable =
  | { readonly kind: 'wheel'; readonly table: HubTable }
  | { readonly kind: 'cards'; readonly table: AnyCardTable }
  | { readonly kind: 'holdem'; readonly table: HoldemTable };

/** Which tables exist, of any kind: the one answer to "does this hub serve table X?". */
export interface TableIds {
  /** True when the hub serves `tableId`, whatever its kind. */
  has(tableId: string): boolean;
  /** The kind of table `tableId`, or undefined when the hub does not serve it. */
  kindOf(tableId: string): TableKind | undefined;
  /** Every table id, in the order the tables were registered. */
  ids(): string[];
  /** How many tables of any kind. */
  readonly size: number;
}

/** The wheel tables (roulette, boule, vingt-trois, wheel of fortune). */
export interface WheelTables {
  /** The wheel table `tableId`, or undefined (no such table, or another kind). */
  wheel(tableId: string): HubTable | undefined;
  /** Every wheel table. */
  wheels(): HubTable[];
}

/** The card tables (blackjack, punto banco). */
export interface CardTables {
  /** The card table `tableId`, or undefined (no such table, or another kind). */
  card(tableId: string): AnyCardTable | undefined;
  /** Every card table. */
  cardTables(): AnyCardTable[];
}

/** The hold'em tables. */
export interface HoldemTables {
  /** The hold'em table `tableId`, or undefined (no such table, or another kind). */
  holdem(tableId: string): HoldemTable | undefined;
  /** Every hold'em table. */
  holdemTables(): HoldemTable[];
}

/** Every table with its kind: what lists them all (health, the results board, the metrics). */
export interface RegisteredTables {
  /** Every registered table with its kind, in the order the tables were registered. */
  registered(): RegisteredTable[];
  /** The registered table `tableId` with its kind, or undefined when the hub does not serve it. */
  registeredTable(tableId: string): RegisteredTable | undefined;
}

/**
 * Whether a table is in service now: a wheel or card table while its séance is open, a hold'em
 * table while a partie is open (hold'em has no séance: its parties are its service).
 */
export function inService(entry: RegisteredTable): boolean {
  switch (entry.kind) {
    case 'wheel':
    case 'cards':
      return entry.table.sessionOpen;
    case 'holdem':
      return entry.table.memory.partie.open;
  }
}

/** A table id given twice, across kinds too (the configuration check refuses it earlier). */
export class DuplicateTableError extends Error {}

/** The registry: filled at start by the composition root (hub/hub.ts), then only read. */
export class TableRegistry implements TableIds, RegisteredTables, WheelTables, CardTables, HoldemTables {
  readonly #tables = new Map<string, RegisteredTable>();

  /** Registers a table; an id already registered, of any kind, throws. */
  add(entry: RegisteredTable): void {
    const tableId = entry.table.config.tableId;
    if (this.#tables.has(tableId)) throw new DuplicateTableError(`table ${tableId} registered twice`);
    this.#tables.set(tableId, entry);
  }

  has(tableId: string): boolean {
    return this.#tables.has(tableId);
  }

  kindOf(tableId: string): TableKind | undefined {
    return this.#tables.get(tableId)?.kind;
  }

  ids(): string[] {
    return [...this.#tables.keys()];
  }

  get size(): number {
    return this.#tables.size;
  }

  registered(): RegisteredTable[] {
    return [...this.#tables.values()];
  }

  registeredTable(tableId: string): RegisteredTable | undefined {
    return this.#tables.get(tableId);
  }

  wheel(tableId: string): HubTable | undefined {
    const entry = this.#tables.get(tableId);
    return entry?.kind === 'wheel' ? entry.table : undefined;
  }

  wheels(): HubTable[] {
    const out: HubTable[] = [];
    for (const entry of this.#tables.values()) if (entry.kind === 'wheel') out.push(entry.table);
    return out;
  }

  card(tableId: string): AnyCardTable | undefined {
    const entry = this.#tables.get(tableId);
    return entry?.kind === 'cards' ? entry.table : undefined;
  }

  cardTables(): AnyCardTable[] {
    const out: AnyCardTable[] = [];
    for (const entry of this.#tables.values()) if (entry.kind === 'cards') out.push(entry.table);
    return out;
  }

  holdem(tableId: string): HoldemTable | undefined {
    const entry = this.#tables.get(tableId);
    return entry?.kind === 'holdem' ? entry.table : undefined;
  }

  holdemTables(): HoldemTable[] {
    const out: HoldemTable[] = [];
    for (const entry of this.#tables.values()) if (entry.kind === 'holdem') out.push(entry.table);
    return out;
  }
}
