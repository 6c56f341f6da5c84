// The hold'em crash test's audit of a data folder (docs/holdem-room.md "Crash rule": a hand in
// progress at a restart is restored exactly, never voided): every hand started ends exactly once,
// with what went into its pot all paid out (to the winners, the rake and uncalled bets back), but
// the one in progress, whose chips are all in the pot account; every acknowledged action is the
// journal entry its reply named, for that station's player and hand.
import type { AckedAction } from './simHoldemStation.ts';
import { auditStore, fail } from './storeAudit.ts';

/** What the audit counted. */
export interface HoldemCrashTotals {
  readonly hands: number;
  readonly ended: number;
  /** The hand left in progress (it resumes after the restart), or null. */
  readonly inProgress: string | null;
}

/** Audits `dir` for table `tableId`; `players` maps each station to its player. Throws on the first break. */
export function auditHoldemCrash(
  dir: string,
  tableId: string,
  players: Readonly<Record<string, string>>,
  acked: readonly AckedAction[],
): HoldemCrashTotals {
  return auditStore(dir, (db) => {
    const entries = (
      db
        .prepare(
          "SELECT seq, kind, payload FROM journal WHERE kind LIKE 'Holdem%' OR kind = 'PotRaked' ORDER BY seq",
        )
        .all() as { seq: number; kind: string; payload: string }[]
    )
      .map((r) => ({
        ...r,
        payload: JSON.parse(r.payload) as {
          tableId: string;
          handId?: string | null;
          playerId?: string;
          event?: { type: string; action?: string };
        },
      }))
      .filter((e) => e.payload.tableId === tableId);
    const pot = `pot:${tableId}`;
    const flows = db.prepare(
      'SELECT COALESCE(SUM(CASE WHEN to_account = ? THEN amount ELSE 0 END), 0) - COALESCE(SUM(CASE WHEN from_account = ? THEN amount ELSE 0 END), 0) AS net FROM transfers WHERE journal_seq = ?',
    );
    const hands = new Map<string, { started: number; ended: number; net: number }>();
    let current: string | null = null;
    for (const e of entries) {
      if (e.kind === 'HoldemHandVoided') fail('a hand voided (the crash rule restores it)', e);
      const handId = e.payload.handId ?? null;
      if (e.kind === 'HoldemHandStarted') {
        if (current !== null) fail('a hand started while another is in progress', { current, e });
        if (handId === null || hands.has(handId)) fail('a hand id started twice', e);
        current = handId;
        hands.set(handId ?? '', { started: e.seq, ended: 0, net: 0 });
      }
      if (handId === null) continue;
      const h = hands.get(handId) ?? fail('an entry of no started hand', e);
      h.net += (flows.get(pot, pot, e.seq) as { net: number }).net;
      if (e.kind === 'HoldemHandEnded') {
        if (handId !== current) fail('a hand ended that is not in progress', e);
        h.ended++;
        // Everything put in the pot went out again: winners, rake, uncalled bets.
        if (h.net !== 0) fail('a hand ended with chips left in its pot', { handId, net: h.net });
        current = null;
      }
    }
    const potBalance = (
      db.prepare('SELECT COALESCE(SUM(balance), 0) AS b FROM balances WHERE account = ?').get(pot) as {
        b: number;
      }
    ).b;
    const inPot = current === null ? 0 : (hands.get(current)?.net ?? 0);
    if (potBalance !== inPot)
      fail('the pot account differs from the hand in progress', { potBalance, inPot });
    // Nothing acknowledged then lost: each acknowledged action is the entry its reply named.
    const bySeq = new Map(entries.map((e) => [e.seq, e]));
    for (const a of acked) {
      const e = bySeq.get(a.seq);
      if (
        e?.kind !== 'HoldemActed' ||
        e.payload.handId !== a.handId ||
        e.payload.playerId !== players[a.terminalId] ||
        e.payload.event?.action !== a.kind
      )
        fail('an acknowledged action is not its journal entry', { acked: a, entry: e });
    }
    return {
      hands: hands.size,
      ended: [...hands.values()].filter((h) => h.ended === 1).length,
      inProgress: current,
    };
  });
}
