// What the roulette screen says of the bonus-number jackpot (RULES.md A.2: "variant and split
// option are shown permanently"; the bonus number shows after faites vos jeux in variant 1, after
// rien ne va plus in variant 2). Figures come from the hub's snapshot only.
import type { StationJackpot } from '../../../../protocol/stationSnapshot.ts';
import { formatEuros } from '../../format/euros.ts';
import type { Language } from '../../i18n/language.ts';
import { rt } from './messages.ts';

/** The jackpot panel's lines, in `lang`. */
export interface JackpotLines {
  /** The panel's title. */
  readonly title: string;
  /** The pool as the ledger holds it. */
  readonly pool: string;
  /** The round's bonus number, or when it will show. */
  readonly bonus: string;
  /** The variant, the split option and the contribution, shown permanently. */
  readonly rules: string;
}

/** A contribution in basis points as a French or English percentage: 150 → "1,5 %" / "1.5%". */
export function bpsText(bps: number, lang: Language): string {
  const whole = Math.trunc(bps / 100);
  const rest = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sep = lang === 'fr' ? ',' : '.';
  const number = rest === '' ? String(whole) : `${whole}${sep}${rest}`;
  return rt(lang, 'percent', { number });
}

/** The panel's lines for `jackpot` in `lang`. */
export function jackpotLines(jackpot: StationJackpot, lang: Language): JackpotLines {
  const when = rt(lang, jackpot.variant === 1 ? 'drawnAtBetting' : 'drawnAtNoMoreBets');
  const splitText = rt(lang, jackpot.split === 'a' ? 'splitProRata' : 'splitLargest');
  const share = bpsText(jackpot.contributionBps, lang);
  return {
    title: rt(lang, 'jackpotTitle'),
    pool: formatEuros(jackpot.pool, lang),
    bonus: rt(lang, 'bonusNumber', { number: jackpot.bonusNumber ?? when }),
    rules: rt(lang, 'jackpotRules', { variant: jackpot.variant, split: jackpot.split, splitText, share }),
  };
}
