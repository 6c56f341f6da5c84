// The store's integrity report, shared by `hub verify` and the hub's start-up check: the hash
// chain, the conservation of money, and every projection against its rebuild from the journal.
// A break is reported, never repaired: a regulator must see what was found.
import type { DatabaseSync } from 'node:sqlite';
import { type ChainAnchor, anchorProblems } from './anchors.ts';
import { chainKeyProblems } from './chainKey.ts';
import { GENESIS_HASH, type JournalRow, verifyChain } from './journal.ts';
import { type ChainCheckOptions, startChainCheck } from './parallelChain.ts';
import { isSafeBig } from './exactSum.ts';
import { balanceTotals } from './balanceTotals.ts';
import { balanceMismatches } from './rebuild/balances.ts';
import { type Fact, type ProjectionFold, factOf, num, str } from './rebuild/journalFacts.ts';
import { roundAndBetFold } from './rebuild/rounds.ts';
import { sessionFold } from './rebuild/sessions.ts';
import { transferFold } from './rebuild/transfers.ts';
import { voucherFold } from './rebuild/vouchers.ts';
import { playerFold } from '../players/rebuildPlayers.ts';

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
  /** Exact sums (issue 10 §6): a figure beyond the safe range is given as its decimal string. */
  readonly conservation: {
    readonly ok: boolean;
    /** Σ of every stored balance: 0 when no cent was created or lost. */
    readonly total: number | string;
    /** Cash in through the desk minus vouchers paid out, from the journal. */
    readonly entered: number | string;
    /** The cashier account's stored balance: −entered. */
    readonly cashier: number | string;
  };
  readonly projections: readonly ProjectionCheck[];
  /** One line per break, for logs and /readyz. */
  readonly problems: readonly string[];
}

/** What a passed check covered: the head entry it read up to and the cash that had entered by then. */
export interface CheckCover {
  readonly seq: number;
  readonly hash: string;
  /** Cash in through the desk minus vouchers paid out, summed over entries 1..seq. */
  readonly entered: bigint;
}

/** A report and the head it covers (the check checkpoint records the cover of a passed check). */
export interface CheckOutcome {
  readonly report: IntegrityReport;
  readonly cover: CheckCover;
}

/**
 * Checks the chain (under the handle's journal key, and against `anchors` printed earlier),
 * conservation and every projection of the store (read-only).
 */
export function integrityReport(db: DatabaseSync, anchors: readonly ChainAnchor[] = []): IntegrityReport {
  return fullCheck(db, anchors).report;
}

/**
 * integrityReport, with the head it covered. One pass over the journal (issue 13 §5): each entry
 * is parsed once and fed to the sums and to every projection's rebuild (a fold), and none is
 * kept, so the memory it needs is the projections', not the journal's (4.3 GB at 10⁶ entries when
 * every parsed payload was held). With `parallel` (true, or how to share the check out), a large
 * chain's hashes are checked meanwhile by worker threads (store/parallelChain.ts); else in this pass.
 */
export function fullCheck(
  db: DatabaseSync,
  anchors: readonly ChainAnchor[] = [],
  parallel: boolean | ChainCheckOptions = true,
): CheckOutcome {
  let entries = 0;
  let head = { seq: 0, hash: GENESIS_HASH };
  let entered = 0n;
  const unreadable: string[] = [];
  const unparsed: string[] = [];
  const folds: [string, ProjectionFold][] = [
    ['transfers', transferFold(db)],
    ['rounds and bets', roundAndBetFold(db)],
    ['vouchers', voucherFold(db)],
    ['players, cards, caves and seats', playerFold(db)],
    ['table sessions', sessionFold(db)],
  ];
  const visit = (row: JournalRow): void => {
    const f = factOf(row);
    entries++;
    head = { seq: row.seq, hash: row.hash };
    entered += enteredOf(f, unreadable);
    if (f.payload === null) unparsed.push(`entry ${f.seq}: payload is not a JSON object`);
    for (const [, fold] of folds) fold.step(f);
  };
  const chain =
    parallel === false
      ? undefined
      : startChainCheck(db, { ...(parallel === true ? {} : parallel), inline: false });
  let chainBrokenAt: number | null;
  if (chain?.parallel === true) {
    // The entries the workers check, no more: a report never covers an entry whose hash went unchecked.
    for (const row of journalRows(db, chain.head)) visit(row);
    chainBrokenAt = chain.brokenAt();
  } else chainBrokenAt = verifyChain(db, visit);
  const found: [string, string[]][] = [
    ['journal payloads', unparsed],
    ['balances', balanceMismatches(db)],
    ...folds.map(([name, fold]): [string, string[]] => [name, fold.finish()]),
  ];
  const report = reportOf(db, anchors, entries, chainBrokenAt, entered, unreadable, found);
  return { report, cover: { ...head, entered } };
}

