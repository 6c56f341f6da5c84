// Typed errors the hub and the station return. Codes are stable; the renderer words them in
// French or English from the code and its parameters, never from the English `message`.
import { z } from 'zod';

/** Every error code a terminal may receive. */
export const ERROR_CODES = [
  'MALFORMED', // the message does not parse against its schema
  'UNSUPPORTED_VERSION', // protocol version handshake failed
  'NOT_AUTHENTICATED', // a command before a successful hello
  'ALREADY_AUTHENTICATED', // a second hello on an authenticated socket: refused, nothing changes
  'HELLO_TIMEOUT', // no successful hello within the hub's hello timeout: the socket is closed
  'BAD_CREDENTIALS', // wrong terminal id or secret, wrong staff secret
  'FORBIDDEN', // the role may not do this
  'NO_SESSION', // the table session is not open
  'BETS_CLOSED', // "rien ne va plus": the round no longer takes bets
  'UNKNOWN_ROUND', // the bet names a round that is not the open one
  'STAKE_BELOW_MINIMUM', // under the table (or station's) minimum; params.minimum
  'STAKE_ABOVE_MAXIMUM', // over the spot's maximum per player per spin; params.maximum
  'AMOUNT_OVER_MAXIMUM', // an amount over a hub maximum (issue 10 §6); params.maximum in cents, params.limit names which
  'ILLEGAL_BET', // not a combination of the layout (params.reason illegalBet), or odd cents on a 1-to-2 bet (oddStake)
  'INSUFFICIENT_CREDIT', // the credit meter does not cover the stake; params.credit
  'NOTHING_TO_PAY', // "paiement" with a zero meter
  'PAYMENT_WHILE_BETS_OPEN', // "paiement" with stakes on the layout of an unsettled round
  'ILLEGAL_ACTION', // hold'em: not the player's turn, cannot check, action not reopened…; params.reason
  'HAND_IN_PROGRESS', // hold'em: recave, leave or a partie change during a hand (seed 000)
  'SEAT_UNAVAILABLE', // hold'em: seat taken, not seated, or a seat change during a partie; params.reason
  'COMMAND_ID_REUSED', // the same command id with a different command
  'OFFLINE', // the station has no link to the hub: nothing is queued
  'RATE_LIMITED', // too many messages on this connection
  'INTERNAL', // a bug: logged, nothing changed; a retry may repeat it (docs/protocol.md "Errors")
  // Hold'em station login by card and PIN (docs/players.md "Station login"):
  'UNKNOWN_CARD', // no such card, a revoked card or a token that does not match
  'CARD_LOCKED', // three wrong PINs in a row: only the cashier unlocks it
  'CARD_ACTIVE_ELSEWHERE', // the card is logged in at another station (A.1); params.terminalId
  'STATION_OCCUPIED', // another player's card is logged in at this station
  'PIN_NOT_SET', // no cave bought yet, so no PIN programmed
  'WRONG_PIN', // params.attemptsLeft
  'NOBODY_LOGGED_IN', // a logout with no card logged in at this station
  // Card tables (docs/card-tables.md):
  'SEAT_TAKEN', // the station is occupied by another player; params.seat
  'ALREADY_SEATED', // the player already plays at a station (A.1: one station per player); params.seat
  'NOT_SEATED', // only seated players play at the card games (seed 000)
  'NOT_YOUR_TURN', // a blackjack decision out of turn, or insurance outside its window
  'ACTION_NOT_ALLOWED', // a blackjack decision the rules forbid here; params.reason
  // Wheel tables' player controls (docs/protocol.md "Player controls"):
  'NO_SUCH_BET', // nothing of this station's to withdraw; params.reason unknownBet, alreadyWithdrawn, noBets
  'NOTHING_TO_REPEAT', // repeat with no earlier round played here, double with nothing staked; params.reason
  // The station's bridge (protocol/bridge.ts):
  'NOT_AVAILABLE', // a call this station cannot serve: params.reason otherGame (not this table's game), notYet (no hub command yet), noTable
  // DESFire card authentication through the relay (docs/players.md "Card authentication"):
  'CARD_NOT_GENUINE', // the card failed mutual authentication: a copy or a forgery
  'CARD_BLANK', // the card has no Tapis application (not issued here)
  'CARD_UNREADABLE', // the exchange failed: card lifted, garbled answer, or the relay timed out
  'CARD_SESSION_INVALID', // a login or payment naming no live card session of this station or desk
  'CARD_AUTH_UNAVAILABLE', // this hub has no card master key configured
] as const;

/** A stable error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A typed error: a code, an English message for logs, and the figures the UI needs. */
export const ProtocolError = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string().max(500),
  params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});

/** A typed error as sent on the wire. */
export type ProtocolError = z.infer<typeof ProtocolError>;
