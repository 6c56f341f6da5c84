// An electronic punto banco table (RULES.md A.6, B §7; seed 000): bets on punto, banco and
// égalité on top of the card table's pipeline; the coup is dealt by the drawing table, no choice.
import { type Cents } from '../../../games/money.ts';
import type { Spot } from '../../../games/puntoBanco/payout.ts';
import type { PuntoBancoCommand, PuntoBancoEvent, PuntoBancoState } from '../../../games/puntoBanco/state.ts';
import { view } from '../../../games/puntoBanco/view.ts';
import type { CardCommandResult, CardStationView } from '../../../protocol/cardMessages.ts';
import type { Outcome } from '../../outcome.ts';
import type { CommandKey } from '../../store/commands.ts';
import type { PuntoBancoTableConfig } from './cardConfig.ts';
import { CardTable, type CardTableContext } from './cardTable.ts';
import { playerMinimumOf } from './cardTableCore.ts';
import { puntoBancoGame } from './puntoBancoGame.ts';

/** A running punto banco table. */
export class PuntoBancoTable extends CardTable<PuntoBancoState, PuntoBancoCommand, PuntoBancoEvent> {
  constructor(config: PuntoBancoTableConfig, ctx: CardTableContext) {
    super(config, puntoBancoGame(config.options), ctx);
  }

  /** A stake on punto, banco or égalité (A.6: a multiple of the stake step, within the limits). */
  placeBet(key: CommandKey, spot: Spot, amount: Cents): Outcome<CardCommandResult> {
    return this.stakeCommand(key, (seat, minimum) => ({
      type: 'PlaceBet',
      seat,
      spot,
      amount,
      ...playerMinimumOf(minimum),
    }));
  }

  protected override gameView(seat: number | null): CardStationView['game'] {
    const v = view(this.mem.state, seat);
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
