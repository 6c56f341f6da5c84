// The transfers are themselves a projection of the journal: each money fact names the accounts
// and amounts it moves, so a transfer inserted, edited or deleted without its entry shows here.
// Entries of the round engine's decider format (a payload with `event`) settle through jackpot and
// prison accounts this module does not model: their transfers are covered by the balance,
// existence and conservation checks only, until the engine offers its own expected transfers.
import type { DatabaseSync } from 'node:sqlite';
import { accounts } from '../ledger.ts';
import { type Fact, diffMaps, num, str } from './journalFacts.ts';

/** What a round's facts say: its table and its bets (id, station, stake). */
interface RoundFacts {
  tableId: string;
  bets: { betId: string; terminalId: string; stake: number }[];
}

/** Transfers that name a missing journal entry, and every entry whose transfers differ from its facts. */
export function transferMismatches(db: DatabaseSync, facts: readonly Fact[]): string[] {
  const known = new Set(facts.map((f) => f.seq));
  const stored = new Map<string, string[]>();
  const orphans: string[] = [];
  for (const row of db
    .prepare('SELECT id, journal_seq, from_account, to_account, amount FROM transfers ORDER BY id')
    .iterate()) {
    const t = row as {
      id: number;
      journal_seq: number;
      from_account: string;
      to_account: string;
      amount: number;
    };
    if (!known.has(t.journal_seq))
      orphans.push(`transfer ${t.id}: journal entry ${t.journal_seq} does not exist`);
    push(stored, String(t.journal_seq), line(t.from_account, t.to_account, t.amount));
  }
  const checkedElsewhere = new Set<string>();
  const expected = expectedTransfers(facts, checkedElsewhere);
  for (const seq of checkedElsewhere) stored.delete(seq);
  const canon = (m: Map<string, string[]>) => new Map([...m].map(([k, v]) => [k, v.sort().join(', ')]));
  return [...orphans, ...diffMaps('transfers of entry', canon(stored), canon(expected))];
}

/**
 * The transfers every money fact of the journal implies, keyed by journal seq; the seqs whose
 * transfers this module cannot derive are added to `checkedElsewhere`.
 */
export function expectedTransfers(
  facts: readonly Fact[],
  checkedElsewhere: Set<string>,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const rounds = new Map<number, RoundFacts>();
  const add = (seq: number, from: string, to: string, amount: number) => {
    // ledger.transfer records nothing for a zero amount.
    if (amount !== 0) push(out, String(seq), line(from, to, amount));
  };
  for (const f of facts) {
    const p = f.payload;
    const deciderFormat = p !== null && 'event' in p;
    // Card tables (hub/cards/cardJournal.ts): each entry names the transfers it made.
    if (p !== null && 'card' in p && Array.isArray(p['transfers'])) {
      for (const t of p['transfers'] as Record<string, unknown>[])
        add(f.seq, str(t, 'from'), str(t, 'to'), num(t, 'amount'));
      continue;
    }
    switch (f.kind) {
      case 'RoundOpened':
        rounds.set(f.seq, { tableId: str(p, 'tableId'), bets: [] });
        break;
      case 'CreditIn': {
        const from = str(p, 'validationNumber') === '' ? accounts.cashier : accounts.vouchers;
        add(f.seq, from, accounts.station(str(p, 'terminalId')), num(p, 'amount'));
        break;
      }
      case 'BetPlaced': {
        const round = rounds.get(num(p, 'roundId'));
        const terminalId = str(p, 'terminalId') || f.actor.replace(/^terminal:/, '');
        const bet = { betId: str(p, 'betId'), terminalId, stake: num(p, 'stake') };
        round?.bets.push(bet);
        add(f.seq, accounts.station(terminalId), accounts.stakes(round?.tableId ?? '?'), bet.stake);
        break;
      }
      case 'RoundSettled': {
        if (deciderFormat) {
          checkedElsewhere.add(String(f.seq));
          break;
        }
        const round = rounds.get(num(p, 'roundId'));
        const table = round?.tableId ?? '?';
        const bets = Array.isArray(p?.['bets']) ? (p['bets'] as Record<string, unknown>[]) : [];
        add(f.seq, accounts.stakes(table), accounts.bank(table), sumOf(bets.map((b) => num(b, 'stake'))));
        for (const b of bets)
          add(f.seq, accounts.bank(table), accounts.station(str(b, 'terminalId')), num(b, 'returned'));
        break;
      }
      case 'RoundVoided': {
        if (deciderFormat) {
          checkedElsewhere.add(String(f.seq));
          break;
        }
        const round = rounds.get(num(p, 'roundId'));
        for (const b of round?.bets ?? [])
          add(f.seq, accounts.stakes(round?.tableId ?? '?'), accounts.station(b.terminalId), b.stake);
        break;
      }
      case 'VoucherIssued':
        add(f.seq, accounts.station(str(p, 'terminalId')), accounts.vouchers, num(p, 'amount'));
        break;
      // The orphans register (modèle 11 bis): a card table's unclaimed consignment (hub/cards/consignments.ts).
      case 'OrphanRecorded':
        add(f.seq, `consigned:${str(p, 'tableId')}:${num(p, 'seat')}`, 'orphans', num(p, 'amount'));
        break;
      case 'VoucherRedeemed':
        add(f.seq, accounts.vouchers, accounts.cashier, num(p, 'amount'));
        break;
    }
  }
  return out;
}

function sumOf(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function line(from: string, to: string, amount: number): string {
  return `${from}>${to}:${amount}`;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
