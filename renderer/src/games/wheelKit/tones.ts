// The colours of the tones named by the layouts of games/ (rouge, noir, vert … and the wheel of
// fortune's seven colours, seed 000), for the kit's Pixi widgets.
import { COLOURS } from '../../widgets/theme.ts';

const TONES: Readonly<Record<string, number>> = {
  felt: COLOURS.felt,
  rouge: COLOURS.rouge,
  noir: COLOURS.noir,
  vert: COLOURS.vert,
  blanc: 0xf4f1e8,
  'vert foncé': 0x1d6b2f,
  'vert clair': 0x62b347,
  jaune: 0xe8c21a,
  orange: 0xe07b1a,
  'bleu ciel': 0x4fb3e8,
  bleu: 0x2456b8,
  violet: 0x7a2f9e,
};

/** The fill of a named tone; an unknown name is drawn as the felt (and is a bug to fix in data). */
export function toneColour(tone: string): number {
  return TONES[tone] ?? COLOURS.felt;
}

/** A readable ink on top of a tone: dark on the light tones, white elsewhere. */
export function inkOn(tone: string): number {
  return ['blanc', 'jaune', 'vert clair', 'bleu ciel'].includes(tone) ? 0x1b1b1b : COLOURS.white;
}
