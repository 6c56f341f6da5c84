// Consignment of an absent player's stake and credit, and the orphans register (RULES.md A.1;
// seed 000: "il fait consigner la mise du joueur qui, si elle n'est pas réclamée avant la fin de
// la séance, est portée au registre des orphelins (modèle n° 11 bis)").
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../../games/money.ts';
import { appendEntry } from '../../entries/typedJournal.ts';
import { transfer } from '../../store/ledger.ts';
import { ORPHAN_RECORDED, type OrphanRecorded } from '../../registers/entryKinds.ts';
import { accounts } from '../../store/accounts.ts';

/** A consignment as the table remembers it. */
export interface Consignment {
  /** The journal seq of the suspension that consigned it. */
  readonly id: number;
  readonly seat: number;
  /** The player: the terminal for now (no nominative card at these tables yet). */
  readonly playerId: string | null;
  readonly playerName: string | null;
  readonly amount: Cents;
  /** ISO time of the suspension. */
  readonly consignedAt: string;
  readonly status: 'held' | 'claimed' | 'orphaned';
}

/** The `OrphanRecorded` payload (the registers' contract, hub/registers/entryKinds.ts). */
export type OrphanRecord = OrphanRecorded;

/** Writes one unclaimed consignment to the orphans register: the entry and its transfer (inside the caller's transaction). */
export function recordOrphan(db: DatabaseSync, at: string, actor: string, record: OrphanRecord): number {
  const seq = appendEntry(db, at, ORPHAN_RECORDED, actor, record);
  transfer(db, seq, accounts.consigned(record.tableId, record.seat), accounts.orphans, record.amount);
  return seq;
}
