// The bridge API the renderer sees (DESIGN.md "The kiosk"; STYLE.md "Process boundaries"): one
// contract per call — name, argument schema, result schema, inferred types — grouped per game.
// The preload, the station's dispatch and the loopback bridge are all built by iterating
// BRIDGE_CALLS, so a new call is ONE entry here (plus its handler in the station). The renderer is
// untrusted: it sends intents, the hub re-validates them.
import { z } from 'zod';
import { AttendantReasonSchema } from './attendanceMessages.ts';
import {
  BlackjackActionSchema,
  CardCommandResultSchema,
  HyperResultSchema,
  PuntoBancoSpotSchema,
} from './cardMessages.ts';
import { ProtocolError } from './errors.ts';
import { HoldemActionSchema, HoldemCommandResultSchema } from './holdemMessages.ts';
import { AmountIn, AmountInOrZero, PositiveCents } from './money.ts';
import { StationRecallSchema, TableRulesSchema } from './recall.ts';
import { AnnonceSchema, RandomProposalSchema } from './roulette.ts';
import { LanguageSchema, StationViewSchema, type StationView } from './stationView.ts';
import { VoucherSchema } from './voucher.ts';
import { AnyWheelSpotSchema } from './wheelGames.ts';
import { ClearTargetSchema, FavouriteSchema, FavouriteSlotSchema, MAX_BATCH_BETS } from './wheelCommands.ts';

export { type RecalledGameWire, type StationRecall, type TableRules } from './recall.ts';
export {
  type GameView,
  initialView,
  type LanguageCode,
  LanguageSchema,
  type LinkState,
  LinkStateSchema,
  STATION_GAMES,
  type StationGame,
  type StationView,
  StationViewSchema,
  wheelSnapshotOf,
} from './stationView.ts';

/** The result of a bridge call that can be refused: a value, or a typed error. */
function outcome<T extends z.ZodType>(value: T) {
  return z.union([
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ProtocolError }),
  ]);
}

const none = z.object({}).strict();
const betIds = z.object({ betIds: z.array(z.string()) });

/** A call answered with a value; a failure rejects the page's promise (only getView). */
function query<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result, refusable: false } as const;
}

/** A call the station or the hub may refuse: it resolves `{ ok: true, value }` or `{ ok: false, error }`. */
function command<A extends z.ZodType, V extends z.ZodType>(args: A, value: V) {
  return { args, result: outcome(value), refusable: true } as const;
}

/** One item of an atomic batch: a chip on a spot, or an annonce (or random combination) at `unit`. */
export const BatchItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bet'), spot: AnyWheelSpotSchema, stake: AmountIn }).strict(),
  z.object({ kind: z.literal('annonce'), annonce: AnnonceSchema, unit: AmountIn }).strict(),
]);

/** Calls of every game: the view, "Paiement", language, recall, login, attendant, absence. */
const SHARED = {
  /** The current view, at start-up or after a reload. */
  getView: query(none, StationViewSchema),
  /** "Paiement" (RULES.md A.1): close the credit into a voucher. */
  requestPayment: command(none, VoucherSchema),
  /** The player's language, kept by the station until the next player. */
  setLanguage: command(
    z.object({ language: LanguageSchema }).strict(),
    z.object({ language: LanguageSchema }),
  ),
  /** Game recall (RULES.md A.1): this station's last 10 games, from the hub's register. */
  getRecall: command(none, StationRecallSchema),
  /** The table's rules report, its permanent paytable with the séance's options (RULES.md A.1). */
  getRules: command(none, TableRulesSchema),
  /** The PIN typed on the pad for the card on the reader (issue 12 §3). */
  submitPin: command(
    z.object({ pin: z.string().regex(/^\d{4,6}$/) }).strict(),
    z.object({ playerId: z.string() }),
  ),
  /** Logs the player's card out of this station. */
  logout: command(none, z.object({ playerId: z.string() })),
  /** "Appel": calls the attendant, with a reason (issue 12 §5). */
  callAttendant: command(
    z.object({ reason: AttendantReasonSchema }).strict(),
    z.object({ callId: z.number().int(), at: z.string() }),
  ),
  /** "Je m'absente": starts the absence at a card or hold'em table (issue 12 §5); epoch ms. */
  stepAway: command(none, z.object({ since: z.number().int(), allowedUntil: z.number().int() })),
} as const;

