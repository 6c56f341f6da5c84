// The card crash test's audit of a data folder (docs/card-tables.md "Crash rule"): walks each card
// table's journal hand by hand and checks that every stake put on the layout ends in exactly one
// settlement or exactly one void that refunds it, that each station's acknowledged stakes are
// exactly the stakes the journal holds for it (nothing acknowledged then lost), and that every
// station's credit is what the journal explains, to the cent.
import type { Cents } from '../../../games/money.ts';
import type { Coup } from '../../../games/puntoBanco/drawing.ts';
import { type Spot, settleBet } from '../../../games/puntoBanco/payout.ts';
import type { AckedStake } from './simCardStation.ts';
import { auditStore, fail } from './storeAudit.ts';

/** What the audit counted. */
export interface CardCrashTotals {
  readonly settled: number;
  readonly voided: number;
  readonly stakes: number;
  /** Stakes restored for a hand not yet dealt (the crash rule keeps them). */
  readonly open: number;
}

interface Transfer {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
}

interface Entry {
  readonly seq: number;
  readonly kind: string;
  readonly actor: string;
  readonly payload: {
    readonly tableId: string;
    readonly card:
      { kind: 'event'; event: Record<string, unknown> } | { kind: 'fact'; fact: Record<string, unknown> };
    readonly transfers: readonly Transfer[];
    readonly settledHand?: number;
  };
}

interface Stake {
  readonly seq: number;
  readonly station: string;
  readonly kind: AckedStake['kind'];
  readonly amount: number;
  end: 'settled' | 'voided' | null;
}

const KIND_OF: Record<string, AckedStake['kind']> = {
  BlackjackBetPlaced: 'bet',
  PuntoBancoBetPlaced: 'bet',
  BlackjackPlayerActed: 'double',
  BlackjackInsuranceTaken: 'insurance',
};

function bySum<T>(
  items: readonly T[],
  key: (t: T) => string,
  value: (t: T) => number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) if (value(i) !== 0) out[key(i)] = (out[key(i)] ?? 0) + value(i);
  return out;
}

