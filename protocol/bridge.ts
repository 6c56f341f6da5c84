// The bridge API the renderer sees (DESIGN.md "The kiosk"; STYLE.md "Process boundaries"): one
// contract per call — name, argument schema, result schema, inferred types. The preload exposes
// exactly these names to the page; the station serves the same calls to plain Chromium over a
// loopback WebSocket. The renderer is untrusted: it sends intents, the hub re-validates them.
import { z } from 'zod';
import { ProtocolError } from './errors.ts';
import { AmountIn } from './money.ts';
import { RouletteSpotSchema } from './roulette.ts';
import { RouletteStationSnapshotSchema } from './stationSnapshot.ts';
import { VoucherSchema } from './voucher.ts';
import { ReaderStateSchema } from './readerState.ts';

/** The station's link to the hub, as the player's screen shows it. */
export const LinkStateSchema = z.enum(['connecting', 'online', 'offline']);

/** The station's link to the hub. */
export type LinkState = z.infer<typeof LinkStateSchema>;

/** Everything the renderer draws from: the hub's snapshot plus the station's own state. */
export const StationViewSchema = z.object({
  terminalId: z.string(),
  link: LinkStateSchema,
  // The renderer draws roulette only: a station at another game's table shows no table yet.
  hub: RouletteStationSnapshotSchema.nullable(),
  /** The last voucher issued at this station, shown until the next player starts. */
  voucher: VoucherSchema.nullable(),
  /**
   * The station's NFC reader (issue 12 §1), absent at a station without one: the screen says
   * plainly when cards cannot be read (any state but `ready` and `cardPresent`).
   */
  reader: ReaderStateSchema.optional(),
});

/** Everything the renderer draws from. */
export type StationView = z.infer<typeof StationViewSchema>;

/** The result of a bridge call that can be refused: a value, or a typed error. */
function outcome<T extends z.ZodType>(value: T) {
  return z.union([
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ProtocolError }),
  ]);
}

/** Every bridge call: its argument schema and result schema. */
export const BRIDGE_CALLS = {
  /** The current view, at start-up or after a reload. */
  getView: { args: z.object({}).strict(), result: StationViewSchema },
  /** Stake `stake` on `spot` in the open round; the hub decides. */
  placeBet: {
    args: z.object({ spot: RouletteSpotSchema, stake: AmountIn }).strict(),
    result: outcome(z.object({ betId: z.string() })),
  },
  /** "Paiement": close the credit into a voucher. */
  requestPayment: { args: z.object({}).strict(), result: outcome(VoucherSchema) },
} as const;

/** The name of a bridge call. */
export type BridgeCallName = keyof typeof BRIDGE_CALLS;

/** The arguments of bridge call `K`, as the renderer passes them. */
export type BridgeArgs<K extends BridgeCallName> = z.input<(typeof BRIDGE_CALLS)[K]['args']>;

/** The arguments of bridge call `K` once parsed by the station (money branded). */
export type BridgeParsedArgs<K extends BridgeCallName> = z.output<(typeof BRIDGE_CALLS)[K]['args']>;

/** The result of bridge call `K`, as the renderer receives it. */
export type BridgeResult<K extends BridgeCallName> = z.output<(typeof BRIDGE_CALLS)[K]['result']>;

/** The events the station pushes to the renderer. */
export const BRIDGE_EVENTS = { view: StationViewSchema } as const;

/** The object the page sees as `window.terminal`: closed, named functions only. */
export interface TerminalBridge {
  /** The current view. */
  getView(): Promise<StationView>;
  /** Stake on a spot in the open round. */
  placeBet(args: BridgeArgs<'placeBet'>): Promise<BridgeResult<'placeBet'>>;
  /** "Paiement". */
  requestPayment(): Promise<BridgeResult<'requestPayment'>>;
  /** Calls `listener` with every new view; returns the function that unsubscribes. */
  onView(listener: (view: StationView) => void): () => void;
}

/** Loopback wire: a request from the page to the station. */
export const LoopbackRequestSchema = z.object({
  id: z.number().int().nonnegative(),
  call: z.enum(Object.keys(BRIDGE_CALLS) as [BridgeCallName, ...BridgeCallName[]]),
  args: z.unknown(),
});

/** Loopback wire: a request from the page to the station. */
export type LoopbackRequest = z.infer<typeof LoopbackRequestSchema>;

/** Loopback wire: the station's answer to a request, or a pushed event. */
export type LoopbackMessage =
  | { readonly kind: 'result'; readonly id: number; readonly value: unknown }
  | { readonly kind: 'failure'; readonly id: number; readonly error: ProtocolError }
  | { readonly kind: 'event'; readonly event: keyof typeof BRIDGE_EVENTS; readonly data: unknown }
  // The page's session credential, sent once on the connection that spent its start ticket
  // (docs/kiosk.md "The bridge's start ticket").
  | { readonly kind: 'session'; readonly credential: string };
