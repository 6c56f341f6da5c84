// A chance simple in prison after a zero (RULES.md A.2 `zeroRule: prison`, option `doublePrison`;
// Part B §5.3 for the conventional double prison).
import { type Cents, ZERO } from '../money.ts';
import { type Chance, chanceCovers } from './bets.ts';

/** 1: in prison after one zero; 2: in double prison after a second zero (option doublePrison). */
export type PrisonLevel = 1 | 2;

/** What the next spin does to an imprisoned stake. */
export type PrisonOutcome =
  | { readonly outcome: 'released'; readonly returned: Cents }
  | { readonly outcome: 'lost'; readonly returned: Cents }
  | { readonly outcome: 'prison'; readonly level: PrisonLevel; readonly returned: Cents };

/**
 * Settles an imprisoned chance simple on the next spin. Level 1: the chance wins → the stake is
 * released without gain; it loses → lost; zero again → lost, or double prison when the option is
 * on. Level 2 (double prison): the chance wins → back to single prison; it loses or zero → lost
 * (the conventional double prison: lost on a third zero).
 */
export function settlePrisoner(
  chance: Chance,
  stake: Cents,
  level: PrisonLevel,
  pocket: number,
  doublePrison: boolean,
): PrisonOutcome {
  if (pocket === 0) {
    return level === 1 && doublePrison
      ? { outcome: 'prison', level: 2, returned: ZERO }
      : { outcome: 'lost', returned: ZERO };
  }
  if (!chanceCovers(chance, pocket)) return { outcome: 'lost', returned: ZERO };
  return level === 1
    ? { outcome: 'released', returned: stake }
    : { outcome: 'prison', level: 1, returned: ZERO };
}
