// An electronic blackjack table (RULES.md A.5, B §6; seed 000): the card table (cardTable.ts) with
// blackjack's moves — the player's commands through the table's pipeline, the insurance window —
// and blackjack's part of the station's view.
import type { HyperResult } from '../../../games/blackjack/options.ts';
import type {
  BlackjackCommand,
  BlackjackEvent,
  BlackjackState,
  PlayerAction,
} from '../../../games/blackjack/state.ts';
import { view } from '../../../games/blackjack/view.ts';
import { type Cents, ZERO } from '../../../games/money.ts';
import type { CardCommandResult, CardStationView } from '../../../protocol/cardMessages.ts';
import { type Outcome, refusal, success } from '../../outcome.ts';
import { seatOf } from './cardMemory.ts';
import type { CommandKey } from '../../store/commands.ts';
import { blackjackGame } from './blackjackGame.ts';
import type { BlackjackTableConfig } from './cardConfig.ts';
import { CardTable, type CardMoves, type CardTableContext } from './cardTable.ts';
import { type CardPipeline, playerMinimumOf } from './cardTableCore.ts';

/** A running blackjack table. */
export type BlackjackTable = CardTable<BlackjackState, BlackjackCommand, BlackjackEvent, BlackjackMoves>;

/** Builds the blackjack table of `config`. */
export function createBlackjackTable(config: BlackjackTableConfig, ctx: CardTableContext): BlackjackTable {
  return new CardTable(
    config,
    blackjackGame(config.options),
    ctx,
    (pipeline) => new BlackjackMoves(pipeline),
  );
}

/** Blackjack's moves at its table, through the table's pipeline. */
export class BlackjackMoves implements CardMoves {
  /** Which game the moves play. */
  readonly game = 'blackjack';
  readonly #table: CardPipeline<BlackjackState, BlackjackCommand, BlackjackEvent>;
  /** Boxes whose player answered the insurance offer of the current hand (transient). */
  #insuranceAnswered = new Set<number>();
  /** The round those answers belong to: a window closed by its deadline leaves none behind. */
  #insuranceRound = 0;

  constructor(table: CardPipeline<BlackjackState, BlackjackCommand, BlackjackEvent>) {
    this.#table = table;
  }

  /** A stake on `box` (B §6.2: a seated player may also play vacant boxes, up to the per-player limit). */
  placeBet(key: CommandKey, box: number, amount: Cents): Outcome<CardCommandResult> {
    return this.#table.stakeCommand(key, (seat, minimum) => ({
      type: 'PlaceBet',
      seat,
      box,
      amount,
      ...playerMinimumOf(minimum),
    }));
  }

  /** A hyper black jack side bet (B §6.7), after a main bet. */
  placeHyperBet(key: CommandKey, result: HyperResult, amount: Cents): Outcome<CardCommandResult> {
    return this.#table.stakeCommand(key, (seat) => ({ type: 'PlaceHyperBet', seat, result, amount }));
  }

  /**
   * Insurance against a dealer ace (B §6.5: up to half the stake, pays 2 to 1); 0 declines. When
   * every box has answered, the window closes at once; otherwise at the deadline (declined).
   */
  insure(key: CommandKey, box: number, amount: Cents): Outcome<CardCommandResult> {
    if (amount === 0) return this.declineInsurance(key, box);
    const outcome = this.#table.playerCommand(
      key,
      (seat) => ({ command: { type: 'Insure', seat, box, amount } }),
      () => ({ kind: 'insuranceDecided', amount }),
    );
    if (outcome.ok) this.#answered(box);
    return outcome;
  }

  /** Declines insurance on `box` (the terminal's `blackjackInsurance` with amount 0). */
  declineInsurance(key: CommandKey, box: number): Outcome<CardCommandResult> {
    const state = this.#table.memory.state;
    const seat = seatOf(this.#table.memory, key.terminalId);
    if (seat === undefined) return refusal('NOT_SEATED', 'only seated players play (seed 000)');
    if (state.phase !== 'insurance' || state.boxes[box]?.seat !== seat)
      return refusal('NOT_YOUR_TURN', 'no insurance offer for this box');
    this.#table.presence(key.terminalId);
    this.#answered(box);
    return success({ kind: 'insuranceDecided', amount: ZERO });
  }

  /** Hit, stand, double, split or surrender on the hand whose turn it is (B §6.5). */
  act(key: CommandKey, box: number, action: PlayerAction): Outcome<CardCommandResult> {
    return this.#table.playerCommand(
      key,
      (seat) => ({ command: { type: 'Act', seat, box, action } }),
      () => ({ kind: 'acted', action }),
    );
  }

  #answered(box: number): void {
    const state = this.#table.memory.state;
    if (state.phase !== 'insurance') return;
    if (this.#insuranceRound !== state.round) {
      this.#insuranceAnswered.clear();
      this.#insuranceRound = state.round;
    }
    this.#insuranceAnswered.add(box);
    const boxes = Object.keys(state.boxes).map(Number);
    if (boxes.every((b) => this.#insuranceAnswered.has(b))) {
      this.#insuranceAnswered.clear();
      if (this.#table.hubCommand({ type: 'CloseInsurance' })) this.#table.afterChange();
    }
  }

  /** Blackjack's part of the view of the station at `seat`. */
  view(seat: number | null): CardStationView['game'] {
    const v = view(this.#table.memory.state, seat);
    const last = v.last && {
      round: v.last.round,
      dealer: [...v.last.dealer],
      settlements: v.last.settlements
        .filter((s) => s.seat === seat)
        .map((s) => ({
          item: s.item.kind === 'hyper' ? `hyper:${s.item.result}` : `${s.item.kind}:${s.item.box}`,
          stake: s.stake,
          returned: s.returned,
          outcome: s.outcome,
        })),
    };
    return {
      game: 'blackjack',
      phase: v.phase,
      round: v.round,
      boxes: Object.entries(v.boxes).map(([box, b]) => ({
        box: Number(box),
        seat: b.seat,
        stake: b.stake,
        insurance: b.insurance,
        hands: b.hands.map((h) => ({
          cards: [...h.cards],
          stake: h.stake,
          doubled: h.doubled,
          fromSplit: h.fromSplit,
          surrendered: h.surrendered,
          done: h.done,
        })),
      })),
      hyper: v.hyper.map((h) => ({ seat: h.seat, result: h.result, stake: h.stake })),
      dealer: [...v.dealer],
      turn: v.phase === 'playing' ? v.turn : null,
      deadline: v.phase === 'playing' || v.phase === 'insurance' ? v.deadline : null,
      last,
    };
  }
}
