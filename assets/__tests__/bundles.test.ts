// Each game screen's bundle (issue 11 §2): it lists the font, the art and the chimes its screen
// uses, every file exists in assets/ (a missing one would fail the bundle's load and the felt with
// it), the chimes of each game are its own, and the generators still write what is committed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ART as ART_FILES } from '../art/generate.ts';
import { CHIMES as CHIME_TONES, chimeFile } from '../sounds/synthesise.ts';
import {
  ART,
  type BundleAsset,
  type BundleGame,
  CHIMES,
  DISPLAY_FONT,
  bundleOf,
  chimeAlias,
} from '../../renderer/src/engine/bundles.ts';

const GAMES: readonly BundleGame[] = ['roulette', 'boule', 'vingtTrois', 'wheelOfFortune'];
const ASSETS = fileURLToPath(new URL('../', import.meta.url));

/** The file an asset's URL names (vitest resolves `new URL(…, import.meta.url)` to file: URLs). */
const fileOf = (a: BundleAsset) => fileURLToPath(typeof a === 'string' ? a : a.src);

describe('the game screens’ asset bundles', () => {
  it('lists for each game its display font, its three chimes and, on the cell felts, the felt’s art', () => {
    for (const game of GAMES) {
      const bundle = bundleOf(game);
      const chimes = (['faites', 'rien', 'resultat'] as const).map((c) => chimeAlias(game, c));
      const art = game === 'roulette' ? [] : [ART.feltWeave, ART.chipFace];
      expect(Object.keys(bundle).sort()).toEqual(
        ['font-display-400', 'font-display-700', ...chimes, ...art].sort(),
      );
      expect(bundle['font-display-700']).toMatchObject({ data: { family: DISPLAY_FONT, weights: ['700'] } });
    }
  });

  it('names only files that exist under assets/, none empty', () => {
    for (const game of GAMES) {
      for (const [alias, asset] of Object.entries(bundleOf(game))) {
        const file = fileOf(asset);
        expect({ alias, under: file.startsWith(ASSETS), exists: existsSync(file) }).toEqual({
          alias,
          under: true,
          exists: true,
        });
        expect(statSync(file).size).toBeGreaterThan(0);
      }
    }
  });

  it('gives each game chimes of its own, from its own folder, each a RIFF/WAVE file', () => {
    const files = GAMES.flatMap((g) => Object.values(CHIMES[g]).map((u) => fileURLToPath(u)));
    expect(new Set(files).size).toBe(12);
    const folders = {
      roulette: 'roulette',
      boule: 'boule',
      vingtTrois: 'vingt-trois',
      wheelOfFortune: 'wheel-of-fortune',
    };
    for (const game of GAMES) {
      for (const url of Object.values(CHIMES[game])) {
        expect(fileURLToPath(url).startsWith(`${ASSETS}sounds/${folders[game]}/`)).toBe(true);
        const head = readFileSync(fileURLToPath(url)).subarray(0, 12).toString('latin1');
        expect(head.slice(0, 4) + head.slice(8)).toBe('RIFFWAVE');
      }
    }
    // Not the same sound under another name: the bytes differ from game to game.
    const bytes = new Set(files.map((f) => readFileSync(f).toString('base64')));
    expect(bytes.size).toBe(12);
  });

  it('ships the font with its licence, and the committed art and chimes as their scripts make them', () => {
    expect(readFileSync(`${ASSETS}fonts/OFL-Cinzel.txt`, 'utf8')).toContain(
      'SIL Open Font License, Version 1.1',
    );
    for (const weight of ['400', '700']) {
      const woff2 = readFileSync(`${ASSETS}fonts/cinzel-latin-${weight}-normal.woff2`);
      expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    for (const [name, draw] of Object.entries(ART_FILES)) {
      expect(readFileSync(`${ASSETS}art/${name}`, 'utf8')).toBe(draw());
    }
    for (const [game, chimes] of Object.entries(CHIME_TONES)) {
      for (const [name, tones] of Object.entries(chimes)) {
        expect(readFileSync(`${ASSETS}sounds/${game}/${name}.wav`).equals(chimeFile(tones))).toBe(true);
      }
    }
  });
});
