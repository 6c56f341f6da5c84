// The station's handler of every bridge call (protocol/bridge.ts), grouped as the contract is:
// each call becomes the hub command of THIS table's game, with the command id, round, table or
// hand the station knows; a call of another game's group is refused NOT_AVAILABLE (otherGame)
// without reaching the hub, and a call whose hub command does not exist yet NOT_AVAILABLE
// (notYet). No money command is queued offline (hubLink.send refuses at once).
import { randomUUID } from 'node:crypto';
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
  readonly link: Pick<HubLink, 'send' | 'recall' | 'rules'>;
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

  /** A wheel call that has no hub command yet (wheelhub adds them): refused, nothing sent. */
  const wheelNotYet = (call: BridgeCallName): Refusal => {
    const view = ctx.view();
    if (view.game === null) return noTable(call);
    return notAvailable(call, isWheelView(view) ? 'notYet' : 'otherGame');
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
      ctx.publish({ ...ctx.view(), voucher: answer.result.voucher });
      return { ok: true, value: answer.result.voucher };
    },
    setLanguage({ language }) {
      ctx.publish({ ...ctx.view(), language });
      return { ok: true, value: { language } };
    },
    async getRecall() {
      if (tableIdOf(ctx.view()) === null) return noTable('getRecall');
      return ctx.link.recall(randomUUID());
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
    async placeBets({ items }) {
      // One annonce (or random combination) is atomic at the hub already (placeAnnonce); a
      // batch of several waits for the hub's batch command.
      const [only] = items;
      if (items.length !== 1 || only === undefined) return wheelNotYet('placeBets');
      if (only.kind === 'bet') {
        const placed = await wheelBet({ spot: only.spot, stake: only.stake });
        return placed.ok ? { ok: true, value: { betIds: [placed.value.betId] } } : placed;
      }
      const view = ctx.view();
      if (!isWheelView(view)) return wheelNotYet('placeBets');
      const roundId = view.hub.round?.roundId;
      if (roundId === undefined) {
        return { ok: false, error: { code: 'UNKNOWN_ROUND', message: 'no round is open at this table' } };
      }
      const answer = await ctx.link.send({
        type: 'placeAnnonce',
        commandId: randomUUID(),
        roundId,
        annonce: only.annonce,
        unit: only.unit,
      });
      if (!answer.ok) return answer;
      if (answer.result.kind !== 'betAccepted') return unexpected('placeBets');
      clearVoucher();
      return { ok: true, value: { betIds: (answer.result.chips ?? []).map((c) => c.betId) } };
    },
    undoLastBet: () => wheelNotYet('undoLastBet'),
    clearBet: () => wheelNotYet('clearBet'),
    clearAllBets: () => wheelNotYet('clearAllBets'),
    repeatLastRound: () => wheelNotYet('repeatLastRound'),
    doubleBets: () => wheelNotYet('doubleBets'),
    setPlayerMinimum: () => wheelNotYet('setPlayerMinimum'),

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
