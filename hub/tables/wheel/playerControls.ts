// The wheel tables' player controls as hub commands (issue 11 §2; docs/protocol.md "Player
// controls"): withdraw an unsettled bet (undo the last, clear one, clear all) and place several
// bets at once (a batch, the last round again, the current bets doubled). Each is decided by the
// shared wheel-round decider and journaled with its ledger moves like a single bet, all or nothing:
// the first refusal refuses the whole command, with its reason, and nothing changes.
import { type Cents, ZERO, add } from '../../../games/money.ts';
import type { Command, Event } from '../../../games/wheelRound/state.ts';
import { seatBets } from '../../../games/wheelRound/state.ts';
import type { Rejection } from '../../../games/wheelRound/types.ts';
import type { ProtocolError } from '../../../protocol/errors.ts';
import type { CommandResult } from '../../../protocol/hubMessages.ts';
import type { BetItem, ClearTarget } from '../../../protocol/wheelCommands.ts';
import { type Outcome, refusal, success } from '../../outcome.ts';
import { betRefusal } from './betRefusals.ts';
import { seatPlacedBets } from './wheelMemory.ts';
import type { WheelMemory } from './wheelTypes.ts';
import type { WheelGame } from './wheelGame.ts';

/** A decision of several commands that names the first one refused. */
export type EachDecision<S, B, O> =
  | { readonly ok: true; readonly events: Event<S, B, O>[] }
  | { readonly ok: false; readonly rejection: Rejection; readonly index: number };

/** What the controls need from their table (hub/tables/wheel/wheelTable.ts gives it). */
export interface ControlsContext<S, B, O, P> {
  readonly game: WheelGame<S, B, O & { readonly pocket: number }, P>;
  readonly memory: WheelMemory<S, P, O>;
  /** NO_SESSION, UNKNOWN_ROUND or BETS_CLOSED when round `roundId` takes no bet now, else null. */
  bettingRefusal(roundId: number): Outcome<CommandResult> | null;
  /** The commands decided in order, each on the state the previous ones lead to. */
  decideEach(commands: readonly Command<B, O>[]): EachDecision<S, B, O>;
  /** Journals `events` for the station with `result` recorded for the command, then tells the table. */
  commit(events: readonly Event<S, B, O>[], result: CommandResult): void;
  /** The station's credit now. */
  credit(): Cents;
  /** The station's minimum stake: its player's choice, never below the table's. */
  readonly playerMinimum: Cents;
  /** A fresh bet id for round `roundId`. */
  nextBetId(roundId: number): string;
  /** The station's seat: its own, or the one its first bet will take. */
  readonly seat: number;
  /** True when the station ever bet at this table (so has a seat). */
  readonly seated: boolean;
}

/** One bet to place: the game's bet (null: not this game's) at `unit`. */
export interface BetToPlace<B> {
  readonly bet: B | null;
  readonly unit: Cents;
}

const noBets = (reason: string, message: string): Outcome<CommandResult> =>
  refusal('NO_SUCH_BET', message, { reason });

/** The bet ids `which` names among the station's bets still on the layout, or why there are none. */
function withdrawnIds<S, B, O, P>(
  ctx: ControlsContext<S, B, O, P>,
  which: 'last' | 'all' | ClearTarget,
): string[] | Outcome<CommandResult> {
  const round = ctx.memory.state.round;
  const mine = ctx.seated && round !== null ? seatBets(round, ctx.seat) : undefined;
  const live = mine === undefined ? [] : seatPlacedBets(ctx.memory, ctx.seat);
  if (which === 'last' || which === 'all') {
    if (live.length === 0) return noBets('noBets', 'no bet of this station is on the layout');
    return which === 'all' ? live.map((b) => b.betId) : [live[live.length - 1]?.betId ?? ''];
  }
  if ('betId' in which) {
    // Another station's bet is answered as an unknown one: a station learns nothing of the others'.
    if (mine === undefined || !mine.betIds.includes(which.betId))
      return noBets('unknownBet', 'no such bet of this station in this round');
    if (!live.some((b) => b.betId === which.betId))
      return noBets('alreadyWithdrawn', 'this bet was already taken back');
    return [which.betId];
  }
  const spot = ctx.game.parseSpot(which.spot);
  if (spot === null) return notThisGame(ctx, 0);
  const key = ctx.game.spotKey(spot);
  // A single-chip bet on that spot; an annonce's chips are one bet, cleared by its id.
  const onSpot = live.filter(
    (b) => b.chips.length === 1 && b.chips.every((c) => ctx.game.spotKey(c.spot) === key),
  );
  if (onSpot.length === 0) return noBets('noBets', `no bet of this station on ${key}`);
  return onSpot.map((b) => b.betId);
}

