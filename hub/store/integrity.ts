// The store's integrity report, shared by `hub verify` and the hub's start-up check: the hash
// chain, the conservation of money, and every projection against its rebuild from the journal.
// A break is reported, never repaired: a regulator must see what was found.
import type { DatabaseSync } from 'node:sqlite';
import { type ChainAnchor, anchorProblems } from './anchors.ts';
import { chainKeyProblems } from './chainKey.ts';
import { verifyChain } from './journal.ts';
import { accounts } from './ledger.ts';
import { balanceMismatches } from './rebuild/balances.ts';
import { type Fact, factOf, num, str } from './rebuild/journalFacts.ts';
import { roundAndBetMismatches } from './rebuild/rounds.ts';
import { sessionMismatches } from './rebuild/sessions.ts';
import { transferMismatches } from './rebuild/transfers.ts';
import { voucherMismatches } from './rebuild/vouchers.ts';
import { playerMismatches } from '../players/rebuildPlayers.ts';

/** Lines kept per projection in a report (the count says how many there were). */
const SHOWN = 20;

/** One projection's comparison with its rebuild. */
export interface ProjectionCheck {
  readonly name: string;
  readonly mismatches: number;
  readonly first: readonly string[];
}

/** What `verify` and the start-up check found. */
export interface IntegrityReport {
  readonly ok: boolean;
  readonly entries: number;
  /** The first entry whose hash, sequence or link is wrong, or null when the chain is intact. */
  readonly chainBrokenAt: number | null;
  readonly conservation: {
    readonly ok: boolean;
    /** Σ of every stored balance: 0 when no cent was created or lost. */
    readonly total: number;
    /** Cash in through the desk minus vouchers paid out, from the journal. */
    readonly entered: number;
    /** The cashier account's stored balance: −entered. */
    readonly cashier: number;
  };
  readonly projections: readonly ProjectionCheck[];
  /** One line per break, for logs and /readyz. */
  readonly problems: readonly string[];
}

/**
 * Checks the chain (under the handle's journal key, and against `anchors` printed earlier),
 * conservation and every projection of the store (read-only).
 */
export function integrityReport(db: DatabaseSync, anchors: readonly ChainAnchor[] = []): IntegrityReport {
  // One read of the journal: the chain is checked as the facts are collected.
  const facts: Fact[] = [];
  const chainBrokenAt = verifyChain(db, (row) => facts.push(factOf(row)));
  const entries = facts.length;
  const total = (db.prepare('SELECT COALESCE(SUM(balance), 0) AS t FROM balances').get() as { t: number }).t;
  const cashierRow = db.prepare('SELECT balance FROM balances WHERE account = ?').get(accounts.cashier) as
    { balance: number } | undefined;
  const cashier = cashierRow?.balance ?? 0;
  let entered = 0;
  for (const f of facts) {
    if (f.kind === 'CreditIn' && str(f.payload, 'validationNumber') === '')
      entered += num(f.payload, 'amount');
    if (f.kind === 'VoucherRedeemed') entered -= num(f.payload, 'amount');
    // The hold'em room's cashier (hub/players/cave.ts): caves in, payments out.
    if (f.kind === 'CaveBought') entered += num(f.payload, 'amount');
    if (f.kind === 'PlayerPaid') entered -= num(f.payload, 'amount');
  }
  const conservation = { ok: total === 0 && cashier === -entered, total, entered, cashier };
  const found: [string, string[]][] = [
    [
      'journal payloads',
      facts.filter((f) => f.payload === null).map((f) => `entry ${f.seq}: payload is not a JSON object`),
    ],
    ['balances', balanceMismatches(db)],
    ['transfers', transferMismatches(db, facts)],
    ['rounds and bets', roundAndBetMismatches(db, facts)],
    ['vouchers', voucherMismatches(db, facts)],
    ['players, cards, caves and seats', playerMismatches(db, facts)],
    ['table sessions', sessionMismatches(db, facts)],
  ];
  const projections = found.map(([name, lines]) => ({
    name,
    mismatches: lines.length,
    first: lines.slice(0, SHOWN),
  }));
  const problems = [
    ...chainTrustProblems(db, anchors),
    ...(chainBrokenAt === null ? [] : [`journal chain broken at entry ${chainBrokenAt}`]),
    ...(total === 0 ? [] : [`balances sum to ${total}, not 0`]),
    ...(cashier === -entered ? [] : [`cashier balance ${cashier} is not minus what entered (${entered})`]),
    ...projections
      .filter((p) => p.mismatches > 0)
      .map((p) => `${p.name}: ${p.mismatches} mismatch(es), first: ${p.first[0] ?? ''}`),
  ];
  return { ok: problems.length === 0, entries, chainBrokenAt, conservation, projections, problems };
}

/** Issue 10 §5: the chain's key is the store's, and the journal holds every given anchor. */
function chainTrustProblems(db: DatabaseSync, anchors: readonly ChainAnchor[]): string[] {
  return [...chainKeyProblems(db), ...anchorProblems(db, anchors)];
}
