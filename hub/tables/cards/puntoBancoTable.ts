// An electronic punto banco table (RULES.md A.6, B §7; seed 000): the card table (cardTable.ts)
// with punto banco's one move — a bet on punto, banco or égalité through the table's pipeline —
// and its part of the station's view; the coup is dealt by the drawing table, no choice.
import { type Cents } from '../../../games/money.ts';
import type { Spot } from '../../../games/puntoBanco/payout.ts';
import type { PuntoBancoCommand, PuntoBancoEvent, PuntoBancoState } from '../../../games/puntoBanco/state.ts';
import { view } from '../../../games/puntoBanco/view.ts';
import type { CardCommandResult, CardStationView } from '../../../protocol/cardMessages.ts';
import type { Outcome } from '../../outcome.ts';
import type { CommandKey } from '../../store/commands.ts';
import type { PuntoBancoTableConfig } from './cardConfig.ts';
import { CardTable, type CardMoves, type CardTableContext } from './cardTable.ts';
import { type CardPipeline, playerMinimumOf } from './cardTableCore.ts';
import { puntoBancoGame } from './puntoBancoGame.ts';

/** A running punto banco table. */
export type PuntoBancoTable = CardTable<PuntoBancoState, PuntoBancoCommand, PuntoBancoEvent, PuntoBancoMoves>;

/** Builds the punto banco table of `config`. */
export function createPuntoBancoTable(config: PuntoBancoTableConfig, ctx: CardTableContext): PuntoBancoTable {
  return new CardTable(
    config,
    puntoBancoGame(config.options),
    ctx,
    (pipeline) => new PuntoBancoMoves(pipeline),
  );
}

/** Punto banco's move at its table, through the table's pipeline. */
export class PuntoBancoMoves implements CardMoves {
  /** Which game the moves play. */
  readonly game = 'puntoBanco';
  readonly #table: CardPipeline<PuntoBancoState, PuntoBancoCommand, PuntoBancoEvent>;

  constructor(table: CardPipeline<PuntoBancoState, PuntoBancoCommand, PuntoBancoEvent>) {
    this.#table = table;
  }

  /** A stake on punto, banco or égalité (A.6: a multiple of the stake step, within the limits). */
  placeBet(key: CommandKey, spot: Spot, amount: Cents): Outcome<CardCommandResult> {
    return this.#table.stakeCommand(key, (seat, minimum) => ({
      type: 'PlaceBet',
      seat,
      spot,
      amount,
      ...playerMinimumOf(minimum),
    }));
  }

  /** Punto banco's part of the view of the station at `seat`. */
  view(seat: number | null): CardStationView['game'] {
    const v = view(this.#table.memory.state, seat);
    const own = seat === null ? {} : (v.bets[seat] ?? {});
    return {
      game: 'puntoBanco',
      phase: v.phase,
      paytable: v.options.paytable,
      coupNo: v.coupNo,
      bets: { ...own },
      staked: seat === null ? (0 as Cents) : v.staked,
      last: v.last && {
        no: v.last.no,
        punto: [...v.last.punto],
        banco: [...v.last.banco],
        puntoTotal: v.last.puntoTotal,
        bancoTotal: v.last.bancoTotal,
        winner: v.last.winner,
        settlements: v.last.settlements
          .filter((s) => s.seat === seat)
          .map((s) => ({
            spot: s.spot,
            stake: s.stake,
            returned: s.returned,
            commission: s.commission,
            outcome: s.outcome,
          })),
      },
    };
  }
}