/** The journal's rows up to `head` in order, read one at a time. */
function* journalRows(db: DatabaseSync, head: number): Generator<JournalRow> {
  const rows = db.prepare(
    'SELECT seq, at, kind, actor, payload, prev_hash, hash FROM journal WHERE seq <= ? ORDER BY seq',
  );
  for (const row of rows.iterate(head)) yield row as unknown as JournalRow;
}

/**
 * The start-up check after a check checkpoint (docs/journal.md "The check checkpoint"): the chain
 * from the covered entry to the head, the chain's key, and conservation with the cash entered up
 * to the checkpoint carried over; the projections are left to the full check in the background.
 */
export function tailCheck(db: DatabaseSync, from: CheckCover): CheckOutcome {
  const facts: Fact[] = [];
  let head = { seq: from.seq, hash: from.hash };
  const chainBrokenAt = verifyChain(
    db,
    (row) => {
      facts.push(factOf(row));
      head = { seq: row.seq, hash: row.hash };
    },
    from,
  );
  const unreadable: string[] = [];
  let entered = from.entered;
  for (const f of facts) entered += enteredOf(f, unreadable);
  const found: [string, string[]][] = [
    [
      'journal payloads',
      facts.filter((f) => f.payload === null).map((f) => `entry ${f.seq}: payload is not a JSON object`),
    ],
  ];
  const report = reportOf(db, [], facts.length, chainBrokenAt, entered, unreadable, found);
  return { report, cover: { ...head, entered } };
}

/** The cash `f` brings in through the desk (negative: paid out); an unreadable amount is listed. */
function enteredOf(f: Fact, unreadable: string[]): bigint {
  const amount = (): bigint => {
    const v = num(f.payload, 'amount');
    if (Number.isSafeInteger(v)) return BigInt(v);
    unreadable.push(`entry ${f.seq} (${f.kind}): amount is not a safe integer number of cents`);
    return 0n;
  };
  if (f.kind === 'CreditIn' && str(f.payload, 'validationNumber') === '') return amount();
  if (f.kind === 'VoucherRedeemed') return -amount();
  // The hold'em room's cashier (hub/players/cave.ts): caves in, payments out.
  if (f.kind === 'CaveBought') return amount();
  if (f.kind === 'PlayerPaid') return -amount();
  return 0n;
}

function reportOf(
  db: DatabaseSync,
  anchors: readonly ChainAnchor[],
  entries: number,
  chainBrokenAt: number | null,
  entered: bigint,
  unreadable: readonly string[],
  found: readonly [string, string[]][],
): IntegrityReport {
  // Exact integer sums (issue 10 §6): balances summed exactly (store/balanceTotals.ts), the
  // journal's amounts summed in BigInt; no float (it rounds past 2^53).
  const { total, cashier, beyond: over } = balanceTotals(db);
  const conservationOk = total === 0n && cashier === -entered && unreadable.length === 0;
  const conservation = {
    ok: conservationOk,
    total: figure(total),
    entered: figure(entered),
    cashier: figure(cashier),
  };
  const beyond = over.map(
    ([account, balance]) => `balance of ${account} is ${balance}, beyond the exact range of amounts`,
  );
  const projections = found.map(([name, lines]) => ({
    name,
    mismatches: lines.length,
    first: lines.slice(0, SHOWN),
  }));
  const problems = [
    ...chainTrustProblems(db, anchors),
    ...(chainBrokenAt === null ? [] : [`journal chain broken at entry ${chainBrokenAt}`]),
    ...(total === 0n ? [] : [`balances sum to ${total}, not 0`]),
    ...(cashier === -entered ? [] : [`cashier balance ${cashier} is not minus what entered (${entered})`]),
    ...unreadable,
    ...beyond,
    ...projections
      .filter((p) => p.mismatches > 0)
      .map((p) => `${p.name}: ${p.mismatches} mismatch(es), first: ${p.first[0] ?? ''}`),
  ];
  return { ok: problems.length === 0, entries, chainBrokenAt, conservation, projections, problems };
}

/** An exact sum as a JSON figure: a number when it is safe, else its decimal string. */
function figure(value: bigint): number | string {
  return isSafeBig(value) ? Number(value) : value.toString();
}

/** Issue 10 §5: the chain's key is the store's, and the journal holds every given anchor. */
function chainTrustProblems(db: DatabaseSync, anchors: readonly ChainAnchor[]): string[] {
  return [...chainKeyProblems(db), ...anchorProblems(db, anchors)];
}
