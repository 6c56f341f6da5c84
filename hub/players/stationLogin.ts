// Login at a hold'em station by nominative card and PIN (seed 000: "le joueur s'identifie au moyen
// de sa carte nominative et d'un code confidentiel"; RULES.md A.1: one station per player, a card
// logged in at one station is refused at another; A.7: three wrong PINs lock the card until the
// cashier unlocks it). Issue 12: the card is the one its mutual authentication proved at this tap
// (authenticatedCard.ts), named on the wire by a one-time session (cardSessions.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { AuthenticatedCard } from './authenticatedCard.ts';
import type { CardSessions } from './cardSessions.ts';
import { secretMatches } from '../secretHash.ts';
import { inTransaction } from '../store/database.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { statement } from '../store/statements.ts';
import { cardAtTerminal, findCard, findPlayer } from './playerStore.ts';
import { MAX_PIN_ATTEMPTS, tokenMatches } from './secrets.ts';

/** A station login's outcome: the player, or a typed refusal. */
export type StationLoginOutcome =
  | { readonly ok: true; readonly playerId: string; readonly lastName: string; readonly firstName: string }
  | {
      readonly ok: false;
      readonly code:
        | 'UNKNOWN_TERMINAL'
        | 'UNKNOWN_CARD'
        | 'PIN_NOT_SET'
        | 'CARD_LOCKED'
        | 'STATION_OCCUPIED'
        | 'CARD_SESSION_INVALID';
    }
  | { readonly ok: false; readonly code: 'WRONG_PIN'; readonly attemptsLeft: number }
  | { readonly ok: false; readonly code: 'CARD_ACTIVE_ELSEWHERE'; readonly terminalId: string };

/** A station logout's outcome. */
export type StationLogoutOutcome =
  | { readonly ok: true; readonly playerId: string; readonly cardUid: string }
  | { readonly ok: false; readonly code: 'NOBODY_LOGGED_IN' };

function terminalKnown(db: DatabaseSync, terminalId: string): boolean {
  return statement(db, 'SELECT 1 FROM terminals WHERE terminal_id = ?').get(terminalId) !== undefined;
}

/**
 * Logs a player in at `terminalId` with the card session its relay opened and the PIN. The
 * session must be this station's and live (else CARD_SESSION_INVALID, recorded by `within` like
 * any answer); a login that succeeds spends it, so the PIN works once for that tap. Wrong PINs
 * leave it open: they count on the card (three lock it), not on the tap.
 */
export async function loginWithCardSession(
  db: DatabaseSync,
  at: string,
  now: number,
  sessions: CardSessions | undefined,
  terminalId: string,
  cardSession: string,
  pin: string,
  within?: (outcome: StationLoginOutcome) => void,
): Promise<StationLoginOutcome> {
  const held = sessions?.peek(cardSession, `terminal:${terminalId}`, now) ?? null;
  if (sessions === undefined || held === null) {
    const outcome: StationLoginOutcome = { ok: false, code: 'CARD_SESSION_INVALID' };
    inTransaction(db, () => within?.(outcome));
    return outcome;
  }
  const outcome = await loginAtStation(db, at, terminalId, held.card, pin, within);
  if (outcome.ok) sessions.spend(cardSession);
  return outcome;
}

/**
 * Logs a player in at `terminalId` with the card authenticated at this tap and the PIN. The PIN's scrypt
 * runs off the event loop; the attempt is then decided on the card as it is at that moment, in
 * one transaction, so that concurrent wrong PINs all count; `within` runs inside it. Journaled: `PlayerLoggedIn`,
 * `PinFailed`, `CardLocked`, and `StationLoginRefused` for a known card refused for another reason.
 */
export async function loginAtStation(
  db: DatabaseSync,
  at: string,
  terminalId: string,
  card: AuthenticatedCard,
  pin: string,
  within?: (outcome: StationLoginOutcome) => void,
): Promise<StationLoginOutcome> {
  const uid = card.cardUid.toUpperCase();
  const cardToken = card.cardToken;
  const before = findCard(db, uid);
  const player = before === null ? null : findPlayer(db, before.player_id);
  // Always hash, so that the answer's timing does not tell which cards exist.
  const pinOk = await secretMatches(pin, player?.pin_salt ?? undefined, player?.pin_hash ?? undefined);
  return inTransaction(db, () => {
    const outcome = decideLogin(db, at, terminalId, uid, cardToken, {
      ok: pinOk,
      checkedHash: player?.pin_hash ?? null,
    });
    // The caller's record of the answer (the terminal's idempotency) commits with the attempt.
    within?.(outcome);
    return outcome;
  });
}

/**
 * Logs a player in at `terminalId` by the card alone (issue 12 §3): at the tables where no money
 * leaves the player's account (the wheel tables and the card tables play from the station's
 * credit meter), RULES.md A.1 asks the PIN for hold'em only. The card is the one this station's
 * relay authenticated (a clone never gets a session); every other check is the PIN login's: a
 * card locked after three wrong PINs, active at another station, or a station occupied by
 * another player's card are refused (journaled). `within` runs in the login's transaction.
 */
