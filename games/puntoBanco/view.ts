// What a station or the central display sees of a punto banco table: never the shoe (issue 4).
import type { Cents } from '../money.ts';
import type { PuntoBancoOptions } from './options.ts';
import type { LastCoup, PuntoBancoState, SeatBets, Settlement } from './state.ts';

/** A seat's view (`seat` null: the central display, which sees every seat's stakes). */
export interface PuntoBancoView {
  /** Table phase. */
  readonly phase: PuntoBancoState['phase'];
  /** The table's options (paytable shown on the felt, A.6). */
  readonly options: PuntoBancoOptions;
  /** Coups played in this shoe. */
  readonly coupNo: number;
  /** This seat's stakes (the display: every seat's). */
  readonly bets: Readonly<Record<number, SeatBets>>;
  /** The last coup's cards and result, with this seat's settlements only. */
  readonly last: (Omit<LastCoup, 'settlements'> & { readonly settlements: readonly Settlement[] }) | null;
  /** Total staked by this seat on the coming coup. */
  readonly staked: Cents;
}

/** The view of `seat` (a station number) or of the central display (`null`). */
export function view(state: PuntoBancoState, seat: number | null): PuntoBancoView {
  const all = state.phase === 'betting' ? state.bets : {};
  const bets = seat === null ? all : all[seat] ? { [seat]: all[seat] } : {};
  const staked = Object.values(bets).reduce(
    (t, b) => t + (b.punto ?? 0) + (b.banco ?? 0) + (b.egalite ?? 0),
    0,
  ) as Cents;
  const last = state.last && {
    ...state.last,
    settlements:
      seat === null ? state.last.settlements : state.last.settlements.filter((s) => s.seat === seat),
  };
  return {
    phase: state.phase,
    options: state.options,
    coupNo: state.phase === 'betting' ? state.coupNo : 0,
    bets,
    last,
    staked,
  };
}
