// Test support: writes the journal entries the hold'em table emits (hub/registers/entryKinds.ts)
// with their ledger transfers, as the table would, so the registers can be tested on their own.
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, cents } from '../../../games/money.ts';
import { rakeOf } from '../../../games/holdem/pots.ts';
import { inTransaction } from '../../store/database.ts';
import { appendJournal } from '../../store/journal.ts';
import { accounts, transfer } from '../../store/ledger.ts';
import { ORPHAN_RECORDED, POT_RAKED, type OrphanRecorded } from '../entryKinds.ts';

/** A cave bought at the cashier onto a player's station. */
export function buyCave(db: DatabaseSync, at: string, terminalId: string, amount: Cents): void {
  inTransaction(db, () => {
    const seq = appendJournal(db, at, 'CreditIn', 'staff:chloe', { terminalId, amount, method: 'cash' });
    transfer(db, seq, accounts.cashier, accounts.station(terminalId), amount);
  });
}

/**
 * One hand: each player puts `stake` in the pot, the pot is raked 4 % (rounded down to the cent,
 * RULES.md A.7) under `serial`, the rest goes to the winner. Returns the rake.
 */
export function playHand(
  db: DatabaseSync,
  at: string,
  tableId: string,
  handId: string,
  serial: number,
  stakes: Readonly<Record<string, number>>,
  winner: string,
): Cents {
  return inTransaction(db, () => {
    let pot = 0;
    for (const [terminalId, stake] of Object.entries(stakes)) {
      const seq = appendJournal(db, at, 'HoldemBet', `terminal:${terminalId}`, { tableId, handId, stake });
      transfer(db, seq, accounts.station(terminalId), accounts.pot(tableId), cents(stake));
      pot += stake;
    }
    const rake = rakeOf(cents(pot), 400, cents(1));
    const raked = appendJournal(db, at, POT_RAKED, 'hub', { tableId, handId, serial, pot, rake });
    transfer(db, raked, accounts.pot(tableId), accounts.rake(tableId), rake);
    const won = appendJournal(db, at, 'PotAwarded', 'hub', { tableId, handId, winner, amount: pot - rake });
    transfer(db, won, accounts.pot(tableId), accounts.station(winner), cents(pot - rake));
    return rake;
  });
}

/** A consigned stake written to the orphans register at session end. */
export function recordOrphan(
  db: DatabaseSync,
  at: string,
  terminalId: string,
  orphan: OrphanRecorded,
): number {
  return inTransaction(db, () => {
    const seq = appendJournal(db, at, ORPHAN_RECORDED, 'staff:bruno', orphan);
    transfer(db, seq, accounts.station(terminalId), accounts.orphans, orphan.amount);
    return seq;
  });
}
