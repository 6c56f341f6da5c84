// Caves and payment at the cashier (seed 000; RULES.md A.7): the comité sets each table's cave
// minimum (and optional maximum); a cave bought at the cashier credits the player's account and,
// the first time, programs the PIN; payment, only at the cashier and on the nominative card,
// moves the whole balance back to the cashier. Each is one journal entry with its transfer.
import { cents } from '../../games/money.ts';
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import { hashSecret } from '../secretHash.ts';
import { type AmountLimits, overMaximum } from '../config/amountLimits.ts';
import type { ActionContext } from '../staff/actionContext.ts';
import { done, refuse, type StaffOutcome } from '../staff/staffOutcome.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { accounts, balanceOf, transfer } from '../store/ledger.ts';
import { statement } from '../store/statements.ts';
import { activeCardOf, findCard, findPlayer } from './playerStore.ts';
import { tokenMatches } from './secrets.ts';
import type { CardSessions } from './cardSessions.ts';

type SetCaveLimits = Extract<StaffCommand, { type: 'setCaveLimits' }>;
type BuyCave = Extract<StaffCommand, { type: 'buyCave' }>;
type PayPlayer = Extract<StaffCommand, { type: 'payPlayer' }>;

/** A table's cave limits, or null when the comité has not set them. */
export function caveLimits(
  ctx: Pick<ActionContext, 'db'>,
  tableId: string,
): { minimum: number; maximum: number | null } | null {
  return (
    (statement(ctx.db, 'SELECT minimum, maximum FROM cave_limits WHERE table_id = ?').get(tableId) as
      { minimum: number; maximum: number | null } | undefined) ?? null
  );
}

/**
 * Sets a table's cave limits (seed 000: "le montant minimum de la cave est fixé par la direction
 * à chaque début de séance"; it may change at the start of a partie once the finished partie's
 * rake is determined — the hold'em table will refuse it mid-partie when it exists).
 */
export function setCaveLimits(
  ctx: ActionContext,
  command: SetCaveLimits,
  limits: Pick<AmountLimits, 'caveMaximum'>,
): StaffOutcome {
  const { tableId, minimum, maximum } = command;
  if (maximum !== null && maximum < minimum)
    return refuse('MALFORMED', 'the cave maximum is below its minimum', { minimum, maximum });
  // Issue 10 §6: the comité's limits stay within the hub's cave maximum.
  if (Math.max(minimum, maximum ?? 0) > limits.caveMaximum)
    return overMaximum('the cave limit', 'caveMaximum', limits.caveMaximum);
  const seq = appendEntry(ctx.db, ctx.at, 'CaveLimitsSet', ctx.actor, { tableId, minimum, maximum });
  statement(
    ctx.db,
    `INSERT INTO cave_limits (table_id, minimum, maximum, set_seq) VALUES (?, ?, ?, ?)
     ON CONFLICT(table_id) DO UPDATE SET minimum = excluded.minimum, maximum = excluded.maximum, set_seq = excluded.set_seq`,
  ).run(tableId, minimum, maximum, seq);
  return done({ kind: 'caveLimitsSet', tableId, minimum, maximum });
}

/**
 * Sells a cave: cashier → `player:<id>`; the first cave programs the PIN (seed 000). Issue 10 §6:
 * never over the hub's cave maximum (even when the comité set no maximum), never taking the
 * player's account past the credit maximum.
 */