/** Calls of the wheel games (roulette, boule, vingt-trois, wheel of fortune). */
const WHEEL = {
  /** Stake `stake` on `spot` in the open round; the hub decides. */
  placeBet: command(
    z.object({ spot: AnyWheelSpotSchema, stake: AmountIn }).strict(),
    z.object({ betId: z.string() }),
  ),
  /** Withdraws this station's last chip of the open round (before rien ne va plus). */
  undoLastBet: command(none, betIds),
  /** Withdraws one bet of this station in the open round (by id), or its single-chip bets on one spot. */
  clearBet: command(ClearTargetSchema, betIds),
  /** Withdraws every bet of this station in the open round. */
  clearAllBets: command(none, betIds),
  /** Places again the bets of this station's last round, all or nothing. */
  repeatLastRound: command(none, betIds),
  /** Doubles this station's bets of the open round, all or nothing. */
  doubleBets: command(none, betIds),
  /** An atomic batch (favourites, random combinations, annonces): all accepted or none. */
  placeBets: command(
    z.object({ items: z.array(BatchItemSchema).min(1).max(MAX_BATCH_BETS) }).strict(),
    betIds,
  ),
  /**
   * A random combination of `count` pleins proposed by the hub's device (issue 11; roulette):
   * shown to the player, placed only by a placeBets the player confirms. Nothing is placed here.
   */
  proposeRandom: command(
    z.object({ count: z.number().int().min(1).max(37) }).strict(),
    z.object({ numbers: RandomProposalSchema }),
  ),
  /** The player's own minimum, at or above the table's (seed: "choisir sa mise minimum"); null: the table's. */
  setPlayerMinimum: command(
    z.object({ minimum: AmountIn.nullable() }).strict(),
    z.object({ minimum: PositiveCents.nullable() }),
  ),
  /** Saves a favourite layout of this station in its slot (issue 11; played with placeBets). */
  saveFavourite: command(
    z.object({ favourite: FavouriteSchema }).strict(),
    z.object({ slot: FavouriteSlotSchema }),
  ),
  /** Deletes this station's favourite layout of `slot`. */
  deleteFavourite: command(
    z.object({ slot: FavouriteSlotSchema }).strict(),
    z.object({ slot: FavouriteSlotSchema }),
  ),
} as const;

const seat = z.number().int().min(1).max(14);
const box = z.number().int().min(1).max(7);

/** Calls of the card tables (docs/card-tables.md "Terminal protocol"); the station adds the table id. */
const CARDS = {
  cardSit: command(
    z.object({ seat, playerName: z.string().min(1).max(64).optional() }).strict(),
    CardCommandResultSchema,
  ),
  cardLeave: command(none, CardCommandResultSchema),
  cardChooseMinimum: command(z.object({ minimum: AmountIn.nullable() }).strict(), CardCommandResultSchema),
  cardWithdrawBets: command(none, CardCommandResultSchema),
  blackjackBet: command(z.object({ box, amount: AmountIn }).strict(), CardCommandResultSchema),
  blackjackHyperBet: command(
    z.object({ result: HyperResultSchema, amount: AmountIn }).strict(),
    CardCommandResultSchema,
  ),
  blackjackInsurance: command(z.object({ box, amount: AmountInOrZero }).strict(), CardCommandResultSchema),
  blackjackAction: command(
    z.object({ box, action: BlackjackActionSchema }).strict(),
    CardCommandResultSchema,
  ),
  puntoBancoBet: command(
    z.object({ spot: PuntoBancoSpotSchema, amount: AmountIn }).strict(),
    CardCommandResultSchema,
  ),
} as const;