export function loginByCardSession(
  db: DatabaseSync,
  at: string,
  now: number,
  sessions: CardSessions | undefined,
  terminalId: string,
  cardSession: string,
  within?: (outcome: StationLoginOutcome) => void,
): StationLoginOutcome {
  const held = sessions?.peek(cardSession, `terminal:${terminalId}`, now) ?? null;
  const outcome = inTransaction(db, () => {
    const o: StationLoginOutcome =
      held === null
        ? { ok: false, code: 'CARD_SESSION_INVALID' }
        : decideLogin(db, at, terminalId, held.card.cardUid.toUpperCase(), held.card.cardToken, null);
    within?.(o);
    return o;
  });
  if (outcome.ok) sessions?.spend(cardSession);
  return outcome;
}

/** The PIN typed with a login (its check against the hash read before the transaction), or null for a card-only login. */
type PinCheck = { readonly ok: boolean; readonly checkedHash: string | null } | null;

function decideLogin(
  db: DatabaseSync,
  at: string,
  terminalId: string,
  uid: string,
  cardToken: string,
  pin: PinCheck,
): StationLoginOutcome {
  const actor = `terminal:${terminalId}`;
  if (!terminalKnown(db, terminalId)) return { ok: false, code: 'UNKNOWN_TERMINAL' };
  const card = findCard(db, uid);
  // Revoked since the tap, or re-issued: the card is no longer the player's.
  if (card === null || card.status !== 'active' || !tokenMatches(cardToken, card.token_hash))
    return { ok: false, code: 'UNKNOWN_CARD' };
  const owner = findPlayer(db, card.player_id);
  if (owner === null) return { ok: false, code: 'UNKNOWN_CARD' };
  const refused = (reason: string) =>
    appendEntry(db, at, 'StationLoginRefused', actor, {
      playerId: owner.player_id,
      cardUid: uid,
      terminalId,
      reason,
    });
  if (card.locked === 1) {
    refused('CARD_LOCKED');
    return { ok: false, code: 'CARD_LOCKED' };
  }
  if (card.active_terminal !== null && card.active_terminal !== terminalId) {
    refused('CARD_ACTIVE_ELSEWHERE');
    return { ok: false, code: 'CARD_ACTIVE_ELSEWHERE', terminalId: card.active_terminal };
  }
  const occupant = cardAtTerminal(db, terminalId);
  if (occupant !== null && occupant.card_uid !== uid) {
    refused('STATION_OCCUPIED');
    return { ok: false, code: 'STATION_OCCUPIED' };
  }
  if (pin === null) {
    // Card only: the PIN's failure count is left as it is (no PIN was proven here).
    appendEntry(db, at, 'PlayerLoggedIn', actor, {
      playerId: owner.player_id,
      cardUid: uid,
      terminalId,
      pin: false,
    });
    statement(db, 'UPDATE player_cards SET active_terminal = ? WHERE card_uid = ?').run(terminalId, uid);
    return { ok: true, playerId: owner.player_id, lastName: owner.last_name, firstName: owner.first_name };
  }
  if (owner.pin_hash === null) {
    refused('PIN_NOT_SET');
    return { ok: false, code: 'PIN_NOT_SET' };
  }
  // The hash checked must still be the stored one (a cashier may have reprogrammed it meanwhile).
  if (!pin.ok || owner.pin_hash !== pin.checkedHash) {
    const attempts = card.failed_pins + 1;
    const locks = attempts >= MAX_PIN_ATTEMPTS;
    appendEntry(db, at, 'PinFailed', actor, {
      playerId: owner.player_id,
      cardUid: uid,
      terminalId,
      attempts,
    });
    if (locks)
      appendEntry(db, at, 'CardLocked', 'hub', {
        playerId: owner.player_id,
        cardUid: uid,
        terminalId,
        attempts,
      });
    statement(db, 'UPDATE player_cards SET failed_pins = ?, locked = ? WHERE card_uid = ?').run(
      attempts,
      locks ? 1 : 0,
      uid,
    );
    return locks
      ? { ok: false, code: 'CARD_LOCKED' }
      : { ok: false, code: 'WRONG_PIN', attemptsLeft: MAX_PIN_ATTEMPTS - attempts };
  }
  appendEntry(db, at, 'PlayerLoggedIn', actor, { playerId: owner.player_id, cardUid: uid, terminalId });
  statement(db, 'UPDATE player_cards SET failed_pins = 0, active_terminal = ? WHERE card_uid = ?').run(
    terminalId,
    uid,
  );
  return { ok: true, playerId: owner.player_id, lastName: owner.last_name, firstName: owner.first_name };
}

/**
 * Logs out whoever is logged in at `terminalId` (journaled `PlayerLoggedOut`), freeing the card.
 * `reason` "payment": the station's Paiement ended the player's time there (issue 12 §3).
 */
export function logoutAtStation(
  db: DatabaseSync,
  at: string,
  terminalId: string,
  reason?: 'payment',
): StationLogoutOutcome {
  return inTransaction(db, (): StationLogoutOutcome => {
    const card = cardAtTerminal(db, terminalId);
    if (card === null) return { ok: false, code: 'NOBODY_LOGGED_IN' };
    appendEntry(db, at, 'PlayerLoggedOut', `terminal:${terminalId}`, {
      playerId: card.player_id,
      cardUid: card.card_uid,
      terminalId,
      ...(reason === undefined ? {} : { reason }),
    });
    statement(db, 'UPDATE player_cards SET active_terminal = NULL WHERE card_uid = ?').run(card.card_uid);
    return { ok: true, playerId: card.player_id, cardUid: card.card_uid };
  });
}
