// A complete hand history (issue 4): the events of one hand, as readable lines for the staff
// console and the game recall (A.1). The events themselves are the authoritative record.
import { cardName } from '../cards/card.ts';
import { formatEuros } from '../money.ts';
import { categoryOf } from '../poker/evaluator.ts';
import type { HoldemEvent } from './state.ts';

/** The events of hand `no` from a table's event log (from `HandStarted` to `HandEnded`). */
export function handEvents(log: readonly HoldemEvent[], no: number): HoldemEvent[] {
  const start = log.findIndex((e) => e.type === 'HandStarted' && e.no === no);
  if (start < 0) return [];
  const end = log.findIndex((e, i) => i > start && e.type === 'HandEnded');
  return log.slice(start, end < 0 ? undefined : end + 1);
}

/** One line per event of a hand. */
export function formatHistory(events: readonly HoldemEvent[]): string[] {
  const cards = (cs: readonly number[]): string => cs.map(cardName).join(' ');
  return events.flatMap((e): string[] => {
    switch (e.type) {
      case 'HandStarted':
        return [
          `Main n° ${e.no} — bouton siège ${e.button}, petite blinde ${e.smallBlindSeat}, grosse blinde ${e.bigBlindSeat}`,
          ...e.holes.map((h) => `  siège ${h.seat} reçoit ${cards(h.cards)}`),
        ];
      case 'Posted':
        return [`  siège ${e.seat} poste ${e.blind} ${formatEuros(e.amount)}`];
      case 'Acted':
        return [
          `  siège ${e.seat} ${e.action}${e.amount > 0 ? ` ${formatEuros(e.amount)} (total ${formatEuros(e.to)})` : ''}${e.allIn ? ' tapis' : ''}${e.timedOut ? ' (temps écoulé)' : ''}`,
        ];
      case 'StreetDealt':
        return [`${e.street}: ${cards(e.cards)}`];
      case 'UncalledBetReturned':
        return [`  mise non suivie rendue au siège ${e.seat}: ${formatEuros(e.amount)}`];
      case 'HandsShown':
        return e.hands.map((h) => `  abattage siège ${h.seat}: ${cards(h.cards)} (${categoryOf(h.value)})`);
      case 'PotAwarded':
        return [
          `pot ${e.pot} ${formatEuros(e.amount)}, retenue ${formatEuros(e.rake.rake)} (n° ${e.rake.serial}) → ` +
            e.winners.map((w) => `siège ${w.seat} ${formatEuros(w.amount)}`).join(', '),
        ];
      case 'HandEnded':
        return [`fin de la main n° ${e.no}`];
      default:
        return [];
    }
  });
}
