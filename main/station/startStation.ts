// The station service (plain Node, no Electron import): the trusted half of a terminal. It
// keeps the hub link, the meter mirror and the view of whichever game its table plays, and turns
// bridge calls into that game's commands (main/station/stationCalls.ts).
import { initialView, type StationView } from '../../protocol/bridge.ts';
import { stderrLog } from './bridgeEdge.ts';
import { HubLink } from './hubLink.ts';
import { relayCard, relayLinkOf } from './cardRelay.ts';
import { type CardAuthenticator, LoginFlow } from './loginFlow.ts';
import type { CardRelayHubMessage } from '../../protocol/cardRelayMessages.ts';
import { storeJournal } from './pendingCommands.ts';
import type { StationOptions, StationService } from './stationApi.ts';
import { restoredView, StationMirror } from './stationMirror.ts';
import { StationStore } from './stationStore.ts';
import { stationCalls } from './stationCalls.ts';
import { withAcceptedBet, withCardView, withHoldemView, withSnapshot } from './viewUpdates.ts';
import { ReaderSupervisor } from './reader/readerSupervisor.ts';
import type { ReaderState } from '../../protocol/readerState.ts';
import type { HubPlayer } from '../../protocol/loginState.ts';

/**
 * Starts a station: connects to the hub and serves the bridge calls. Rejects with HubUrlRefused
 * (main/station/hubUrlPolicy.ts) before opening anything for a `ws://` hub off loopback or a
 * `wss://` hub without a pinned certificate.
 */
export async function startStation(options: StationOptions): Promise<StationService> {
  const listeners = new Set<(view: StationView) => void>();
  // Issue 12 §4: back from a kill or a power cut, the screen starts on the last confirmed view of
  // the table (credit and round in progress) while the link reconnects; nothing is bet on it
  // (money commands are refused until online) and the hub's first view replaces it.
  const store = new StationStore(options.dataDir);
  const stationMirror = new StationMirror(store);
  let view: StationView = restoredView(store, initialView(options.terminalId, Date.now()));
  let lastSeq = -1;
  /** The card relay's listeners (one per tap in progress), fed by the link. */
  const relayListeners = new Set<(message: CardRelayHubMessage) => void>();

  const mirror = (next: StationView): void => {
    try {
      stationMirror.save(next, lastSeq);
    } catch (error) {
      // The hub's figure stays the truth and the next view writes again; no input ends the station.
      stderrLog('error', 'station mirror not written', { error: String(error) });
    }
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

  // Issue 12 §3: the hub's word on who is logged in here, for the login flow (made below).
  let hubPlayer: (player: HubPlayer | null) => void = () => undefined;
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
        if (!fresh(seq)) return;
        publish(withSnapshot(view, snapshot));
        hubPlayer(snapshot.player ?? null);
      },
      onCardView: (card, seq) => {
        if (!fresh(seq)) return;
        publish(withCardView(view, card));
        hubPlayer(card.player ?? null);
      },
      onHoldemView: (holdem, playerId, seq, away) => {
        if (fresh(seq)) publish(withHoldemView(view, holdem, playerId, away));
      },
      // An accepted bet's reply carries the station's new credit and the bet's chips (no
      // snapshot follows it): the view takes them as a snapshot would.
      onBetAccepted: (roundId, credit, chips) => publish(withAcceptedBet(view, roundId, credit, chips)),
      // Staff answered the call: the screen stops saying an attendant is coming (issue 12 §5).
      onAttendantCallAnswered: (callId) => {
        if (view.attendantCall?.callId !== callId) return;
        const { attendantCall: _answered, ...rest } = view;
        publish(rest as StationView);
      },
      onClockOffset: (offsetMs) => publish({ ...view, clockOffsetMs: offsetMs }),
      onCardRelay: (message) => {
        for (const listener of [...relayListeners]) listener(message);
      },
      ...(options.onRecoveredAnswer === undefined ? {} : { onRecoveredAnswer: options.onRecoveredAnswer }),
    },
    storeJournal(store),
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

  const calls = stationCalls({ view: () => view, publish, link, storedRecall: () => store.recall() });
  // Issue 12 §3: a tap starts the login, the pad's PIN finishes it (main/station/loginFlow.ts).
  // The card's authentication is the hub's, through the relay (main/station/cardRelay.ts): the
  // master key never sits on the terminal; the tap's outcome is a one-time card session.
  const authenticate: CardAuthenticator =
    options.cardLogin?.authenticate ??
    (async (card) => {
      const outcome = await relayCard(relayLinkOf(link, relayListeners), card);
      return outcome.ok ? { ok: true, credential: { cardSession: outcome.cardSession } } : outcome;
    });
  const login =
    reader === null && options.cardLogin === undefined
      ? null
      : new LoginFlow({
          view: () => view,
          publish,
          link,
          authenticate,
          ...(options.cardLogin?.padTimeoutMs === undefined
            ? {}
            : { padTimeoutMs: options.cardLogin.padTimeoutMs }),
        });
  if (login !== null) {
    publish({ ...view, login: { phase: 'idle' } });
    hubPlayer = (player) => login.hubPlayer(player);
    reader?.onCard((card) => void login.cardTapped(card));
    reader?.onCardGone(() => login.cardLifted());
  }
  const noLogin = (call: 'submitPin' | 'logout') =>
    ({
      ok: false,
      error: {
        code: 'NOT_AVAILABLE',
        message: 'no card login at this station',
        params: { call, reason: 'noReader' },
      },
    }) as const;
  return {
    ...calls,
    getView: () => view,
    ...(reader === null ? {} : { reader }),
    ...(login === null ? {} : { login }),
    submitPin: async (args) => (login === null ? noLogin('submitPin') : login.submitPin(args.pin)),
    logout: async () => (login === null ? noLogin('logout') : login.logout()),
    onView(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await reader?.close();
      login?.close();
      link.close();
      listeners.clear();
      store.close();
    },
  };
}
