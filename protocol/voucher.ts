// The payment voucher "paiement" produces (RULES.md A.1): the cashier pays it once.
import { z } from 'zod';
import { PositiveCents } from './money.ts';

/** A payment voucher: a unique 18-digit validation number, the amount, when and where issued. */
export const VoucherSchema = z.object({
  validationNumber: z.string().regex(/^\d{18}$/),
  amount: PositiveCents,
  terminalId: z.string(),
  tableId: z.string(),
  issuedAt: z.string(),
});

/** A payment voucher. */
export type Voucher = z.infer<typeof VoucherSchema>;
