// The ledger transfers a journaled wheel-round event implies, as a pure function of the event and
// the table's seats: the live path (wheelJournal.ts) records them, and `verify` rebuilds them from
// the journal with the very same function (hub/store/rebuild/transfers.ts; STYLE.md: replay = live).
import { type Cents, ZERO, add, subtract } from '../../../games/money.ts';
import type { Event } from '../../../games/wheelRound/state.ts';
import type { Account } from '../../../games/wheelRound/types.ts';
import { type AccountName, accounts } from '../../store/ledger.ts';

/** One ledger movement between named hub accounts. */
export interface LedgerMove {
  /** Debited account. */
  readonly from: AccountName;
  /** Credited account. */
  readonly to: AccountName;
  /** Amount, positive (a zero amount is never recorded). */
  readonly amount: Cents;
}

/** What the transfers of an event depend on besides the event. */
export interface MoveContext {
  /** The table. */
  readonly tableId: string;
  /** The station of each seat that ever bet at the table (before this event). */
  readonly terminalOfSeat: ReadonlyMap<number, string>;
  /** The station placing the bet (BetPlaced only). */
  readonly terminalId?: string | undefined;
}

function station(ctx: MoveContext, seat: number): AccountName {
  const terminalId = ctx.terminalOfSeat.get(seat);
  // A bug, not a refusal: every seat the decider names placed a bet, which named its station.
  if (terminalId === undefined) throw new Error(`no station for seat ${seat} at ${ctx.tableId}`);
  return accounts.station(terminalId);
}

function account(ctx: MoveContext, a: Account): AccountName {
  if (a === 'table:bank') return accounts.bank(ctx.tableId);
  // RULES.md A.2: each table has its own bonus-number jackpot pool.
  if (a === 'jackpot:pool') return accounts.jackpot(ctx.tableId);
  return station(ctx, seatOfParty(a));
}

/** The seat a decider's station party names (games/wheelRound/settlement.ts builds `station:<seat>`). */
function seatOfParty(a: `station:${number}`): number {
  return Number(a.slice(a.indexOf(':') + 1));
}

/** The transfers `event` implies, in the order they are recorded. */
export function eventTransfers<S, B, O>(ctx: MoveContext, event: Event<S, B, O>): LedgerMove[] {
  const stakes = accounts.stakes(ctx.tableId);
  const moves: LedgerMove[] = [];
  const move = (from: AccountName, to: AccountName, amount: Cents): void => {
    if (amount !== 0) moves.push({ from, to, amount });
  };
  switch (event.type) {
    case 'BetPlaced': {
      // Seed 000: "à chaque mise, le compteur des crédits est débité".
      const total = event.chips.reduce((t, c) => add(t, c.stake), ZERO);
      if (ctx.terminalId === undefined) throw new Error('a bet without its station');
      move(accounts.station(ctx.terminalId), stakes, total);
      break;
    }
    case 'RoundSettled': {
      const s = event.settlement;
      // Stakes on the layout go to the bank, except those kept in prison for the next spin.
      move(stakes, accounts.bank(ctx.tableId), subtract(add(s.stakes, s.carriedIn), s.held));
      for (const t of s.transfers) move(account(ctx, t.from), account(ctx, t.to), t.amount);
      break;
    }
    case 'RoundVoided':
    case 'SessionClosed':
      // RULES.md A.2, A.4: an invalid spin refunds every stake; nothing stays in prison after a séance.
      for (const r of event.refunds) move(stakes, station(ctx, r.seat), r.amount);
      break;
    case 'BetWithdrawn':
      move(stakes, station(ctx, event.seat), event.refund);
      break;
    default:
      break;
  }
  return moves;
}
