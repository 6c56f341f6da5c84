// How each wheel game's recall reads a settled round's outcome and a stake's spot, in French (the
// register's language): roulette and boule name the number; vingt-trois the plate pocket's number
// and colour (the stored pocket is an index into the plate, not a number); the wheel of fortune the
// segment's colour and label, with the bonus wheel's segment on purple (RULES.md A.4) — never the
// index of a segment.
import {
  BONUS_WHEEL,
  MAIN_WHEEL,
  WHEEL_SYMBOLS,
  type WheelSymbol,
} from '../../games/wheelOfFortune/layout.ts';
import { VT_POCKETS } from '../../games/vingtTrois/rules.ts';
import type { WheelGameName } from '../../protocol/wheelGames.ts';
import { rouletteSpotLabel } from './rouletteSpotLabel.ts';

/** A wheel game's readers of a RoundSettled payload's outcome and of a BetPlaced payload's spot. */
export interface WheelRecallLabels {
  /** The outcome of a RoundSettled payload ("numéro 17", "segment jaune « 6 »"). */
  outcome(payload: Record<string, unknown> | null): string;
  /** The spot of a BetPlaced payload ("plein 17", "chance rouge", "jaune « 6 »"). */
  spot(spot: unknown): string;
}

function object(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** The decider's outcome of a RoundSettled payload (`event.settlement.outcome`). */
function settledOutcome(payload: Record<string, unknown> | null): Record<string, unknown> | null {
  return object(object(object(payload?.['event'])?.['settlement'])?.['outcome']);
}

/** Anything the reader does not recognise is shown as journaled, never guessed. */
function raw(payload: Record<string, unknown> | null): string {
  return `résultat ${JSON.stringify(settledOutcome(payload) ?? null)}`;
}

/** "plein 17", "chance rouge": the spot's fields in order. */
function fieldsLabel(spot: unknown): string {
  if (spot === null || typeof spot !== 'object') return String(spot);
  return Object.values(spot as Record<string, unknown>)
    .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))
    .join(' ');
}

const numberOutcome: WheelRecallLabels['outcome'] = (p) =>
  typeof p?.['pocket'] === 'number' ? `numéro ${p['pocket']}` : raw(p);

/** "jaune « 6 »", "violet « Bonus »": a main-wheel symbol as the wheel shows it. */
function symbolLabel(symbol: WheelSymbol): string {
  return `${WHEEL_SYMBOLS[symbol].colour} « ${symbol === 'bonus' ? 'Bonus' : symbol} »`;
}

function isSymbol(value: unknown): value is WheelSymbol {
  return typeof value === 'string' && Object.hasOwn(WHEEL_SYMBOLS, value);
}

/** The recall readers of each wheel game. */
export const WHEEL_RECALL_LABELS: Readonly<Record<WheelGameName, WheelRecallLabels>> = {
  roulette: { outcome: numberOutcome, spot: rouletteSpotLabel },
  boule: { outcome: numberOutcome, spot: fieldsLabel },
  vingtTrois: {
    outcome(p) {
      const pocket = typeof p?.['pocket'] === 'number' ? VT_POCKETS[p['pocket']] : undefined;
      return pocket === undefined ? raw(p) : `numéro ${pocket.number} ${pocket.colour}`;
    },
    spot: fieldsLabel,
  },
  wheelOfFortune: {
    outcome(p) {
      const o = settledOutcome(p);
      const segment = typeof o?.['segment'] === 'number' ? MAIN_WHEEL[o['segment']] : undefined;
      if (segment === undefined) return raw(p);
      if (segment !== 'bonus') return `segment ${symbolLabel(segment)}`;
      const bonus = typeof o?.['bonusSegment'] === 'number' ? BONUS_WHEEL[o['bonusSegment']] : undefined;
      return bonus === undefined
        ? raw(p)
        : `segment ${symbolLabel(segment)}, roue bonus ${bonus.colour} « ${bonus.ratio} pour 1 »`;
    },
    spot(spot) {
      const symbol = object(spot)?.['symbol'];
      return isSymbol(symbol) ? symbolLabel(symbol) : fieldsLabel(spot);
    },
  },
};
