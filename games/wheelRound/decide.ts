// The decider of the shared wheel-round lifecycle (DESIGN.md "Rounds and sessions"; STYLE.md
// "Rules"): validation lives here, every draw and detection goes into the events, illegal
// commands get a typed rejection.
import { type Cents, ZERO, add } from '../money.ts';
import { settleSpin } from './settlement.ts';
import {
  type Command,
  type Event,
  LAST_SPINS,
  type Refund,
  type TableState,
  roundChips,
  seatBets,
} from './state.ts';
import type { Ctx, PlacedChip, Rejection, Staff, WheelRules } from './types.ts';

/** The decider's answer: the events to append, or why the command was refused. */
export type Decision<S, B, O> =
  | { readonly ok: true; readonly events: Event<S, B, O>[] }
  | { readonly ok: false; readonly rejection: Rejection };

const reject = (code: Rejection['code'], detail?: unknown): { ok: false; rejection: Rejection } => ({
  ok: false,
  rejection: detail === undefined ? { code } : { code, detail },
});

/** A validation by a comité member who is not the person whose act is validated (A.1, A.2 manual mode). */
function validates(validator: Staff, actor: Staff): boolean {
  return validator.role === 'comite' && validator.id !== actor.id;
}

/** Each seat's total of `chips`, ascending by seat (for refunds). */
export function refundsOf<S>(chips: readonly PlacedChip<S>[]): Refund[] {
  const totals = new Map<number, Cents>();
  for (const c of chips) totals.set(c.seat, add(totals.get(c.seat) ?? ZERO, c.stake));
  return [...totals.entries()].sort(([a], [b]) => a - b).map(([seat, amount]) => ({ seat, amount }));
}

/**
 * A.2: the jackpot's bonus number, a number of the game's own wheel drawn as its device would draw
 * a result (roulette: one of its 37 pockets, the same single draw as before), never roulette's
 * 37 pockets imposed on another game.
 */
function drawBonusNumber<S, B, O, P>(rules: WheelRules<S, B, O, P>, options: P, ctx: Ctx): number {
  return rules.winningNumber(rules.draw(options, ctx.rng));
}

