// The transfers each hold'em journal entry implies (hub/tables/holdem/holdemJournal.ts), derived from
// its payload alone so that a transfer added, edited or deleted without its entry shows up in
// `verify` (hub/store/integrity.ts). Accounts: player, stack, pot and rake (hub/store/accounts.ts).
import { type Fact, num, str } from './journalFacts.ts';
import { type AccountName, accounts } from '../accounts.ts';

type Add = (seq: number, from: string, to: string, amount: number) => void;

/** Adds the transfers of `f` when it is a hold'em entry; returns false when it is not one. */
export function holdemTransfers(f: Fact, add: Add): boolean {
  const p = f.payload;
  const table = str(p, 'tableId');
  const player = str(p, 'playerId');
  const stack = (id: string): AccountName => accounts.stack(table, id);
  const pot = accounts.pot(table);
  const event = (p?.['event'] ?? null) as Record<string, unknown> | null;
  const amount = (field: string): number => num(event, field);
  switch (f.kind) {
    case 'HoldemPlayerSeated':
      add(f.seq, accounts.player(player), stack(player), amount('cave'));
      return true;
    case 'HoldemRecaved':
      add(f.seq, accounts.player(player), stack(player), amount('amount'));
      return true;
    case 'HoldemPlayerLeft':
      add(f.seq, stack(player), accounts.player(player), amount('stack'));
      return true;
    case 'HoldemPosted':
    case 'HoldemActed':
      add(f.seq, stack(player), pot, amount('amount'));
      return true;
    case 'HoldemUncalledBetReturned':
      add(f.seq, pot, stack(player), amount('amount'));
      return true;
    case 'PotRaked':
      add(f.seq, pot, accounts.rake(table), num(p, 'rake'));
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
