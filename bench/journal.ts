// `npm run bench -- journal [--max=1000000]`: start-up, verify and one recall request at 10⁴, 10⁵
// and 10⁶ journal entries (issue 13 §5). The store grows once (bench/_journalStore.ts: real
// roulette tables driven in-process) and is copied at each size; every figure is taken on a copy.
// Printed beside their baselines, measured in the same run on the same copy:
// - start-up: `startHub` on the folder, until it listens (the start-up check, the replays, the
//   recovery), with the checkpoints a clean stop leaves, the check checkpoint among them (the
//   normal start, the one the target is for: only the tail is checked at start, the whole journal
//   in the background), the best of several starts, with its phases (hub/store/startUpPhases.ts);
//   the recovery path beside it: the cold start without a check checkpoint (the first start after
//   an upgrade or after a failed background check: the full check at start, and the part of it
//   that is the integrity check); baselines: without any checkpoint (a store's first start on this
//   version), and as before (without checkpoints nor the indexes of issue 13);
// - verify: the chain check and the whole `verifyDataDir` report; baselines: a bare SHA-256 of each
//   entry's content (the very bytes the chain's HMAC covers, already in memory) and the chain
//   check as it was (decoded rows, JSON.stringify, an Hmac object per entry);
// - recall: one station's last games (hub/registers/gameRecall.ts) and the jackpot history of one
//   table; baseline: the same without the index.
// Targets: start-up at 10⁶ ≤ 2 s and within 2× of start-up at 10⁴; verify ≥ 50 % of the bare hash.
import { hash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { startHub } from '../hub/hub.ts';
import type { StartUpPhases } from '../hub/store/startUpPhases.ts';
import { gameRecall } from '../hub/registers/gameRecall.ts';
import { jackpotHistory } from '../hub/registers/jackpotHistory.ts';
import { attachJournalKey } from '../hub/store/chainKey.ts';
import { integrityReport } from '../hub/store/integrity.ts';
import { ENTRY_CONTENT_SQL } from '../hub/store/entryBytes.ts';
import { entryHash, GENESIS_HASH } from '../hub/store/journal.ts';
import { startChainCheck } from '../hub/store/parallelChain.ts';
import { verifyDataDir } from '../hub/verify.ts';
import { benchTables, growingStore } from './_journalStore.ts';

const KEY = Buffer.alloc(32, 0x5a);
const TABLES = 4;
const STATIONS = 20;
const maxArg = process.argv.find((a) => a.startsWith('--max='));
const MAX = maxArg === undefined ? 1_000_000 : Number(maxArg.slice('--max='.length));
const SIZES = [10_000, 100_000, 1_000_000].filter((n) => n <= MAX);

const root = mkdtempSync(join(tmpdir(), 'tapis-journal-bench-'));

/** Milliseconds `work` took, the best of `runs` (the machine is shared: the best is the least disturbed). */
function best(runs: number, work: () => void): number {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    work();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

/** A fresh copy of the store at `path`, optionally without its checkpoints and without the indexes of issue 13. */
function copyOf(path: string, name: string, keep: { checkpoints: boolean; index: boolean }): string {
  const dir = join(root, name);
  mkdirSync(dir);
  cpSync(path, join(dir, 'hub.sqlite'));
  const db = new DatabaseSync(join(dir, 'hub.sqlite'));
  if (!keep.checkpoints) db.exec('DELETE FROM memory_checkpoints');
  // The grown store's own check checkpoint, if any, is not measured: the cold start makes one.
  db.exec("DELETE FROM memory_checkpoints WHERE name = 'integrity check'");
  if (!keep.index) {
    db.exec('DROP INDEX journal_by_table');
    db.exec('DROP INDEX rounds_open');
  }
  db.close();
  return dir;
}

const CURRENT = { checkpoints: true, index: true };

/** Normal starts on the same folder: a start after a clean stop of the one before. */
const NORMAL_STARTS = 5;

/** Start-up until the hub listens, then a clean stop (not timed). */
async function startUp(dir: string): Promise<number> {
  return (await timedStart(dir)).ms;
}

/** Start-up until the hub listens, with its phases, then a clean stop (not timed). */
async function timedStart(dir: string): Promise<{ ms: number; phases: StartUpPhases }> {
  const t = performance.now();
  const hub = await startHub({
    dataDir: dir,
    journalKey: KEY,
    host: '127.0.0.1',
    port: 0,
    tables: benchTables(TABLES),
    logLevel: 'silent',
  });
  const ms = performance.now() - t;
  await hub.close();
  return { ms, phases: hub.startUpPhases };
}

/** The chain check as it was before issue 13: rows decoded, JSON.stringify, an Hmac per entry. */
function chainAsBefore(db: DatabaseSync): number | null {
  let prev = GENESIS_HASH;
  let expected = 1;
  for (const row of db
    .prepare('SELECT seq, at, kind, actor, payload, prev_hash, hash FROM journal ORDER BY seq')
    .iterate()) {
    const e = row as {
      seq: number;
      at: string;
      kind: string;
      actor: string;
      payload: string;
      prev_hash: string;
      hash: string;
    };
    if (
      e.seq !== expected ||
      e.prev_hash !== prev ||
      entryHash(KEY, prev, e.seq, e.at, e.kind, e.actor, e.payload) !== e.hash
    )
      return e.seq;
    prev = e.hash;
    expected++;
  }
  return null;
}

interface Figures {
  readonly entries: number;
  readonly mb: number;
  readonly start: number;
  readonly startPhases: StartUpPhases;
  readonly startCold: number;
  readonly startColdPhases: StartUpPhases;
  readonly startCheck: number;
  readonly startNoCheckpoint: number;
  readonly startBefore: number;
  readonly chain: number;
  readonly chainBefore: number;
  readonly report: number;
  readonly bare: number;
  readonly recall: number;
  readonly recallNoIndex: number;
  readonly jackpot: number;
  readonly jackpotNoIndex: number;
}

async function measure(path: string, entries: number): Promise<Figures> {
  const runs = entries >= 1_000_000 ? 1 : 3;
  // Start-up on a fresh copy each time (a start voids the round a stop left open: it writes).
  let start = { ms: Infinity, phases: {} as StartUpPhases };
  let startCold = { ms: Infinity, phases: {} as StartUpPhases };
  let startNoCheckpoint = Infinity;
  let startBefore = Infinity;
  const least = (
    a: { ms: number; phases: StartUpPhases },
    b: { ms: number; phases: StartUpPhases },
  ): { ms: number; phases: StartUpPhases } => (b.ms < a.ms ? b : a);
  for (let i = 0; i < runs; i++) {
    // The cold start checks the whole journal and leaves a check checkpoint; the next starts on
    // the same folder are normal ones (cheap even at 10⁶: several, the best kept).
    const current = copyOf(path, `start-${entries}-${i}`, CURRENT);
    startCold = least(startCold, await timedStart(current));
    for (let j = 0; j < NORMAL_STARTS; j++) start = least(start, await timedStart(current));
    const none = { checkpoints: false, index: true };
    startNoCheckpoint = Math.min(
      startNoCheckpoint,
      await startUp(copyOf(path, `start-nocp-${entries}-${i}`, none)),
    );
    const before = { checkpoints: false, index: false };
    startBefore = Math.min(startBefore, await startUp(copyOf(path, `start-before-${entries}-${i}`, before)));
  }
  const dir = copyOf(path, `read-${entries}`, CURRENT);
  const db = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
  attachJournalKey(db, KEY);
  // The part of start-up that is the integrity check (docs/journal.md "The check checkpoint").
  const startCheck = best(runs, () => integrityReport(db));
  // The bytes the chain's HMAC covers, in memory, for the bare hash.
  const contents = (() => {
    const s = db.prepare(`SELECT ${ENTRY_CONTENT_SQL} FROM journal ORDER BY seq`);
    s.setReturnArrays(true);
    return (s.all() as unknown as [Uint8Array][]).map((r) => r[0]);
  })();
  const bytes = contents.reduce((t, c) => t + c.length, 0);
  const bare = best(runs + 2, () => {
    for (const c of contents) hash('sha256', c, 'buffer');
  });
  contents.length = 0;
  const chain = best(runs + 2, () => {
    // As `hub verify` checks it: on every core (hub/store/parallelChain.ts).
    if (startChainCheck(db).brokenAt() !== null) throw new Error('the bench journal does not verify');
  });
  const chainBefore = best(runs, () => {
    if (chainAsBefore(db) !== null) throw new Error('the bench journal does not verify (as before)');
  });
  const report = best(runs, () => {
    const r = verifyDataDir(dir, KEY);
    if (!r.ok) throw new Error(`verify: ${r.problems.join('; ')}`);
  });
  const station = 'roulette-1-T1';
  const recall = best(5, () => gameRecall(db, 'roulette-1', { terminalId: station }));
  const jackpot = best(3, () => jackpotHistory(db, 'roulette-1'));
  db.close();
  const noIndex = new DatabaseSync(
    join(copyOf(path, `read-noidx-${entries}`, { checkpoints: true, index: false }), 'hub.sqlite'),
    {
      readOnly: true,
    },
  );
  const recallNoIndex = best(5, () => gameRecall(noIndex, 'roulette-1', { terminalId: station }));
  const jackpotNoIndex = best(3, () => jackpotHistory(noIndex, 'roulette-1'));
  noIndex.close();
  return {
    entries,
    mb: bytes / 1e6,
    start: start.ms,
    startPhases: start.phases,
    startCold: startCold.ms,
    startColdPhases: startCold.phases,
    startCheck,
    startNoCheckpoint,
    startBefore,
    chain,
    chainBefore,
    report,
    bare,
    recall,
    recallNoIndex,
    jackpot,
    jackpotNoIndex,
  };
}

const ms = (v: number): string => `${v.toFixed(v < 10 ? 2 : 0)} ms`;
const pct = (v: number): string => `${(100 * v).toFixed(0)} %`;
const mbs = (mb: number, v: number): string => `${(mb / (v / 1000)).toFixed(0)} MB/s`;
const phasesOf = (p: StartUpPhases): string =>
  Object.entries(p)
    .map(([phase, v]) => `${phase} ${ms(v)}`)
    .join(', ');

const store = growingStore(mkdtempSync(join(root, 'grow-')), KEY, TABLES, STATIONS);
const results: Figures[] = [];
try {
  for (const size of SIZES) {
    const t = performance.now();
    store.grow(size);
    const built = performance.now() - t;
    const snapshot = join(root, `at-${size}.sqlite`);
    store.snapshot(snapshot);
    const f = await measure(snapshot, store.entries());
    results.push(f);
    process.stdout.write(
      [
        `${f.entries} entries (${f.mb.toFixed(0)} MB of hashed content; grown in ${ms(built)}):`,
        `  start-up (the target's: after a clean stop, with the check checkpoint) ${ms(f.start)}: ${phasesOf(f.startPhases)}`,
        `  recovery path (cold start, no check checkpoint: after an upgrade or a failed background check) ${ms(f.startCold)}: ${phasesOf(f.startColdPhases)}; the integrity check alone ${ms(f.startCheck)}`,
        `  baselines: without any checkpoint ${ms(f.startNoCheckpoint)}; as before (no checkpoint, no index of issue 13) ${ms(f.startBefore)}`,
        `  chain check ${ms(f.chain)} = ${mbs(f.mb, f.chain)}; before ${ms(f.chainBefore)}; bare SHA-256 ${ms(f.bare)} = ${mbs(f.mb, f.bare)}; ratio ${pct(f.bare / f.chain)} (before ${pct(f.bare / f.chainBefore)})`,
        `  verify report ${ms(f.report)} = ${mbs(f.mb, f.report)}; ratio to the bare hash ${pct(f.bare / f.report)}`,
        `  recall (one station, roulette-1) ${ms(f.recall)} (without the index ${ms(f.recallNoIndex)}); jackpot history ${ms(f.jackpot)} (without ${ms(f.jackpotNoIndex)})`,
        '',
      ].join('\n'),
    );
  }
} finally {
  store.close();
}

const first = results[0];
const last = results.at(-1);
if (first !== undefined && last !== undefined) {
  const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');
  const growth = last.start / first.start;
  process.stdout.write(
    [
      `targets (largest size ${last.entries}):`,
      `  start-up (after a clean stop, with the check checkpoint) ≤ 2 s: ${ms(last.start)} — ${met(last.start <= 2000)}`,
      `  start-up (after a clean stop, with the check checkpoint) within 2× of ${first.entries} entries: ${growth.toFixed(2)}× — ${met(growth <= 2)}`,
      `  not a target, the recovery path: the cold start reads the whole journal, ${ms(last.startCold)} (${(last.startCold / first.startCold).toFixed(2)}× the figure at ${first.entries}); the integrity check alone (as hub verify runs it) ${ms(last.startCheck)}`,
      `  chain check ≥ 50 % of the bare hash: ${pct(last.bare / last.chain)} — ${met(last.bare / last.chain >= 0.5)}`,
      `  whole verify report ≥ 50 % of the bare hash: ${pct(last.bare / last.report)} — ${met(last.bare / last.report >= 0.5)}`,
      '',
    ].join('\n'),
  );
}
rmSync(root, { recursive: true, force: true });
