// Plays the table's announcements: a chime from assets/sounds (loaded with the roulette bundle)
// and the words spoken by the browser's speech synthesis where it has a voice, in the player's
// language. On by default, muted by the player (issue 11 §2); a failure to play is silent.
import { Assets } from 'pixi.js';
import { audioContext } from '../../engine/audioLoader.ts';
import type { Language } from '../../i18n/language.ts';
import type { Announcement } from './announcements.ts';

/** The roulette screen's sound bundle: alias → URL of assets/sounds (Vite fingerprints them). */
export const ROULETTE_SOUNDS: Readonly<Record<Announcement['chime'], string>> = {
  faites: new URL('../../../../assets/sounds/faites-vos-jeux.wav', import.meta.url).href,
  rien: new URL('../../../../assets/sounds/rien-ne-va-plus.wav', import.meta.url).href,
  resultat: new URL('../../../../assets/sounds/resultat.wav', import.meta.url).href,
};

/** The announcements that have played, newest last (a test hook: audio cannot be heard in CI). */
export const played: { chime: string; words: string }[] = [];

/** Plays `a` with `words`, unless muted. */
export function play(a: Announcement, words: string, lang: Language, muted: boolean): void {
  if (muted) return;
  played.push({ chime: a.chime, words });
  if (played.length > 20) played.shift();
  const ctx = audioContext();
  const buffer = Assets.get<AudioBuffer | null>(`roulette-${a.chime}`);
  if (ctx && buffer) {
    void ctx.resume().catch(() => undefined);
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(ctx.destination);
    source.start();
  }
  if (typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined') {
    const u = new SpeechSynthesisUtterance(words);
    u.lang = lang === 'fr' ? 'fr-FR' : 'en-GB';
    speechSynthesis.speak(u);
  }
}

/** Starts the page's audio on the first touch (browsers keep it suspended until a gesture). */
export function unlockOnTouch(target: EventTarget): void {
  target.addEventListener(
    'pointerdown',
    () =>
      void audioContext()
        ?.resume()
        .catch(() => undefined),
    { once: true },
  );
}
