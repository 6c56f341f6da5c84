// How each spot of the layout is painted, in the player's language.
import { pocketColour } from '../../../games/roulette/layout.ts';
import type { Language } from '../i18n/language.ts';
import type { SpotLook } from '../widgets/Spot.ts';
import { COLOURS } from '../widgets/theme.ts';
import { rt } from '../games/roulette/messages.ts';

/** The look of spot `key` ("plein-17", "rouge"…) in `lang`. */
export function spotLook(key: string, lang: Language): SpotLook {
  if (key.startsWith('plein-')) {
    const n = Number(key.slice(6));
    const colour = pocketColour(n);
    const fill = colour === 'rouge' ? COLOURS.rouge : colour === 'noir' ? COLOURS.noir : COLOURS.vert;
    return { fill, label: String(n), fontSize: n === 0 ? 56 : 40 };
  }
  switch (key) {
    case 'rouge':
      return { fill: COLOURS.felt, label: '', fontSize: 28, diamond: COLOURS.rouge };
    case 'noir':
      return { fill: COLOURS.felt, label: '', fontSize: 28, diamond: COLOURS.noir };
    case 'manque':
      return {
        fill: COLOURS.felt,
        label: rt(lang, 'manque').toUpperCase(),
        fontSize: 26,
        sublabel: rt(lang, 'manqueRange'),
      };
    case 'passe':
      return {
        fill: COLOURS.felt,
        label: rt(lang, 'passe').toUpperCase(),
        fontSize: 26,
        sublabel: rt(lang, 'passeRange'),
      };
    case 'pair':
      return { fill: COLOURS.felt, label: rt(lang, 'pair').toUpperCase(), fontSize: 28 };
    default:
      return { fill: COLOURS.felt, label: rt(lang, 'impair').toUpperCase(), fontSize: 28 };
  }
}
