// The transfers each hold'em journal entry implies (hub/holdem/holdemJournal.ts), derived from
// its payload alone so that a transfer added, edited or deleted without its entry shows up in
// `verify` (hub/store/integrity.ts). Accounts: player:<id>, stack:<table>:<id>, pot:<table>,
// rake:<table> (hub/holdem/holdemAccounts.ts).
import type { Fact } from './journalFacts.ts';
import { num, str } from './journalFacts.ts';

type Add = (seq: number, from: string, to: string, amount: number) => void;

/**
 * Stand-in for the cave purchase of hub/players (issue 6): `CavePurchased { playerId, amount }`
 * moves cash from the cash desk to `player:<playerId>`. The players' service owns this kind; if it
 * journals the purchase under another name, that name replaces this one.
 */
export const CAVE_PURCHASED = 'CavePurchased';

/** Cash entered through the desk by a cave purchase (for the conservation check), else 0. */
export function holdemCashIn(f: Fact): number {
  return f.kind === CAVE_PURCHASED ? num(f.payload, 'amount') : 0;
}

/** Adds the transfers of `f` when it is a hold'em entry; returns false when it is not one. */
export function holdemTransfers(f: Fact, add: Add): boolean {
  const p = f.payload;
  const table = str(p, 'tableId');
  const player = str(p, 'playerId');
  const stack = (id: string): string => `stack:${table}:${id}`;
  const pot = `pot:${table}`;
  const event = (p?.['event'] ?? null) as Record<string, unknown> | null;
  const amount = (field: string): number => num(event, field);
  switch (f.kind) {
    case CAVE_PURCHASED:
      add(f.seq, 'cashier', `player:${player}`, num(p, 'amount'));
      return true;
    case 'HoldemPlayerSeated':
      add(f.seq, `player:${player}`, stack(player), amount('cave'));
      return true;
    case 'HoldemRecaved':
      add(f.seq, `player:${player}`, stack(player), amount('amount'));
      return true;
    case 'HoldemPlayerLeft':
      add(f.seq, stack(player), `player:${player}`, amount('stack'));
      return true;
    case 'HoldemPosted':
    case 'HoldemActed':
      add(f.seq, stack(player), pot, amount('amount'));
      return true;
    case 'HoldemUncalledBetReturned':
      add(f.seq, pot, stack(player), amount('amount'));
      return true;
    case 'PotRaked':
      add(f.seq, pot, `rake:${table}`, num(p, 'rake'));
      return true;
    case 'HoldemPotAwarded':
      for (const w of listOf(p?.['winners'])) add(f.seq, pot, stack(str(w, 'playerId')), num(w, 'amount'));
      return true;
    case 'HoldemHandVoided':
      for (const r of listOf(p?.['refunds'])) add(f.seq, pot, stack(str(r, 'playerId')), num(r, 'amount'));
      return true;
    default:
      return false;
  }
}

function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}
