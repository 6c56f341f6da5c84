// What the table announces aloud (issue 11 §2): "Faites vos jeux" when betting opens, "Rien ne va
// plus" when it closes, and the number once the wheel has landed on it — decided here, purely,
// from what the screen saw; played by sound.ts.
import { rt } from './messages.ts';

/** One announcement: its chime (an alias of the roulette bundle) and the words to speak. */
export interface Announcement {
  readonly chime: 'faites' | 'rien' | 'resultat';
  readonly kind: 'betting' | 'noMoreBets' | 'result';
}

/** What changed on screen: the hub's phase, or the wheel landing on a number. */
export type ScreenEvent =
  | { readonly kind: 'phase'; readonly from: string | null; readonly to: string | null }
  | { readonly kind: 'landed'; readonly pocket: number };

/** The announcement an event calls for, or null (a reload, a repeated phase, a settled round). */
export function announcementFor(event: ScreenEvent): Announcement | null {
  if (event.kind === 'landed') return { chime: 'resultat', kind: 'result' };
  // A page that just loaded announces nothing: only a change seen live is called out.
  if (event.from === null || event.from === event.to) return null;
  if (event.to === 'betting') return { chime: 'faites', kind: 'betting' };
  if (event.to === 'noMoreBets') return { chime: 'rien', kind: 'noMoreBets' };
  return null;
}

/** The words of an announcement in `lang`; the number's are the croupier's call (announce.ts). */
export function announcementWords(a: Announcement, lang: 'fr' | 'en', numberCall: string): string {
  if (a.kind === 'betting') return rt(lang, 'betting');
  if (a.kind === 'noMoreBets') return rt(lang, 'noMoreBets');
  return numberCall;
}
