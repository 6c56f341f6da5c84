// The station's handler of every bridge call (protocol/bridge.ts), grouped as the contract is:
// each call becomes the hub command of THIS table's game, with the command id, round, table or
// hand the station knows; a call of another game's group is refused NOT_AVAILABLE (otherGame)
// without reaching the hub, and a call whose hub command does not exist yet NOT_AVAILABLE
// (notYet). No money command is queued offline (hubLink.send refuses at once).
import { randomUUID } from 'node:crypto';
import { offlineRecall } from './offlineRecall.ts';
import type { RecallRow } from './stationStore.ts';
import type { BridgeCallName, BridgeParsedArgs, BridgeResult, StationView } from '../../protocol/bridge.ts';
import type { CardCommandResult } from '../../protocol/cardMessages.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { HoldemCommandResult } from '../../protocol/holdemMessages.ts';
import type { Command, CommandAnswer, HubLink } from './hubLink.ts';
import { attendanceCalls } from './attendanceCalls.ts';
import type { StationHandlers } from './stationApi.ts';
import { isWheelView, tableIdOf } from './viewUpdates.ts';

/** What the handlers need of the station: its view, a way to publish a new one, and the link. */
export interface StationCallContext {
  view(): StationView;
  publish(next: StationView): void;
  readonly link: Pick<HubLink, 'send' | 'recall' | 'rules' | 'proposeRandom'>;
  /** The station's own recall rows (its store), answered when the hub cannot be (offline recall). */
  storedRecall?(): readonly RecallRow[];
}

type Refusal = { ok: false; error: ProtocolError };

/** A refusal of call `call` for `reason` (otherGame, notYet, noTable). */
export function notAvailable(call: BridgeCallName, reason: 'otherGame' | 'notYet' | 'noTable'): Refusal {
  return {
    ok: false,
    error: {
      code: 'NOT_AVAILABLE',
      message: `${call} is not available here (${reason})`,
      params: { call, reason },
    },
  };
}

/** A hub answer of another kind than the command's: a bug of the hub, never shown as success. */
function unexpected(call: BridgeCallName): Refusal {
  return { ok: false, error: { code: 'INTERNAL', message: `unexpected answer to ${call}` } };
}

const CARD_GAMES: ReadonlySet<string | null> = new Set(['blackjack', 'puntoBanco']);

