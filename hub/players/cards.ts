// The nominative card (seed 000: "une carte nominative permettant également sa reconnaissance à
// la table de jeu"): a DESFire EV2 card personalised at the desk (hub/cashier/deskCards.ts) whose
// UID is bound to the player's account with the random reference written in its protected file
// (kept here as its SHA-256 only); a re-issue (lost card) revokes the old binding, so the old card,
// genuine as it is, is refused; the cashier unlocks a card locked by wrong PINs.
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { ActionContext } from '../staff/actionContext.ts';
import { done, refuse, type StaffOutcome } from '../staff/staffOutcome.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { statement } from '../store/statements.ts';
import { activeCardOf, findCard, findPlayer } from './playerStore.ts';
import { tokenHash } from './secrets.ts';

type IssueCard = Extract<StaffCommand, { type: 'issueCard' }>;
type UnlockCard = Extract<StaffCommand, { type: 'unlockCard' }>;

/**
 * Binds the card the desk just personalised (`ctx.desk`, issued) to the player: CARD_NOT_PRESENTED
 * when no card of that UID was personalised on this desk for this command. The reference never
 * leaves the hub: neither the answer nor the journal carries it.
 */
export function issueCard(ctx: ActionContext, command: IssueCard): StaffOutcome {
  const { db, at, actor } = ctx;
  const { playerId, cardUid } = command;
  if (findPlayer(db, playerId) === null) return refuse('UNKNOWN_PLAYER', `no player ${playerId}`);
  const existing = findCard(db, cardUid);
  // A UID names one physical card: once bound (even revoked) it is never bound again.
  if (existing !== null)
    return refuse('CARD_UID_IN_USE', 'this card UID was already issued', { playerId: existing.player_id });
  const desk = ctx.desk;
  if (desk?.kind !== 'issued' || desk.cardUid !== cardUid)
    return refuse('CARD_NOT_PRESENTED', 'present the blank card on the desk reader first');
  const old = activeCardOf(db, playerId);
  if (old !== null) {
    appendEntry(db, at, 'CardRevoked', actor, { playerId, cardUid: old.card_uid, reason: 'reissued' });
    statement(
      db,
      "UPDATE player_cards SET status = 'revoked', active_terminal = NULL WHERE card_uid = ?",
    ).run(old.card_uid);
  }
  const token = desk.token;
  const seq = appendEntry(db, at, 'CardIssued', actor, { playerId, cardUid });
  statement(
    db,
    "INSERT INTO player_cards (card_uid, player_id, token_hash, status, issued_seq) VALUES (?, ?, ?, 'active', ?)",
  ).run(cardUid, playerId, tokenHash(token), seq);
  return done({ kind: 'cardIssued', playerId, cardUid, revokedCardUid: old?.card_uid ?? null });
}

/** Unlocks a card locked by wrong PINs (RULES.md A.7); journaled with who (the actor) and when. */
export function unlockCard(ctx: ActionContext, command: UnlockCard): StaffOutcome {
  const { db, at, actor } = ctx;
  const card = findCard(db, command.cardUid);
  if (card === null || card.status !== 'active')
    return refuse('UNKNOWN_CARD', 'no active card with this UID');
  if (card.locked !== 1) return refuse('CARD_NOT_LOCKED', 'this card is not locked');
  appendEntry(db, at, 'CardUnlocked', actor, {
    playerId: card.player_id,
    cardUid: card.card_uid,
    failedPins: card.failed_pins,
  });
  statement(db, 'UPDATE player_cards SET locked = 0, failed_pins = 0 WHERE card_uid = ?').run(card.card_uid);
  return done({ kind: 'cardUnlocked', playerId: card.player_id, cardUid: card.card_uid });
}
