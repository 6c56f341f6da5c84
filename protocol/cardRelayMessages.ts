// The card relay (issue 12 §2; docs/players.md "Card authentication"): the hub holds the card
// master key and plays the reader's side of DESFire EV2 itself; a station (or the cashier's desk
// reader) only carries APDUs between the hub and the card on its reader. Each exchange has a
// one-time id the hub draws, every command a step number; a successful exchange ends with a
// one-time card session that the login (or the cashier's payment) names. Nothing secret crosses
// in clear: the card's answers are encrypted and MACed under session keys the station never has.
import { z } from 'zod';
import { ProtocolError } from './errors.ts';

/** A card UID as the reader reports it: 4, 7 or 10 bytes in hex. */
export const RelayUidSchema = z.string().regex(/^(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{14}|[0-9A-Fa-f]{20})$/);

/** An exchange's one-time id: 16 random bytes from the hub, lowercase hex. */
export const ExchangeIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** A card session: 32 random bytes from the hub, lowercase hex; a bearer secret, used once. */
export const CardSessionSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** An APDU or a card's response in hex (a short APDU: at most 261 bytes). */
const ApduHex = z
  .string()
  .regex(/^(?:[0-9A-Fa-f]{2})+$/)
  .max(522);

/** The most commands one exchange may take (an issue takes 9, a tap 5). */
export const MAX_RELAY_STEPS = 32;

const Step = z.number().int().min(0).max(MAX_RELAY_STEPS);

/** What a station (or a desk reader) sends: a card was tapped, and each of the card's answers. */
export const CardRelayClientSchemas = [
  z.object({ type: z.literal('cardPresented'), uid: RelayUidSchema }),
  z.object({ type: z.literal('cardResponse'), exchangeId: ExchangeIdSchema, step: Step, response: ApduHex }),
] as const;

/** A relay message from a station or a desk reader. */
export type CardRelayClientMessage = z.infer<(typeof CardRelayClientSchemas)[number]>;

/** What the hub sends back: the next command for the card, then the exchange's verdict. */
export const CardRelayHubSchemas = [
  z.object({ type: z.literal('cardCommand'), exchangeId: ExchangeIdSchema, step: Step, apdu: ApduHex }),
  z.object({
    type: z.literal('cardAuthenticated'),
    exchangeId: ExchangeIdSchema,
    cardSession: CardSessionSchema,
  }),
  // CARD_NOT_GENUINE (a copy), CARD_BLANK, CARD_UNREADABLE, UNKNOWN_CARD (revoked or not ours),
  // CARD_AUTH_UNAVAILABLE (this hub has no card key) — protocol/errors.ts.
  z.object({ type: z.literal('cardRefused'), exchangeId: ExchangeIdSchema, error: ProtocolError }),
] as const;

/** A relay message from the hub. */
export type CardRelayHubMessage = z.infer<(typeof CardRelayHubSchemas)[number]>;

/** The relay messages' types a station sends (routing on the terminal and staff sockets). */
export const CARD_RELAY_CLIENT_TYPES: ReadonlySet<string> = new Set(['cardPresented', 'cardResponse']);

/** True for a relay message from a station or desk reader. */
export function isCardRelayMessage(message: { readonly type: string }): message is CardRelayClientMessage {
  return CARD_RELAY_CLIENT_TYPES.has(message.type);
}

/** A relay message from the hub, parsed (the station's side of the edge). */
export const CardRelayHubMessageSchema = z.discriminatedUnion('type', [...CardRelayHubSchemas]);
