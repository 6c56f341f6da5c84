// The journal anchor printed on the séance closing and the count report (issue 10 §5,
// hub/store/anchors.ts): the chain head's sequence number and HMAC digest, as `verify --anchor` takes them.
import { z } from 'zod';

/** One journal entry as an anchor: its sequence number and its hash (64 hex digits). */
export const ChainAnchorSchema = z.object({
  seq: z.number().int().nonnegative(),
  digest: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A journal anchor. */
export type ChainAnchorWire = z.infer<typeof ChainAnchorSchema>;
