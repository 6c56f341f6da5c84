// Each game screen's asset bundle (issue 11 §2: "Art, sounds and fonts live in `assets/` … loaded as
// bundles per screen"): the display font, the felt's art and the game's own announcement chimes,
// every URL a file of assets/ that Vite fingerprints into the build (served by app:// in the kiosk
// and by the loopback bridge, same origin: the CSP's font-src, img-src and connect-src 'self').
// Engine.show loads a screen's bundle with Pixi's Assets.loadBundle before the screen shows.

/** A font in a bundle: Pixi's web-font loader adds it to `document.fonts` under `family`. */
export interface FontAsset {
  readonly src: string;
  readonly data: { readonly family: string; readonly weights: readonly string[] };
}

/** One entry of a bundle: a URL, or a font with its family. */
export type BundleAsset = string | FontAsset;

/** A screen's bundle: alias → asset. */
export type ScreenBundle = Readonly<Record<string, BundleAsset>>;

/** The screens with a sound bundle of their own. */
export type BundleGame = 'roulette' | 'boule' | 'vingtTrois' | 'wheelOfFortune';

/** The three announcements each game's chimes say (roulette's announcements.ts names them). */
export type Chime = 'faites' | 'rien' | 'resultat';

/** The display font's family name (Cinzel, SIL OFL 1.1: assets/fonts/OFL-Cinzel.txt). */
export const DISPLAY_FONT = 'Tapis Display';

/** The alias of a game's chime in its bundle. */
export function chimeAlias(game: BundleGame, chime: Chime): string {
  return `${game}-${chime}`;
}

/** The felt's art aliases (assets/art, drawn by assets/art/generate.ts). */
export const ART = { feltWeave: 'art-felt-weave', chipFace: 'art-chip-face' } as const;

// Vite only resolves a literal `new URL('…', import.meta.url)`: every file is written out.
const FONT: ScreenBundle = {
  'font-display-400': {
    src: new URL('../../../assets/fonts/cinzel-latin-400-normal.woff2', import.meta.url).href,
    data: { family: DISPLAY_FONT, weights: ['400'] },
  },
  'font-display-700': {
    src: new URL('../../../assets/fonts/cinzel-latin-700-normal.woff2', import.meta.url).href,
    data: { family: DISPLAY_FONT, weights: ['700'] },
  },
};

const FELT_ART: ScreenBundle = {
  [ART.feltWeave]: new URL('../../../assets/art/felt-weave.svg', import.meta.url).href,
  [ART.chipFace]: new URL('../../../assets/art/chip-face.svg', import.meta.url).href,
};

/** Each game's chimes (assets/sounds/<game>/, synthesised by assets/sounds/synthesise.ts). */
export const CHIMES: Readonly<Record<BundleGame, Readonly<Record<Chime, string>>>> = {
  roulette: {
    faites: new URL('../../../assets/sounds/roulette/faites-vos-jeux.wav', import.meta.url).href,
    rien: new URL('../../../assets/sounds/roulette/rien-ne-va-plus.wav', import.meta.url).href,
    resultat: new URL('../../../assets/sounds/roulette/resultat.wav', import.meta.url).href,
  },
  boule: {
    faites: new URL('../../../assets/sounds/boule/faites-vos-jeux.wav', import.meta.url).href,
    rien: new URL('../../../assets/sounds/boule/rien-ne-va-plus.wav', import.meta.url).href,
    resultat: new URL('../../../assets/sounds/boule/resultat.wav', import.meta.url).href,
  },
  vingtTrois: {
    faites: new URL('../../../assets/sounds/vingt-trois/faites-vos-jeux.wav', import.meta.url).href,
    rien: new URL('../../../assets/sounds/vingt-trois/rien-ne-va-plus.wav', import.meta.url).href,
    resultat: new URL('../../../assets/sounds/vingt-trois/resultat.wav', import.meta.url).href,
  },
  wheelOfFortune: {
    faites: new URL('../../../assets/sounds/wheel-of-fortune/faites-vos-jeux.wav', import.meta.url).href,
    rien: new URL('../../../assets/sounds/wheel-of-fortune/rien-ne-va-plus.wav', import.meta.url).href,
    resultat: new URL('../../../assets/sounds/wheel-of-fortune/resultat.wav', import.meta.url).href,
  },
};

/** The chimes of `game` under their bundle aliases. */
function chimesOf(game: BundleGame): ScreenBundle {
  return Object.fromEntries(
    Object.entries(CHIMES[game]).map(([chime, url]) => [chimeAlias(game, chime as Chime), url]),
  );
}

/**
 * The bundle of `game`'s screen: the display font and its chimes; the cell felts (boule,
 * vingt-trois, wheel of fortune) also the cloth's weave and the chips' face.
 */
export function bundleOf(game: BundleGame): ScreenBundle {
  return game === 'roulette' ? { ...FONT, ...chimesOf(game) } : { ...FONT, ...FELT_ART, ...chimesOf(game) };
}