export function buyCave(
  ctx: ActionContext,
  command: BuyCave,
  limits: Pick<AmountLimits, 'caveMaximum' | 'balanceMaximum'>,
): StaffOutcome {
  const { db, at, actor } = ctx;
  const { playerId, tableId, amount, method, pin } = command;
  const player = findPlayer(db, playerId);
  if (player === null) return refuse('UNKNOWN_PLAYER', `no player ${playerId}`);
  const card = activeCardOf(db, playerId);
  if (card === null) return refuse('NO_ACTIVE_CARD', 'issue the nominative card before the cave');
  const table = caveLimits(ctx, tableId);
  if (table === null) return refuse('CAVE_NOT_SET', `the comité has not set the cave of ${tableId}`);
  // RULES.md A.1: a stake outside the limits is refused with the limit, never reduced.
  if (amount < table.minimum)
    return refuse('CAVE_BELOW_MINIMUM', 'the cave is below the table minimum', { minimum: table.minimum });
  if (table.maximum !== null && amount > table.maximum)
    return refuse('CAVE_ABOVE_MAXIMUM', 'the cave is above the table maximum', { maximum: table.maximum });
  if (amount > limits.caveMaximum) return overMaximum('the cave', 'caveMaximum', limits.caveMaximum);
  if (amount > limits.balanceMaximum - balanceOf(db, accounts.player(playerId)))
    return overMaximum("the player's account", 'balanceMaximum', limits.balanceMaximum);
  if (pin === undefined && player.pin_hash === null)
    return refuse('PIN_REQUIRED', 'the first cave programs the PIN: the player types it at the cashier');
  const seq = appendEntry(db, at, 'CaveBought', actor, {
    playerId,
    tableId,
    amount,
    method,
    cardUid: card.card_uid,
    minimum: table.minimum,
    maximum: table.maximum,
  });
  transfer(db, seq, accounts.cashier, accounts.player(playerId), amount);
  if (pin !== undefined) {
    const { salt, hash } = hashSecret(pin);
    // The journal says that the PIN was programmed and by whom, never the PIN or its hash.
    appendEntry(db, at, 'PinProgrammed', actor, {
      playerId,
      cardUid: card.card_uid,
      reprogrammed: player.pin_hash !== null,
    });
    statement(db, 'UPDATE players SET pin_salt = ?, pin_hash = ? WHERE player_id = ?').run(
      salt,
      hash,
      playerId,
    );
  }
  const balance = balanceOf(db, accounts.player(playerId));
  return done({ kind: 'caveBought', playerId, tableId, amount, balance, pinProgrammed: pin !== undefined });
}

/**
 * Pays the player's whole balance at the cashier, on presentation of the nominative card and its
 * PIN (seed 000: "le paiement des gains aux joueurs s'effectue exclusivement à la caisse", "muni
 * de sa carte nominative"; issue 12 §2: the card and the PIN). The card is the one the desk reader
 * authenticated (`ctx.desk`, payment); its session is spent once paid. A wrong PIN here is refused
 * and changes nothing: the cashier has the player and their identity in front of them. A player
 * still logged in at a station must leave the table first: the stack is taken back only on leaving
 * for good.
 */
export function payPlayer(ctx: ActionContext, command: PayPlayer, sessions?: CardSessions): StaffOutcome {
  const { db, at, actor } = ctx;
  const { playerId } = command;
  const player = findPlayer(db, playerId);
  if (player === null) return refuse('UNKNOWN_PLAYER', `no player ${playerId}`);
  const desk = ctx.desk;
  if (desk?.kind !== 'payment' || desk.cardSession !== command.cardSession)
    return refuse('CARD_SESSION_INVALID', 'present the card on the desk reader again');
  const cardUid = desk.card.cardUid;
  const card = findCard(db, cardUid);
  if (
    card === null ||
    card.status !== 'active' ||
    card.player_id !== playerId ||
    !tokenMatches(desk.card.cardToken, card.token_hash)
  )
    return refuse('UNKNOWN_CARD', "this is not the player's active nominative card");
  if (player.pin_hash === null) return refuse('PIN_NOT_SET', 'no PIN programmed yet');
  // The hash checked must still be the stored one (a cave at another desk may have reprogrammed it).
  if (!desk.pinOk || desk.checkedHash !== player.pin_hash) return refuse('WRONG_PIN', 'wrong PIN');
  if (card.active_terminal !== null)
    return refuse('PLAYER_AT_STATION', 'the player is still logged in at a station', {
      terminalId: card.active_terminal,
    });
  const amount = balanceOf(db, accounts.player(playerId));
  if (amount <= 0) return refuse('NOTHING_TO_PAY', 'the player has nothing to be paid');
  const seq = appendEntry(db, at, 'PlayerPaid', actor, { playerId, amount, cardUid });
  transfer(db, seq, accounts.player(playerId), accounts.cashier, cents(amount));
  return done({ kind: 'playerPaid', playerId, amount }, () => sessions?.spend(command.cardSession));
}
