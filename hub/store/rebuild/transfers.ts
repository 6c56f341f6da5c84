// The transfers are themselves a projection of the journal: each money fact names the accounts
// and amounts it moves, so a transfer inserted, edited or deleted without its entry shows here.
// Entries of the round engine's decider format (a payload with `event`: the wheel tables' bets,
// settlements with prison and jackpot, voids, withdrawals, closings) are rebuilt by the live
// path's own pure function (hub/tables/wheel/wheelTransfers.ts), fed with the table's seats as the
// journal gives them (STYLE.md: replay = live).
import type { DatabaseSync } from 'node:sqlite';
import type { Event } from '../../../games/wheelRound/state.ts';
import { JACKPOT_SEEDED } from '../../tables/wheel/jackpotSeed.ts';
import { eventTransfers } from '../../tables/wheel/wheelTransfers.ts';
import { DEMO_CREDIT_GRANTED } from '../demoMoney.ts';
import { accounts } from '../ledger.ts';
import { holdemTransfers } from './holdemTransfers.ts';
import { type Fact, type ProjectionFold, diffMaps, foldFacts, num, str } from './journalFacts.ts';

/** What a round's facts say: its table and its bets (station, stake), all a void refunds. */
interface RoundFacts {
  tableId: string;
  bets: { terminalId: string; stake: number }[];
}

/** Transfers that name a missing journal entry, and every entry whose transfers differ from its facts. */
export function transferMismatches(db: DatabaseSync, facts: Iterable<Fact>): string[] {
  return foldFacts(transferFold(db), facts);
}

/** The transfers' rebuild as a fold over the journal. */
export function transferFold(db: DatabaseSync): ProjectionFold {
  const known = new Set<number>();
  const unreadable: string[] = [];
  const rebuild = transferRebuild(unreadable);
  return {
    step(f) {
      known.add(f.seq);
      rebuild.step(f);
    },
    finish: () => compare(db, known, unreadable, rebuild.out),
  };
}

function compare(
  db: DatabaseSync,
  known: ReadonlySet<number>,
  unreadable: readonly string[],
  expected: Map<string, string[]>,
): string[] {
  const stored = new Map<string, string[]>();
  const orphans: string[] = [];
  const rows = db.prepare(
    'SELECT id, journal_seq, from_account, to_account, amount FROM transfers ORDER BY id',
  );
  // Issue 10 §6: read exactly, so that a stored figure past 2^53 is compared, not rounded or thrown.
  rows.setReadBigInts(true);
  for (const row of rows.iterate()) {
    const t = row as {
      id: bigint;
      journal_seq: bigint;
      from_account: string;
      to_account: string;
      amount: bigint;
    };
    if (!known.has(Number(t.journal_seq)))
      orphans.push(`transfer ${t.id}: journal entry ${t.journal_seq} does not exist`);
    push(stored, String(t.journal_seq), line(t.from_account, t.to_account, t.amount));
  }
  const canon = (m: Map<string, string[]>) => new Map([...m].map(([k, v]) => [k, v.sort().join(', ')]));
  return [...orphans, ...unreadable, ...diffMaps('transfers of entry', canon(stored), canon(expected))];
}

/**
 * The transfers every money fact of the journal implies, keyed by journal seq; a decider entry
 * whose transfers cannot be derived (a seat no station bet on) adds a line to `unreadable`.
 */
export function expectedTransfers(facts: Iterable<Fact>, unreadable: string[]): Map<string, string[]> {
  const rebuild = transferRebuild(unreadable);
  for (const f of facts) rebuild.step(f);
  return rebuild.out;
}