/** Audits `dir`; `finished` also requires that nothing stays on any layout. Throws on the first break. */
export function auditCardCrash(
  dir: string,
  tableIds: readonly string[],
  acked: readonly AckedStake[],
  finished: boolean,
): CardCrashTotals {
  return auditStore(dir, (db) => {
    const entries = (
      db
        .prepare(
          "SELECT seq, kind, actor, payload FROM journal WHERE kind LIKE 'Blackjack%' OR kind LIKE 'PuntoBanco%' OR kind LIKE 'Card%' ORDER BY seq",
        )
        .all() as { seq: number; kind: string; actor: string; payload: string }[]
    ).map((r) => ({ ...r, payload: JSON.parse(r.payload) as Entry['payload'] }));
    const stakes: Stake[] = [];
    // What the walk explains of each station's credit (credit-ins are added from the ledger below).
    const explained = new Map<string, number>();
    const move = (station: string, amount: number): void => {
      explained.set(station, (explained.get(station) ?? 0) + amount);
    };
    let settled = 0;
    let voided = 0;
    let open = 0;
    for (const tableId of tableIds) {
      const stakesAccount = `stakes:${tableId}`;
      const seats = new Map<number, string>();
      let dealSeq: number | null = null;
      let coup: Coup | null = null;
      let hand: Stake[] = [];
      for (const e of entries.filter((x) => x.payload.tableId === tableId)) {
        const { card, transfers } = e.payload;
        if (card.kind === 'fact' && card.fact['type'] === 'SeatTaken')
          seats.set(card.fact['seat'] as number, `station:${String(card.fact['terminalId'])}`);
        if (card.kind === 'fact' && card.fact['type'] === 'SeatLeft')
          seats.delete(card.fact['seat'] as number);
        for (const t of transfers) {
          if (t.to !== stakesAccount) continue;
          const kind = KIND_OF[e.kind];
          // Only a station's own command puts its money on the layout.
          if (kind === undefined || e.actor !== `terminal:${t.from.slice('station:'.length)}`)
            fail('stake moved by an unexpected entry', e);
          const stake: Stake = {
            seq: e.seq,
            station: t.from,
            kind: kind ?? 'bet',
            amount: t.amount,
            end: null,
          };
          stakes.push(stake);
          hand.push(stake);
          move(t.from, -t.amount);
        }
        if (e.kind === 'BlackjackBetsWithdrawn' || e.kind === 'PuntoBancoBetsWithdrawn')
          fail('no station withdraws in this test', e);
        if (e.kind === 'BlackjackHandsDealt' || e.kind === 'PuntoBancoCoupDealt') {
          if (dealSeq !== null) fail('a deal while a hand is in progress', e);
          dealSeq = e.seq;
          if (card.kind === 'event' && e.kind === 'PuntoBancoCoupDealt') coup = card.event['coup'] as Coup;
        }
        if (e.kind === 'BlackjackRoundSettled' || e.kind === 'PuntoBancoCoupSettled') {
          if (dealSeq === null || e.payload.settledHand !== dealSeq) fail('a settlement of no dealt hand', e);
          const lines = (card.kind === 'event' ? card.event['settlements'] : []) as {
            seat: number;
            stake: number;
            returned: number;
            spot?: Spot;
          }[];
          const stationOf = (seat: number): string =>
            seats.get(seat) ?? fail('a settled seat nobody holds', e);
          // Each station's lines stake exactly what it put on this hand's layout.
          const lineStakes = bySum(
            lines,
            (l) => stationOf(l.seat),
            (l) => l.stake,
          );
          const handStakes = bySum(
            hand,
            (s) => s.station,
            (s) => s.amount,
          );
          if (
            JSON.stringify(Object.entries(lineStakes).sort()) !==
            JSON.stringify(Object.entries(handStakes).sort())
          )
            fail('settled stakes differ from the stakes placed', { seq: e.seq, lineStakes, handStakes });
          // Punto banco: each bet is paid by the paytable (A.6), recomputed from the coup dealt.
          if (e.kind === 'PuntoBancoCoupSettled')
            for (const l of lines) {
              const due =
                coup === null
                  ? -1
                  : settleBet('standard', l.spot ?? 'punto', l.stake as Cents, coup).returned;
              if (l.returned !== due) fail('a punto banco bet paid wrong', { seq: e.seq, line: l, due });
            }
          const returned = bySum(
            lines,
            (l) => stationOf(l.seat),
            (l) => l.returned,
          );
          const paid = bySum(
            transfers.filter((t) => t.from === `bank:${tableId}`),
            (t) => t.to,
            (t) => t.amount,
          );
          if (JSON.stringify(Object.entries(returned).sort()) !== JSON.stringify(Object.entries(paid).sort()))
            fail('returned amounts differ from the transfers', { seq: e.seq, returned, paid });
          for (const [station, amount] of Object.entries(paid)) move(station, amount);
          for (const s of hand) {
            if (s.end !== null) fail('a stake ended twice', s);
            s.end = 'settled';
          }
          settled++;
          [dealSeq, coup, hand] = [null, null, []];
        }
        if (e.kind === 'CardHandVoided') {
          // The crash rule voids only a hand dealt and not settled, and refunds each stake of it.
          if (dealSeq === null) fail('a void of no dealt hand', e);
          const refunds = bySum(
            transfers.filter((t) => t.from === stakesAccount),
            (t) => t.to,
            (t) => t.amount,
          );
          const handStakes = bySum(
            hand,
            (s) => s.station,
            (s) => s.amount,
          );
          if (
            JSON.stringify(Object.entries(refunds).sort()) !==
            JSON.stringify(Object.entries(handStakes).sort())
          )
            fail('a void refunded other than the stakes', { seq: e.seq, refunds, handStakes });
          for (const [station, amount] of Object.entries(refunds)) move(station, amount);
          for (const s of hand) {
            if (s.end !== null) fail('a stake ended twice', s);
            s.end = 'voided';
          }
          voided++;
          [dealSeq, coup, hand] = [null, null, []];
        }
      }
      // The audit runs after a restart, before the relaunch: the recovery left no hand in progress.
      if (dealSeq !== null) fail('a hand still in progress after the restart', { tableId, dealSeq });
      // Stakes for a hand not yet dealt are restored exactly: still all in the stakes account.
      const held = (
        db
          .prepare('SELECT COALESCE(SUM(balance), 0) AS b FROM balances WHERE account = ?')
          .get(stakesAccount) as {
          b: number;
        }
      ).b;
      const pending = hand.reduce((t, s) => t + s.amount, 0);
      if (held !== pending)
        fail('the stakes account differs from the open stakes', { tableId, held, pending });
      if (finished && pending !== 0) fail('stakes left on the layout at the end', { tableId, pending });
      open += hand.length;
    }
    // Each station's credit: its credit-ins plus what the walk explains, to the cent.
    const stations = new Set([...acked.map((a) => `station:${a.terminalId}`), ...explained.keys()]);
    for (const station of stations) {
      const creditIn = (
        db
          .prepare(
            "SELECT COALESCE(SUM(t.amount), 0) AS n FROM transfers t JOIN journal j ON j.seq = t.journal_seq WHERE j.kind = 'CreditIn' AND t.to_account = ?",
          )
          .get(station) as { n: number }
      ).n;
      const balance = (
        db.prepare('SELECT COALESCE(SUM(balance), 0) AS b FROM balances WHERE account = ?').get(station) as {
          b: number;
        }
      ).b;
      if (balance !== creditIn + (explained.get(station) ?? 0))
        fail('a station credit the journal does not explain', {
          station,
          balance,
          creditIn,
          explained: explained.get(station),
        });
    }
    // Nothing acknowledged then lost: each station's acknowledged stakes are its journaled stakes, in
    // order (one command in flight at a time); at most one more, committed but not yet answered.
    const commands = db.prepare('SELECT reply FROM commands WHERE terminal_id = ? AND command_id = ?');
    for (const terminalId of new Set(acked.map((a) => a.terminalId))) {
      const mine = acked.filter((a) => a.terminalId === terminalId);
      const journaled = stakes.filter((s) => s.station === `station:${terminalId}`);
      const extra = journaled.length - mine.length;
      if (extra < 0 || extra > (finished ? 0 : 1))
        fail('acknowledged stakes differ from the journal', {
          terminalId,
          acked: mine.length,
          journaled: journaled.length,
        });
      mine.forEach((a, i) => {
        const j = journaled[i];
        if (j === undefined || j.kind !== a.kind || j.amount !== a.amount)
          fail('an acknowledged stake is not the journaled one', { acked: a, journaled: j });
        if (commands.get(terminalId, a.commandId) === undefined)
          fail('an acknowledged command is not recorded', a);
        if (finished && j?.end === null)
          fail('an acknowledged stake neither settled nor refunded', { acked: a, journaled: j });
      });
    }
    return { settled, voided, stakes: stakes.length, open };
  });
}
