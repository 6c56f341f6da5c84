// The station service (plain Node, no Electron import): the trusted half of a terminal. It
// keeps the hub link, the meter mirror and the view of whichever game its table plays, and turns
// bridge calls into that game's commands (main/station/stationCalls.ts).
import { initialView, type StationView } from '../../protocol/bridge.ts';
import { HubLink } from './hubLink.ts';
import { writeMirror } from './meterMirror.ts';
import type { StationOptions, StationService } from './stationApi.ts';
import { stationCalls } from './stationCalls.ts';
import {
  creditOf,
  tableIdOf,
  withAcceptedBet,
  withCardView,
  withHoldemView,
  withSnapshot,
} from './viewUpdates.ts';

/**
 * Starts a station: connects to the hub and serves the bridge calls. Rejects with HubUrlRefused
 * (main/station/hubUrlPolicy.ts) before opening anything for a `ws://` hub off loopback or a
 * `wss://` hub without a pinned certificate.
 */
export async function startStation(options: StationOptions): Promise<StationService> {
  const listeners = new Set<(view: StationView) => void>();
  let view: StationView = initialView(options.terminalId, Date.now());
  let lastSeq = -1;
  let mirroredCredit: number | null = null;

  const mirror = (next: StationView): void => {
    const credit = creditOf(next);
    const tableId = tableIdOf(next);
    if (credit === null || tableId === null || credit === mirroredCredit) return;
    writeMirror(options.dataDir, {
      terminalId: options.terminalId,
      tableId,
      credit,
      seq: lastSeq,
      savedAt: new Date().toISOString(),
    });
    mirroredCredit = credit;
  };

  const publish = (next: StationView): void => {
    mirror(next);
    view = next;
    for (const listener of listeners) listener(view);
  };

  // A reconnect restarts the hub's counters only if the hub restarted; take any view after a
  // (re)connection, and otherwise only newer ones.
  const fresh = (seq: number): boolean => {
    if (seq <= lastSeq && view.link === 'online' && view.game !== null) return false;
    lastSeq = seq;
    return true;
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
        publish({ ...view, link: state, linkSince: Date.now() });
      },
      onSnapshot: (snapshot, seq) => {
        if (fresh(seq)) publish(withSnapshot(view, snapshot));
      },
      onCardView: (card, seq) => {
        if (fresh(seq)) publish(withCardView(view, card));
      },
      onHoldemView: (holdem, playerId, seq) => {
        if (fresh(seq)) publish(withHoldemView(view, holdem, playerId));
      },
      // An accepted bet's reply carries the station's new credit and the bet's chips (no
      // snapshot follows it): the view takes them as a snapshot would.
      onBetAccepted: (roundId, credit, chips) => publish(withAcceptedBet(view, roundId, credit, chips)),
      onClockOffset: (offsetMs) => publish({ ...view, clockOffsetMs: offsetMs }),
    },
  );

  const calls = stationCalls({ view: () => view, publish, link });
  return {
    ...calls,
    getView: () => view,
    onView(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      link.close();
      listeners.clear();
    },
  };
}
