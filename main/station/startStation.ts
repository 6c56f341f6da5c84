// The station service (plain Node, no Electron import): the trusted half of a terminal. It
// keeps the hub link, the meter mirror and the view, and turns bridge calls into commands.
import { randomUUID } from 'node:crypto';
import type { StationView } from '../../protocol/bridge.ts';
import { cents } from '../../games/money.ts';
import type {
  AcceptedBet,
  AnyAcceptedBet,
  RouletteStationSnapshot,
  StationSnapshot,
} from '../../protocol/stationSnapshot.ts';
import { HubLink } from './hubLink.ts';
import { writeMirror } from './meterMirror.ts';
import type { StationOptions, StationService } from './stationApi.ts';
import { ReaderSupervisor } from './reader/readerSupervisor.ts';
import type { ReaderState } from '../../protocol/readerState.ts';

/**
 * Starts a station: connects to the hub and serves the bridge calls. Rejects with HubUrlRefused
 * (main/station/hubUrlPolicy.ts) before opening anything for a `ws://` hub off loopback or a
 * `wss://` hub without a pinned certificate.
 */
export async function startStation(options: StationOptions): Promise<StationService> {
  const listeners = new Set<(view: StationView) => void>();
  let view: StationView = { terminalId: options.terminalId, link: 'connecting', hub: null, voucher: null };
  let lastSeq = -1;
  let mirroredCredit: number | null = null;

  const publish = (next: StationView): void => {
    view = next;
    for (const listener of listeners) listener(view);
  };

  const mirror = (snapshot: StationSnapshot): void => {
    if (snapshot.credit === mirroredCredit) return;
    writeMirror(options.dataDir, {
      terminalId: options.terminalId,
      tableId: snapshot.tableId,
      credit: snapshot.credit,
      seq: lastSeq,
      savedAt: new Date().toISOString(),
    });
    mirroredCredit = snapshot.credit;
  };

  const onSnapshot = (snapshot: StationSnapshot, seq: number): void => {
    // A reconnect restarts the hub's counters only if the hub restarted; take any snapshot
    // after a (re)connection, and otherwise only newer ones.
    if (seq <= lastSeq && view.link === 'online' && view.hub !== null) return;
    lastSeq = seq;
    mirror(snapshot);
    // The renderer draws roulette only (protocol/bridge.ts): another game's table is not shown yet.
    publish({ ...view, hub: snapshot.game === 'roulette' ? snapshot : null });
  };

  // An accepted bet's reply carries the station's new credit and the bet's chips (no snapshot
  // follows it): the view takes them as a snapshot would, the chips only into their own round.
  const onBetAccepted = (roundId: number, credit: number, chips: readonly AnyAcceptedBet[]): void => {
    const hub = view.hub;
    if (hub === null) return;
    const sameRound = hub.round?.roundId === roundId && hub.round.phase === 'betting';
    const known = new Set(hub.bets.map((b) => b.betId));
    // `view.hub` is a roulette table's (null at another game's), so its replies carry roulette spots.
    const added = sameRound ? (chips.filter((c) => !known.has(c.betId)) as AcceptedBet[]) : [];
    const next: RouletteStationSnapshot = { ...hub, credit: cents(credit), bets: [...hub.bets, ...added] };
    mirror(next);
    publish({ ...view, hub: next });
  };

  const link = new HubLink(
    {
      url: options.hubUrl,
      terminalId: options.terminalId,
      secret: options.secret,
      ...(options.hubCertSha256 === undefined ? {} : { pins: options.hubCertSha256 }),
    },
    {
      onLink: (state) => {
        if (state !== 'online') lastSeq = -1;
        publish({ ...view, link: state });
      },
      onSnapshot,
      onBetAccepted,
    },
  );

  // Issue 12 §1: the reader's state goes to the screen and, through the link, to staff.
  const reader = options.reader === undefined ? null : new ReaderSupervisor(options.reader);
  if (reader !== null) {
    const report = (state: ReaderState): void => {
      publish({ ...view, reader: state });
      link.reportReaderState(state);
    };
    report(reader.state);
    reader.onState(report);
  }

  return {
    getView: () => view,
    ...(reader === null ? {} : { reader }),
    async placeBet({ spot, stake }) {
      const roundId = view.hub?.round?.roundId;
      if (roundId === undefined) {
        return { ok: false, error: { code: 'UNKNOWN_ROUND', message: 'no round is open at this table' } };
      }
      const answer = await link.send({ type: 'placeBet', commandId: randomUUID(), roundId, spot, stake });
      if (!answer.ok) return { ok: false, error: answer.error };
      if (answer.result.kind !== 'betAccepted') throw new Error('hub answered a bet with another result');
      if (view.voucher !== null) publish({ ...view, voucher: null });
      return { ok: true, value: { betId: answer.result.betId } };
    },
    async requestPayment() {
      const answer = await link.send({ type: 'requestPayment', commandId: randomUUID() });
      if (!answer.ok) return { ok: false, error: answer.error };
      if (answer.result.kind !== 'paid') throw new Error('hub answered a payment with another result');
      publish({ ...view, voucher: answer.result.voucher });
      return { ok: true, value: answer.result.voucher };
    },
    onView(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await reader?.close();
      link.close();
      listeners.clear();
    },
  };
}
