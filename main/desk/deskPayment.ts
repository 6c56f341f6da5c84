// `payer` at the desk (seed 000: "le paiement des gains … s'effectue exclusivement à la caisse …
// muni de sa carte nominative"; issue 12 §2: the card and the PIN): the player whose card the hub
// authenticated on this desk types their PIN on the desk's keyboard, without echo; the desk sends
// payPlayer with the card's session and the PIN, wipes the PIN's bytes at once, and prints the
// hub's answer. The hub decides (hub/players/cave.ts payPlayer); a refusal changes nothing.
import { randomUUID } from 'node:crypto';
import { formatEuros } from '../../games/money.ts';
import { CARD_LIFTED, cardHolder, playerName, stillOnReader } from './deskCardHolder.ts';
import type { ConsoleAnswer, DeskConsoleContext } from './deskContext.ts';
import { askPin } from './deskPin.ts';
import { refusalLine } from './deskRefusals.ts';

const HEAD = 'paiement refusé';

/** Pays the whole balance of the player whose card is on the reader, on their PIN. */
export async function payPlayer(ctx: DeskConsoleContext): Promise<ConsoleAnswer> {
  const holder = await cardHolder(ctx, HEAD);
  if (!holder.ok) return { lines: [holder.line] };
  const { card, player } = holder;
  if (!player.pinSet)
    return { lines: [`${HEAD} : aucun code programmé pour ${player.playerId} (PIN_NOT_SET)`] };
  ctx.say(`paiement de ${playerName(player)} : solde ${formatEuros(player.balance)}`);
  const entry = await askPin((prompt) => ctx.secret(prompt), 'Code du joueur (non affiché) : ');
  if (!entry.ok) return { lines: [`${HEAD} : ${entry.why}`] };
  if (!stillOnReader(ctx, card)) {
    entry.pin.fill(0);
    return { lines: [`${HEAD} : ${CARD_LIFTED}`] };
  }
  const sent = ctx.command({
    type: 'payPlayer',
    commandId: randomUUID(),
    playerId: player.playerId,
    cardSession: card.cardSession,
    pin: entry.pin.toString('latin1'),
  });
  entry.pin.fill(0);
  const answer = await sent;
  if (!answer.ok) return { lines: [refusalLine(HEAD, answer.error)] };
  const result = answer.result;
  if (result.kind !== 'playerPaid') return { lines: [`réponse inattendue du hub : ${result.kind}`] };
  return {
    lines: [
      `${result.playerId} payé : ${formatEuros(result.amount)} remis au joueur, son compte est soldé`,
      'retirez la carte du lecteur (sa lecture a servi au paiement)',
    ],
  };
}
