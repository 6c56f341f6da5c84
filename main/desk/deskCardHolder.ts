// Who holds the card on the desk's reader (issue 12 §2): the commands of the player's money
// (payer, cave, debloquer) act on the card the hub authenticated on this desk, never on a UID or
// a player typed by hand, and name its holder through the staff query findPlayer.
import type { PlayerView } from '../../protocol/playerMessages.ts';
import type { DeskConsoleContext } from './deskContext.ts';
import type { DeskCard } from './deskReader.ts';
import { refusalLine } from './deskRefusals.ts';

/** The authenticated card on the reader and its holder, or the line that says why not. */
export type CardHolder =
  | {
      readonly ok: true;
      readonly card: DeskCard & { readonly cardSession: string };
      readonly player: PlayerView;
    }
  | { readonly ok: false; readonly line: string };

/** The card on the reader, authenticated by the hub, and the player it belongs to. */
export async function cardHolder(ctx: DeskConsoleContext, head: string): Promise<CardHolder> {
  const card = ctx.card();
  if (card === null) return { ok: false, line: `${head} : posez la carte du joueur sur le lecteur` };
  const { cardSession } = card;
  if (cardSession === null)
    return { ok: false, line: `${head} : la carte ${card.uid} n’est pas une carte Tapis authentifiée` };
  const found = await ctx.findPlayer(card.uid);
  if (!found.ok) return { ok: false, line: refusalLine(head, found.error) };
  return { ok: true, card: { uid: card.uid, cardSession }, player: found.player };
}

/** The player as the cashier checks them against their identity: "P000001 (Léa Martin)". */
export function playerName(player: PlayerView): string {
  return `${player.playerId} (${player.firstName} ${player.lastName})`;
}

/**
 * True while the card read for a command is still on the reader, the same read: a card lifted
 * (or replaced) while the player typed the PIN is not paid or credited on its earlier read.
 */
export function stillOnReader(ctx: DeskConsoleContext, card: DeskCard): boolean {
  const now = ctx.card();
  return now !== null && now.uid === card.uid && now.cardSession === card.cardSession;
}

/** The refusal when the card left the reader during the command. */
export const CARD_LIFTED = 'la carte a quitté le lecteur : rien n’a été envoyé';