/** Undo the last bet, clear one, or clear all, before rien ne va plus: every stake back to the credit. */
export function withdrawBets<S, B, O, P>(
  ctx: ControlsContext<S, B, O, P>,
  roundId: number,
  which: 'last' | 'all' | ClearTarget,
): Outcome<CommandResult> {
  const closed = ctx.bettingRefusal(roundId);
  if (closed !== null) return closed;
  const ids = withdrawnIds(ctx, which);
  if (!Array.isArray(ids)) return ids;
  const decision = ctx.decideEach(ids.map((betId) => ({ type: 'WithdrawBet', seat: ctx.seat, betId })));
  if (!decision.ok) return betRefusal(decision.rejection, [], () => '');
  const refunded = decision.events.reduce((t, e) => (e.type === 'BetWithdrawn' ? add(t, e.refund) : t), ZERO);
  const result: CommandResult = { kind: 'wheelBetsWithdrawn', betIds: ids, refunded };
  ctx.commit(decision.events, result);
  return success(result);
}

/** Places `bets` in round `roundId` all or nothing: the limits of each, then the credit for their total. */
export function placeAll<S, B, O, P>(
  ctx: ControlsContext<S, B, O, P>,
  roundId: number,
  bets: readonly BetToPlace<B>[],
): Outcome<CommandResult> {
  const closed = ctx.bettingRefusal(roundId);
  if (closed !== null) return closed;
  const commands: Command<B, O>[] = [];
  const betIds: string[] = [];
  for (const [index, item] of bets.entries()) {
    if (item.bet === null) return notThisGame(ctx, index);
    const betId = ctx.nextBetId(roundId);
    betIds.push(betId);
    commands.push({
      type: 'PlaceBet',
      betId,
      seat: ctx.seat,
      playerMinimum: ctx.playerMinimum,
      bet: item.bet,
      unit: item.unit,
    });
  }
  const decision = ctx.decideEach(commands);
  if (!decision.ok) {
    const round = ctx.memory.state.round;
    const mine = round === null ? [] : (seatBets(round, ctx.seat)?.chips ?? []);
    const refused = betRefusal(decision.rejection, mine, (s: S) => ctx.game.spotKey(s));
    return refused.ok ? refused : { ok: false, error: withItem(refused.error, decision.index) };
  }
  const staked = decision.events.reduce(
    (t, e) => (e.type === 'BetPlaced' ? e.chips.reduce((u, c) => add(u, c.stake), t) : t),
    ZERO,
  );
  const credit = ctx.credit();
  if (staked > credit)
    return refusal('INSUFFICIENT_CREDIT', 'the credit does not cover these stakes', {
      credit,
      total: staked,
    });
  const result: CommandResult = { kind: 'betsPlaced', betIds, staked };
  ctx.commit(decision.events, result);
  return success(result);
}

/** A batch as the station sent it (`placeBets`), each bet read as this table's game's, all or nothing. */
export function placeBets<S, B, O, P>(
  ctx: ControlsContext<S, B, O, P>,
  roundId: number,
  items: readonly BetItem[],
): Outcome<CommandResult> {
  const bets = items.map((item): BetToPlace<B> => {
    if (item.kind === 'bet') {
      const spot = ctx.game.parseSpot(item.spot);
      return { bet: spot === null ? null : ctx.game.betOf(spot), unit: item.stake };
    }
    return { bet: ctx.game.annonceOf(item.annonce), unit: item.unit };
  });
  return placeAll(ctx, roundId, bets);
}

/** The station's bets of the last round it played, placed again as they were (issue 11: repeat). */
export function repeatLastRound<S, B, O, P>(
  ctx: ControlsContext<S, B, O, P>,
  roundId: number,
): Outcome<CommandResult> {
  const previous = ctx.seated ? (ctx.memory.previousBets.get(ctx.seat) ?? []) : [];
  if (previous.length === 0) {
    const closed = ctx.bettingRefusal(roundId);
    return (
      closed ??
      refusal('NOTHING_TO_REPEAT', 'no earlier round played at this station', {
        reason: 'noPreviousRound',
      })
    );
  }
  return placeAll(
    ctx,
    roundId,
    previous.flatMap((p) => ctx.game.rebet(p)),
  );
}

/** The station's bets on the layout placed once more (issue 11: double), all or nothing. */
export function doubleBets<S, B, O, P>(
  ctx: ControlsContext<S, B, O, P>,
  roundId: number,
): Outcome<CommandResult> {
  const current = ctx.seated ? seatPlacedBets(ctx.memory, ctx.seat) : [];
  if (current.length === 0) {
    const closed = ctx.bettingRefusal(roundId);
    return closed ?? refusal('NOTHING_TO_REPEAT', 'no bet of this station to double', { reason: 'noBets' });
  }
  return placeAll(
    ctx,
    roundId,
    current.flatMap((p) => ctx.game.rebet(p)),
  );
}

function notThisGame<S, B, O, P>(ctx: ControlsContext<S, B, O, P>, index: number): Outcome<CommandResult> {
  return refusal('ILLEGAL_BET', `not a bet of this table's game (${ctx.game.name})`, {
    reason: 'notThisGame',
    game: ctx.game.name,
    item: index,
  });
}

/** The refusal of one bet of a batch, naming the bet (its index in the batch) in `params.item`. */
function withItem(error: ProtocolError, index: number): ProtocolError {
  return { ...error, params: { ...error.params, item: index } };
}
