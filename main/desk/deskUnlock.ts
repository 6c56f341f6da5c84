// `debloquer` at the desk (docs/players.md "Station login": three wrong PINs in a row lock the card
// at the stations; only a cashier's unlockCard reopens it): unlocks the card the hub authenticated
// on this desk, its holder and their identity in front of the cashier.
import { randomUUID } from 'node:crypto';
import { cardHolder, playerName } from './deskCardHolder.ts';
import type { ConsoleAnswer, DeskConsoleContext } from './deskContext.ts';
import { refusalLine } from './deskRefusals.ts';

const HEAD = 'carte non débloquée';

/** Unlocks the card on the reader. */
export async function unlockCard(ctx: DeskConsoleContext): Promise<ConsoleAnswer> {
  const holder = await cardHolder(ctx, HEAD);
  if (!holder.ok) return { lines: [holder.line] };
  const answer = await ctx.command({ type: 'unlockCard', commandId: randomUUID(), cardUid: holder.card.uid });
  if (!answer.ok) return { lines: [refusalLine(HEAD, answer.error)] };
  const result = answer.result;
  if (result.kind !== 'cardUnlocked') return { lines: [`réponse inattendue du hub : ${result.kind}`] };
  return { lines: [`carte ${result.cardUid} débloquée pour ${playerName(holder.player)}`] };
}