/** expectedTransfers as a fold: `out` holds the transfers of the facts folded so far. */
function transferRebuild(unreadable: string[]): { step(f: Fact): void; readonly out: Map<string, string[]> } {
  const out = new Map<string, string[]>();
  const rounds = new Map<number, RoundFacts>();
  // Per table, the station of each seat: the first station that bet on it (wheelMemory.applyEntry).
  const seats = new Map<string, Map<number, string>>();
  const add = (seq: number, from: string, to: string, amount: number | bigint) => {
    // ledger.transfer records nothing for a zero amount.
    if (amount !== 0 && amount !== 0n) push(out, String(seq), line(from, to, amount));
  };
  const step = (f: Fact): void => {
    const p = f.payload;
    // The hold'em room's entries (hub/tables/holdem) carry the hold'em engine's events: derived apart.
    if (holdemTransfers(f, add)) return;
    // Card tables (hub/tables/cards/cardJournal.ts): each entry names the transfers it made.
    if (p !== null && 'card' in p && Array.isArray(p['transfers'])) {
      for (const t of p['transfers'] as Record<string, unknown>[])
        add(f.seq, str(t, 'from'), str(t, 'to'), num(t, 'amount'));
      return;
    }
    if (p !== null && typeof p['event'] === 'object' && p['event'] !== null) {
      deciderTransfers(f, p, seats, add, unreadable);
      return;
    }
    switch (f.kind) {
      case JACKPOT_SEEDED: {
        // RULES.md A.2: the table bank funds a new jackpot pool (hub/tables/wheel/jackpotSeed.ts).
        const table = str(p, 'tableId');
        add(f.seq, accounts.bank(table), accounts.jackpot(table), num(p, 'amount'));
        break;
      }
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
        const bet = { terminalId, stake: num(p, 'stake') };
        round?.bets.push(bet);
        add(f.seq, accounts.station(terminalId), accounts.stakes(round?.tableId ?? '?'), bet.stake);
        break;
      }
      case 'RoundSettled': {
        const round = rounds.get(num(p, 'roundId'));
        const table = round?.tableId ?? '?';
        const bets = Array.isArray(p?.['bets']) ? (p['bets'] as Record<string, unknown>[]) : [];
        add(f.seq, accounts.stakes(table), accounts.bank(table), sumOf(bets.map((b) => num(b, 'stake'))));
        for (const b of bets)
          add(f.seq, accounts.bank(table), accounts.station(str(b, 'terminalId')), num(b, 'returned'));
        break;
      }
      case 'RoundVoided': {
        // A round never opened had no bets to refund.
        const round = rounds.get(num(p, 'roundId'));
        if (round !== undefined)
          for (const b of round.bets)
            add(f.seq, accounts.stakes(round.tableId), accounts.station(b.terminalId), b.stake);
        break;
      }
      // A demo hub's grant (hub/store/demoMoney.ts): from the demo bank, never the cashier.
      case DEMO_CREDIT_GRANTED:
        add(f.seq, accounts.demoBank, accounts.station(str(p, 'terminalId')), num(p, 'amount'));
        break;
      case 'VoucherIssued':
        add(f.seq, accounts.station(str(p, 'terminalId')), accounts.vouchers, num(p, 'amount'));
        break;
      // The orphans register (modèle 11 bis): a card table's unclaimed consignment (hub/tables/cards/consignments.ts).
      case 'OrphanRecorded':
        add(f.seq, accounts.consigned(str(p, 'tableId'), num(p, 'seat')), accounts.orphans, num(p, 'amount'));
        break;
      case 'VoucherRedeemed':
        add(f.seq, accounts.vouchers, accounts.cashier, num(p, 'amount'));
        break;
      // Hold'em room (hub/players/cave.ts): a cave bought, a player paid at the cashier.
      case 'CaveBought':
        add(f.seq, accounts.cashier, accounts.player(str(p, 'playerId')), num(p, 'amount'));
        break;
      case 'PlayerPaid':
        add(f.seq, accounts.player(str(p, 'playerId')), accounts.cashier, num(p, 'amount'));
        break;
    }
  };
  return { step, out };
}

/** A decider entry's transfers, by the live path's function, on the seats known before it. */
function deciderTransfers(
  f: Fact,
  p: Record<string, unknown>,
  seats: Map<string, Map<number, string>>,
  add: (seq: number, from: string, to: string, amount: number) => void,
  unreadable: string[],
): void {
  const tableId = str(p, 'tableId');
  const event = p['event'] as Event<unknown, unknown, unknown>;
  let terminalOfSeat = seats.get(tableId);
  if (terminalOfSeat === undefined) seats.set(tableId, (terminalOfSeat = new Map()));
  const terminalId = str(p, 'terminalId') || undefined;
  try {
    for (const t of eventTransfers({ tableId, terminalOfSeat, terminalId }, event))
      add(f.seq, t.from, t.to, t.amount);
  } catch (error) {
    unreadable.push(`transfers of entry ${f.seq}: cannot be rebuilt (${String(error)})`);
  }
  if (event.type === 'BetPlaced' && terminalId !== undefined && !terminalOfSeat.has(event.seat))
    terminalOfSeat.set(event.seat, terminalId);
}

/** The exact sum (issue 10 §6: never a float past 2^53); NaN when a value is not an integer, a break. */
function sumOf(values: readonly number[]): bigint | number {
  let total = 0n;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) return Number.NaN;
    total += BigInt(v);
  }
  return total;
}

function line(from: string, to: string, amount: number | bigint): string {
  return `${from}>${to}:${amount}`;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
