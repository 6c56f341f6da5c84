// The journal entries that move money in or out of the hub, or between the cash desk and the
// tables (DESIGN.md "Money"): credit-in, vouchers, demo grants, the hold'em room's caves and
// payments, and the seeding of a jackpot pool. Each has its ledger transfer against the same
// seq (hub/store/rebuild/transfers.ts rebuilds them).
import { z } from 'zod';
import { NonNegativeCents, PositiveCents } from '../../protocol/money.ts';
import { VoucherSchema } from '../../protocol/voucher.ts';

/** Every money kind with its payload schema. */
export const moneyEntries = {
  /** Credit put on a station at the cash desk: cash or card, or a voucher taken back in (its number). */
  CreditIn: z.object({
    terminalId: z.string().min(1),
    amount: PositiveCents,
    method: z.string().min(1),
    validationNumber: z.string().optional(),
  }),
  /** A payment voucher printed at a station ("Paiement"): the station's credit moves to the vouchers. */
  VoucherIssued: VoucherSchema,
  /** A voucher paid by the cashier: from the vouchers back to the cash desk. */
  VoucherRedeemed: VoucherSchema,
  /** A demo hub's grant to a station, from the demo bank (hub/store/demoMoney.ts). */
  DemoCreditGranted: z.object({ terminalId: z.string().min(1), amount: PositiveCents }),
  /** A cave bought at the cashier onto the player's account (seed 000), under the table's limits then. */
  CaveBought: z.object({
    playerId: z.string().min(1),
    tableId: z.string().min(1),
    amount: PositiveCents,
    method: z.string().min(1),
    cardUid: z.string(),
    minimum: NonNegativeCents,
    maximum: NonNegativeCents.nullable(),
  }),
  /** The player's whole account paid out at the cashier. */
  PlayerPaid: z.object({ playerId: z.string().min(1), amount: PositiveCents, cardUid: z.string() }),
  /** A table's jackpot pool funded by its bank (RULES.md A.2; hub/tables/wheel/jackpotSeed.ts). */
  JackpotSeeded: z.object({ tableId: z.string().min(1), amount: PositiveCents }),
} as const;