/** Builds every handler of the contract over `ctx`. */
export function stationCalls(ctx: StationCallContext): StationHandlers {
  /** No table known: OFFLINE while the link is down (nothing could be sent), else noTable. */
  const noTable = (call: BridgeCallName): Refusal =>
    ctx.view().link === 'online'
      ? notAvailable(call, 'noTable')
      : { ok: false, error: { code: 'OFFLINE', message: 'no link to the hub: nothing was sent' } };

  const clearVoucher = (): void => {
    const view = ctx.view();
    if (view.voucher !== null) ctx.publish({ ...view, voucher: null });
  };

  /** A card table's command: the table id added, the hub's card result returned as it is. */
  const card = async <K extends BridgeCallName>(
    call: K,
    message: (tableId: string) => Command,
  ): Promise<{ ok: true; value: CardCommandResult } | Refusal> => {
    const view = ctx.view();
    const tableId = tableIdOf(view);
    if (tableId === null) return noTable(call);
    if (!CARD_GAMES.has(view.game)) return notAvailable(call, 'otherGame');
    const answer = await ctx.link.send(message(tableId));
    if (!answer.ok) return answer;
    return isCardResult(answer) ? { ok: true, value: answer.result } : unexpected(call);
  };

  /** A hold'em command, as the room accepts it. */
  const holdem = async (
    call: BridgeCallName,
    message: (view: Extract<StationView, { game: 'holdem' }>) => Command | null,
  ): Promise<{ ok: true; value: HoldemCommandResult } | Refusal> => {
    const view = ctx.view();
    if (view.game === null) return noTable(call);
    if (view.game !== 'holdem') return notAvailable(call, 'otherGame');
    const built = message(view);
    if (built === null)
      return {
        ok: false,
        error: { code: 'ILLEGAL_ACTION', message: 'no hand in progress', params: { reason: 'noHand' } },
      };
    const answer = await ctx.link.send(built);
    if (!answer.ok) return answer;
    return answer.result.kind === 'holdemAccepted' ? { ok: true, value: answer.result } : unexpected(call);
  };

  /** A wheel bet into the open round. */
  const wheelBet = async (args: BridgeParsedArgs<'placeBet'>): Promise<BridgeResult<'placeBet'>> => {
    const view = ctx.view();
    if (view.game === null) return noTable('placeBet');
    if (!isWheelView(view)) return notAvailable('placeBet', 'otherGame');
    const roundId = view.hub.round?.roundId;
    if (roundId === undefined) {
      return { ok: false, error: { code: 'UNKNOWN_ROUND', message: 'no round is open at this table' } };
    }
    const answer = await ctx.link.send({ type: 'placeBet', commandId: randomUUID(), roundId, ...args });
    if (!answer.ok) return answer;
    if (answer.result.kind !== 'betAccepted') return unexpected('placeBet');
    clearVoucher();
    return { ok: true, value: { betId: answer.result.betId } };
  };

  /**
   * A wheel control of the open round (issue 11): sent with the round the station shows; the hub
   * re-checks everything and answers the bet ids it withdrew or placed.
   */
  const wheelControl = async (
    call: BridgeCallName,
    expected: 'betsPlaced' | 'wheelBetsWithdrawn',
    message: (roundId: number) => Command,
  ): Promise<{ ok: true; value: { betIds: string[] } } | Refusal> => {
    const view = ctx.view();
    if (view.game === null) return noTable(call);
    if (!isWheelView(view)) return notAvailable(call, 'otherGame');
    const roundId = view.hub.round?.roundId;
    if (roundId === undefined) {
      return { ok: false, error: { code: 'UNKNOWN_ROUND', message: 'no round is open at this table' } };
    }
    const answer = await ctx.link.send(message(roundId));
    if (!answer.ok) return answer;
    const { result } = answer;
    if (result.kind !== expected || (result.kind !== 'betsPlaced' && result.kind !== 'wheelBetsWithdrawn'))
      return unexpected(call);
    if (result.kind === 'betsPlaced') clearVoucher();
    return { ok: true, value: { betIds: result.betIds } };
  };

  /** A wheel station's setting (its minimum, its favourites): no round needed. */
  const wheelSetting = async (call: BridgeCallName, message: Command): Promise<CommandAnswer | Refusal> => {
    const view = ctx.view();
    if (view.game === null) return noTable(call);
    if (!isWheelView(view)) return notAvailable(call, 'otherGame');
    return ctx.link.send(message);
  };

  return {
    // ── shared ──
    getView: () => ctx.view(),
    async requestPayment() {
      const view = ctx.view();
      const tableId = tableIdOf(view);
      if (tableId === null) return noTable('requestPayment');
      // Hold'em has no station credit: the stack returns to the player's account on leaving (seed 000).
      if (view.game === 'holdem') return notAvailable('requestPayment', 'otherGame');
      const message: Command = CARD_GAMES.has(view.game)
        ? { type: 'cardRequestPayment', commandId: randomUUID(), tableId }
        : { type: 'requestPayment', commandId: randomUUID() };
      const answer = await ctx.link.send(message);
      if (!answer.ok) return answer;
      if (answer.result.kind !== 'paid') return unexpected('requestPayment');
      // The player leaves with the voucher: the next player finds the screen in French (the room's
      // first language, ui-conventions.md), never the one the last player chose (issue 11).
      // The last player's open call leaves with them (issue 12 §5): the next one does not inherit it.
      const { attendantCall: _call, ...rest } = ctx.view();
      // Issue 12 §3: the Paiement ends the logged-in player's time here (the hub logged the card
      // out with it): the next player starts anonymous.
      const login = rest.login?.phase === 'loggedIn' ? { login: { phase: 'idle' } as const } : {};
      ctx.publish({ ...rest, ...login, voucher: answer.result.voucher, language: 'fr' } as StationView);
      return { ok: true, value: answer.result.voucher };
    },
    setLanguage({ language }) {
      ctx.publish({ ...ctx.view(), language });
      return { ok: true, value: { language } };
    },
    async getRecall() {
      const tableId = tableIdOf(ctx.view());
      if (tableId === null) return noTable('getRecall');
      const answer = await ctx.link.recall(randomUUID());
      // RULES.md A.1 holds offline too: without the hub, the station's own last games, marked offline.
      if (answer.ok || answer.error.code !== 'OFFLINE' || ctx.storedRecall === undefined) return answer;
      const view = ctx.view();
      // linkSince is the station clock's time of the last link change: the time the link went down.
      const since = view.link === 'online' ? null : new Date(view.linkSince).toISOString();
      return { ok: true, value: offlineRecall(ctx.storedRecall(), tableId, view.terminalId, since) };
    },
    async getRules() {
      if (tableIdOf(ctx.view()) === null) return noTable('getRules');
      return ctx.link.rules(randomUUID());
    },
    // Login, attendant and absence: the hub side is issue 12's (stationdb wires them).
    submitPin: () => notAvailable('submitPin', 'notYet'),
    logout: () => notAvailable('logout', 'notYet'),
    // Issue 12 §5: main/station/attendanceCalls.ts.
    ...attendanceCalls(ctx),

    // ── wheel ──
    placeBet: wheelBet,
    // Issue 11: each control is the hub command of the same name (docs/protocol.md "Player controls").
    placeBets: ({ items }) =>
      wheelControl('placeBets', 'betsPlaced', (roundId) => ({
        type: 'placeBets',
        commandId: randomUUID(),
        roundId,
        bets: items,
      })),
    // Issue 11: a query of the hub's device; the proposal is placed only by the player's placeBets.
    async proposeRandom({ count }) {
      const view = ctx.view();
      if (view.game === null) return noTable('proposeRandom');
      if (!isWheelView(view)) return notAvailable('proposeRandom', 'otherGame');
      const answer = await ctx.link.proposeRandom(randomUUID(), count);
      return answer.ok ? { ok: true, value: { numbers: answer.value } } : answer;
    },
    undoLastBet: () =>
      wheelControl('undoLastBet', 'wheelBetsWithdrawn', (roundId) => ({
        type: 'undoLastBet',
        commandId: randomUUID(),
        roundId,
      })),
    clearBet: (target) =>
      wheelControl('clearBet', 'wheelBetsWithdrawn', (roundId) => ({
        type: 'clearBet',
        commandId: randomUUID(),
        roundId,
        target,
      })),
    clearAllBets: () =>
      wheelControl('clearAllBets', 'wheelBetsWithdrawn', (roundId) => ({
        type: 'clearAllBets',
        commandId: randomUUID(),
        roundId,
      })),
    repeatLastRound: () =>
      wheelControl('repeatLastRound', 'betsPlaced', (roundId) => ({
        type: 'repeatLastRound',
        commandId: randomUUID(),
        roundId,
      })),
    doubleBets: () =>
      wheelControl('doubleBets', 'betsPlaced', (roundId) => ({
        type: 'doubleBets',
        commandId: randomUUID(),
        roundId,
      })),
    async setPlayerMinimum({ minimum }) {
      const answer = await wheelSetting('setPlayerMinimum', {
        type: 'setPlayerMinimum',
        commandId: randomUUID(),
        minimum,
      });
      if (!answer.ok) return answer;
      return answer.result.kind === 'playerMinimumSet'
        ? { ok: true, value: { minimum: answer.result.minimum } }
        : unexpected('setPlayerMinimum');
    },
    async saveFavourite({ favourite }) {
      const answer = await wheelSetting('saveFavourite', {
        type: 'saveFavourite',
        commandId: randomUUID(),
        favourite,
      });
      if (!answer.ok) return answer;
      return answer.result.kind === 'favouriteSaved'
        ? { ok: true, value: { slot: answer.result.slot } }
        : unexpected('saveFavourite');
    },
    async deleteFavourite({ slot }) {
      const answer = await wheelSetting('deleteFavourite', {
        type: 'deleteFavourite',
        commandId: randomUUID(),
        slot,
      });
      if (!answer.ok) return answer;
      return answer.result.kind === 'favouriteDeleted'
        ? { ok: true, value: { slot: answer.result.slot } }
        : unexpected('deleteFavourite');
    },

    // ── cards ──
    cardSit: (args) =>
      card('cardSit', (tableId) => ({ type: 'cardSit', commandId: randomUUID(), tableId, ...args })),
    cardLeave: () =>
      card('cardLeave', (tableId) => ({ type: 'cardLeave', commandId: randomUUID(), tableId })),
    cardChooseMinimum: (args) =>
      card('cardChooseMinimum', (tableId) => ({
        type: 'cardChooseMinimum',
        commandId: randomUUID(),
        tableId,
        ...args,
      })),
    cardWithdrawBets: () =>
      card('cardWithdrawBets', (tableId) => ({ type: 'cardWithdrawBets', commandId: randomUUID(), tableId })),
    blackjackBet: (args) =>
      card('blackjackBet', (tableId) => ({
        type: 'blackjackBet',
        commandId: randomUUID(),
        tableId,
        ...args,
      })),
    blackjackHyperBet: (args) =>
      card('blackjackHyperBet', (tableId) => ({
        type: 'blackjackHyperBet',
        commandId: randomUUID(),
        tableId,
        ...args,
      })),
    blackjackInsurance: (args) =>
      card('blackjackInsurance', (tableId) => ({
        type: 'blackjackInsurance',
        commandId: randomUUID(),
        tableId,
        ...args,
      })),
    blackjackAction: (args) =>
      card('blackjackAction', (tableId) => ({
        type: 'blackjackAction',
        commandId: randomUUID(),
        tableId,
        ...args,
      })),
    puntoBancoBet: (args) =>
      card('puntoBancoBet', (tableId) => ({
        type: 'puntoBancoBet',
        commandId: randomUUID(),
        tableId,
        ...args,
      })),

    // ── hold'em ──
    holdemAct: ({ action }) =>
      holdem('holdemAct', (view) => {
        const handId = view.hub.table.handId;
        return handId === null ? null : { type: 'holdemAct', commandId: randomUUID(), handId, action };
      }),
    holdemSitDown: ({ cave }) =>
      holdem('holdemSitDown', () => ({ type: 'holdemSitDown', commandId: randomUUID(), cave })),
    holdemRecave: ({ amount }) =>
      holdem('holdemRecave', () => ({ type: 'holdemRecave', commandId: randomUUID(), amount })),
    holdemLeave: () => holdem('holdemLeave', () => ({ type: 'holdemLeave', commandId: randomUUID() })),
    holdemSitIn: () => holdem('holdemSitIn', () => ({ type: 'holdemSitIn', commandId: randomUUID() })),
    holdemSitOut: () => holdem('holdemSitOut', () => ({ type: 'holdemSitOut', commandId: randomUUID() })),
  };
}

const CARD_RESULT_KINDS: ReadonlySet<string> = new Set([
  'seated',
  'left',
  'minimumChosen',
  'cardBetAccepted',
  'insuranceDecided',
  'acted',
  'betsWithdrawn',
  'paid',
]);

function isCardResult(
  answer: Extract<CommandAnswer, { ok: true }>,
): answer is { ok: true; result: CardCommandResult } {
  return CARD_RESULT_KINDS.has(answer.result.kind);
}
