// Plays the table's announcements: the game's own chime from assets/sounds/<game> (loaded with its
// screen's bundle, engine/bundles.ts) and the words spoken by the browser's speech synthesis where
// it has a voice, in the player's language. On by default, muted by the player (issue 11 §2); a
// failure to play is silent. Boule, vingt-trois and the wheel of fortune play through it too.
import { Assets } from 'pixi.js';
import { audioContext } from '../../engine/audioLoader.ts';
import { type BundleGame, chimeAlias } from '../../engine/bundles.ts';
import type { Language } from '../../i18n/language.ts';
import type { Announcement } from './announcements.ts';

/** The announcements that have played, newest last (a test hook: audio cannot be heard in CI). */
export const played: { chime: string; words: string; game: BundleGame }[] = [];

/** Plays `a` with `words` and `game`'s chime (roulette's by default), unless muted. */
export function play(
  a: Announcement,
  words: string,
  lang: Language,
  muted: boolean,
  game: BundleGame = 'roulette',
): void {
  if (muted) return;
  played.push({ chime: a.chime, words, game });
  if (played.length > 20) played.shift();
  const ctx = audioContext();
  const buffer = Assets.get<AudioBuffer | null>(chimeAlias(game, a.chime));
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
