// The hub's own journal entries: the chain keyed with HMAC (hub/store/rechain.ts), an integrity
// check that refused to serve (hub/hub.ts), a terminal or display provisioned
// (hub/commands/provisionCommand.ts, hub/connections/displayConnection.ts), and a wheel table's
// device fault and croupier's manual entry awaiting validation (hub/tables/wheel/wheelTable.ts).
import { z } from 'zod';

const tableId = z.string().min(1);

/** Every hub kind with its payload schema. */
export const hubEntries = {
  /** The journal re-chained with the HMAC key: the head before, over how many entries. */
  ChainKeyed: z.object({
    scheme: z.literal('hmac-sha256'),
    previousScheme: z.literal('sha256'),
    previousHead: z.object({ seq: z.number().int().min(0), digest: z.string() }),
    entries: z.number().int().min(0),
  }),
  /** The start-up or background check found breaks: the hub does not serve (docs/journal.md). */
  IntegrityCheckFailed: z.object({ problems: z.array(z.string()) }),
  /** A terminal's credential stored; a display's table id is `display:<tableId>`. */
  TerminalProvisioned: z.object({ terminalId: z.string().min(1), tableId: z.string().min(1) }),
  /** A wheel table's device missed a detection: betting stops until the croupier's manual entry. */
  DeviceFault: z.object({
    tableId,
    roundId: z.number().int().nullable(),
    fault: z.enum(['noMoreBetsNotDetected', 'resultNotDetected']),
  }),
  /** A croupier's manual entry (rien ne va plus, or the number), awaiting a comité member's validation. */
  ManualEntryRequested: z.object({
    tableId,
    roundId: z.number().int(),
    entry: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('noMoreBets') }),
      z.object({ kind: z.literal('result'), pocket: z.number().int().min(0) }),
    ]),
  }),
} as const;
