// A card that has just proved itself (issue 12 §2): its UID and the account reference read from
// its file after mutual authentication (desfire/readCard.ts). Only tapCard makes one — the brand
// keeps a UID and a string from passing for a card at the login or the cashier.
import type { DatabaseSync } from 'node:sqlite';
import type { ApduTransport } from './desfire/pcd.ts';
import { readCard, type CardReadRefusal } from './desfire/readCard.ts';
import { findCard } from './playerStore.ts';
import { tokenMatches } from './secrets.ts';

declare const proven: unique symbol;

/** A card authenticated at this tap: its UID (upper-case hex) and its account reference (the token). */
export interface AuthenticatedCard {
  readonly cardUid: string;
  /** The reference from the card's file, base64url: held in the hub's memory only. */
  readonly cardToken: string;
  readonly [proven]: true;
}

/** A tap's outcome: the card, or the typed reason it was refused. */
export type Tap =
  | { readonly ok: true; readonly card: AuthenticatedCard; readonly playerId: string }
  | { readonly ok: false; readonly code: CardReadRefusal | 'UNKNOWN_CARD'; readonly detail: string };

/**
 * Authenticates the card of `uid` through `t` under `masterKey` and finds its active binding: a
 * genuine Tapis card whose reference is not the one stored for its UID (a revoked card, an old
 * issue) is refused UNKNOWN_CARD, as is a UID never issued. `previousMasterKey`: during a
 * rotation, the retired key (desfire/readCard.ts re-keys the card at this tap).
 */
export async function tapCard(
  db: DatabaseSync,
  t: ApduTransport,
  uid: Uint8Array,
  masterKey: Uint8Array,
  previousMasterKey?: Uint8Array,
): Promise<Tap> {
  const read = await readCard(t, uid, masterKey, previousMasterKey);
  if (!read.ok) return read;
  const cardUid = Buffer.from(uid).toString('hex').toUpperCase();
  const cardToken = read.reference.toString('base64url');
  const row = findCard(db, cardUid);
  if (row === null || row.status !== 'active' || !tokenMatches(cardToken, row.token_hash))
    return { ok: false, code: 'UNKNOWN_CARD', detail: 'no active card with this UID and reference' };
  return { ok: true, card: { cardUid, cardToken } as AuthenticatedCard, playerId: row.player_id };
}