/** Decides a command against the table state. */
export function decide<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  state: TableState<S, P>,
  command: Command<B, O>,
  ctx: Ctx,
): Decision<S, B, O> {
  const at = ctx.now;
  const ok = (...events: Event<S, B, O>[]): Decision<S, B, O> => ({ ok: true, events });
  if (command.type === 'OpenSession') {
    if (state.session === 'open') return reject('sessionOpen');
    if (!validates(command.validatedBy, command.openedBy))
      return reject('notAuthorised', 'a comité member validates the opening');
    return ok({ type: 'SessionOpened', at, openedBy: command.openedBy, validatedBy: command.validatedBy });
  }
  if (state.session === 'closed') return reject('sessionClosed');
  const round = state.round;
  const jackpot = rules.jackpot(state.options);
  switch (command.type) {
    case 'OpenRound': {
      if (round !== null) return reject('roundInProgress');
      // A.1: once the three last are played, no other spin opens.
      if (state.lastSpinsLeft === 0) return reject('lastSpinsPlayed');
      // A.2 variant 1: the bonus number shows after "faites vos jeux".
      const bonusNumber = jackpot?.variant === 1 ? drawBonusNumber(rules, state.options, ctx) : null;
      return ok({ type: 'RoundOpened', at, no: state.roundNo + 1, bonusNumber });
    }
    case 'PlaceBet': {
      if (round === null) return reject('noRound');
      // A.2, A.3: a bet reaching the hub after rien ne va plus is refused.
      if (round.phase !== 'betting') return reject('betsClosed');
      const mine = seatBets(round, command.seat);
      if (mine?.betIds.includes(command.betId)) return reject('duplicateBet');
      const expanded = rules.expand(state.options, command.bet, command.unit, ctx.rng);
      if (!Array.isArray(expanded)) return { ok: false, rejection: expanded };
      const existing = mine?.chips ?? [];
      const refused = rules.checkChips(state.options, command.playerMinimum, existing, expanded);
      if (refused !== undefined) return { ok: false, rejection: refused };
      const chips = expanded.map((c) => ({ ...c, betId: command.betId, seat: command.seat }));
      return ok({ type: 'BetPlaced', at, betId: command.betId, seat: command.seat, bet: command.bet, chips });
    }
    case 'CloseBets': {
      if (round === null) return reject('noRound');
      if (round.phase !== 'betting') return reject('betsClosed');
      // A.2 variant 2: the bonus number shows after "rien ne va plus".
      const manual = command.trigger === 'manual' ? command.manual : null;
      // A.2: a manual rien ne va plus is done in the presence of a comité member.
      if (manual !== null && !validates(manual.validatedBy, manual.by)) {
        return reject('notAuthorised', 'a comité member validates a manual rien ne va plus');
      }
      const bonusNumber =
        jackpot?.variant === 2 ? drawBonusNumber(rules, state.options, ctx) : round.bonusNumber;
      return ok({ type: 'BetsClosed', at, trigger: command.trigger, manual, bonusNumber });
    }
    case 'ReportResult':
    case 'EnterResult': {
      if (round === null) return reject('noRound');
      if (round.phase !== 'noMoreBets') return reject('betsOpen');
      if (!rules.isOutcome(state.options, command.outcome)) return reject('badOutcome');
      const manual = command.type === 'EnterResult';
      if (manual && !validates(command.validatedBy, command.enteredBy)) {
        return reject('notAuthorised', 'a comité member validates a manual result');
      }
      const refunds = (): Refund[] => refundsOf(roundChips(round));
      // A.2–A.4: every spin turns the other way; the same way is an incident that voids the spin.
      if (state.lastDirection === command.direction) {
        return ok({ type: 'RoundVoided', at, reason: 'sameDirection', direction: null, refunds: refunds() });
      }
      if (!manual) {
        // A.4: at least `minTurns` full turns and no rotation anomaly, else void and refund.
        if (command.anomaly)
          return ok({
            type: 'RoundVoided',
            at,
            reason: 'anomaly',
            direction: command.direction,
            refunds: refunds(),
          });
        if (command.turns < rules.minTurns) {
          return ok({
            type: 'RoundVoided',
            at,
            reason: 'tooFewTurns',
            direction: command.direction,
            refunds: refunds(),
          });
        }
      }
      const recorded: Event<S, B, O> =
        command.type === 'EnterResult'
          ? {
              type: 'ResultEntered',
              at,
              outcome: command.outcome,
              direction: command.direction,
              enteredBy: command.enteredBy,
              validatedBy: command.validatedBy,
            }
          : {
              type: 'ResultDetected',
              at,
              outcome: command.outcome,
              direction: command.direction,
              turns: command.turns,
            };
      const spin = { no: round.no, chips: roundChips(round), bonusNumber: round.bonusNumber };
      const settlement = settleSpin(
        rules,
        state.options,
        spin,
        state.carried,
        state.jackpotPool,
        command.outcome,
      );
      return ok(recorded, { type: 'RoundSettled', at, settlement });
    }
    case 'VoidRound': {
      if (round === null) return reject('noRound');
      if (!validates(command.validatedBy, command.by))
        return reject('notAuthorised', 'a comité member validates a void');
      return ok({
        type: 'RoundVoided',
        at,
        reason: command.reason,
        direction: null,
        refunds: refundsOf(roundChips(round)),
      });
    }
    case 'WithdrawBet': {
      if (round === null) return reject('noRound');
      // A player may take a bet back until rien ne va plus, never after.
      if (round.phase !== 'betting') return reject('betsClosed');
      const chips = (seatBets(round, command.seat)?.chips ?? []).filter((c) => c.betId === command.betId);
      if (chips.length === 0) return reject('unknownBet');
      const refund = chips.reduce((total, c) => add(total, c.stake), ZERO);
      return ok({ type: 'BetWithdrawn', at, seat: command.seat, betId: command.betId, refund });
    }
    case 'AnnounceLastSpins': {
      if (state.lastSpinsLeft !== null) return reject('lastSpinsAnnounced');
      // A.1: the croupier (or, with an automatic launcher, a comité member) announces them.
      return ok({ type: 'LastSpinsAnnounced', at, by: command.by, count: LAST_SPINS });
    }
    case 'CloseSession': {
      if (round !== null) return reject('roundInProgress');
      if (command.validatedBy.role !== 'comite')
        return reject('notAuthorised', 'a comité member validates the closing');
      // A.1: the closing follows the three last, unless an incident forces it (journaled).
      const incident = command.incident ?? null;
      if (incident === null && state.lastSpinsLeft !== 0) return reject('lastSpinsPending');
      // Stakes still in prison when the session closes go back to their owners: nothing is forfeited.
      return ok({
        type: 'SessionClosed',
        at,
        validatedBy: command.validatedBy,
        incident,
        refunds: refundsOf(state.carried),
      });
    }
  }
}