/** Calls of the hold'em room (docs/holdem-room.md); the station adds the hand id. */
const HOLDEM = {
  holdemAct: command(z.object({ action: HoldemActionSchema }).strict(), HoldemCommandResultSchema),
  holdemSitDown: command(z.object({ cave: AmountIn }).strict(), HoldemCommandResultSchema),
  holdemRecave: command(z.object({ amount: AmountIn }).strict(), HoldemCommandResultSchema),
  holdemLeave: command(none, HoldemCommandResultSchema),
  holdemSitIn: command(none, HoldemCommandResultSchema),
  holdemSitOut: command(none, HoldemCommandResultSchema),
} as const;

/** The contract's calls per group: which screen uses them. */
export const BRIDGE_GROUPS = { shared: SHARED, wheel: WHEEL, cards: CARDS, holdem: HOLDEM } as const;

/** A group of calls. */
export type BridgeGroup = keyof typeof BRIDGE_GROUPS;

/** Every bridge call: its argument schema, result schema and whether it can be refused. */
export const BRIDGE_CALLS = { ...SHARED, ...WHEEL, ...CARDS, ...HOLDEM } as const;

/** The name of a bridge call. */
export type BridgeCallName = keyof typeof BRIDGE_CALLS;

/** Every call's name, in contract order (shared, wheel, cards, hold'em). */
export const BRIDGE_CALL_NAMES = Object.freeze(Object.keys(BRIDGE_CALLS) as BridgeCallName[]);

/** The arguments of bridge call `K`, as the renderer passes them. */
export type BridgeArgs<K extends BridgeCallName> = z.input<(typeof BRIDGE_CALLS)[K]['args']>;

/** The arguments of bridge call `K` once parsed by the station (money branded). */
export type BridgeParsedArgs<K extends BridgeCallName> = z.output<(typeof BRIDGE_CALLS)[K]['args']>;

/** The result of bridge call `K`, as the renderer receives it. */
export type BridgeResult<K extends BridgeCallName> = z.output<(typeof BRIDGE_CALLS)[K]['result']>;

/** True when `name` is a bridge call of the contract (own keys only: no `toString`, no `__proto__`). */
export function isBridgeCall(name: string): name is BridgeCallName {
  return Object.hasOwn(BRIDGE_CALLS, name);
}

/** The events the station pushes to the renderer. */
export const BRIDGE_EVENTS = { view: StationViewSchema } as const;

/** A call taking no arguments may be called without any; the others take their arguments. */
export type BridgeFunction<K extends BridgeCallName> =
  Record<string, never> extends BridgeArgs<K>
    ? (args?: BridgeArgs<K>) => Promise<BridgeResult<K>>
    : (args: BridgeArgs<K>) => Promise<BridgeResult<K>>;

/** Every call of the contract as a function of the page. */
export type BridgeFunctions = { readonly [K in BridgeCallName]: BridgeFunction<K> };

/** The object the page sees as `window.terminal`: closed, named functions only. */
export interface TerminalBridge extends BridgeFunctions {
  /** Calls `listener` with every new view; returns the function that unsubscribes. */
  onView(listener: (view: StationView) => void): () => void;
}

/** The names `window.terminal` exposes, in order: the contract's calls, then `onView`. */
export const TERMINAL_FUNCTIONS = Object.freeze([...BRIDGE_CALL_NAMES, 'onView'] as const);

/** Loopback wire: a request from the page to the station. */
export const LoopbackRequestSchema = z.object({
  id: z.number().int().nonnegative(),
  call: z.enum(BRIDGE_CALL_NAMES as unknown as [BridgeCallName, ...BridgeCallName[]]),
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
