// The drawing table of punto banco (RULES.md B §7.2): nobody chooses anything, so a coup is a
// function of the next six cards of the shoe.
import { type Card, baccaratValue } from '../cards/card.ts';

/** Hand total: sum of baccarat values modulo 10 (RULES.md B §7.1). */
export function total(cards: readonly Card[]): number {
  return cards.reduce((t, c) => t + baccaratValue(c), 0) % 10;
}

/** Punto draws a third card on 0–5 and stands on 6–7 (no natural on the table). */
export function puntoDraws(puntoTotal: number): boolean {
  return puntoTotal <= 5;
}

/**
 * Whether banco draws, given its two-card total and punto's third card value (null when punto
 * stood): the table of RULES.md B §7.2.
 */
export function bancoDraws(bancoTotal: number, puntoThird: number | null): boolean {
  if (puntoThird === null) return bancoTotal <= 5;
  switch (bancoTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return puntoThird !== 8;
    case 4:
      return puntoThird >= 2 && puntoThird <= 7;
    case 5:
      return puntoThird >= 4 && puntoThird <= 7;
    case 6:
      return puntoThird === 6 || puntoThird === 7;
    default:
      return false;
  }
}

/** Who won the coup. */
export type CoupWinner = 'punto' | 'banco' | 'egalite';

/** A finished coup: both hands in order dealt, totals and the winner. */
export interface Coup {
  /** Punto's cards (1st, 3rd dealt and its third card). */
  readonly punto: readonly Card[];
  /** Banco's cards (2nd, 4th dealt and its third card). */
  readonly banco: readonly Card[];
  /** Punto's final total. */
  readonly puntoTotal: number;
  /** Banco's final total. */
  readonly bancoTotal: number;
  /** The higher total wins; equal totals are an égalité. */
  readonly winner: CoupWinner;
}

/** Plays a coup from the next cards of the shoe: P, B, P, B, then the drawing table. */
export function playCoup(next: readonly Card[]): Coup {
  const take = (i: number): Card => {
    const card = next[i];
    if (card === undefined) throw new Error('shoe ran out inside a coup'); // cut card prevents it
    return card;
  };
  const punto = [take(0), take(2)];
  const banco = [take(1), take(3)];
  let used = 4;
  const p2 = total(punto);
  const b2 = total(banco);
  // A natural (8 or 9 on two cards, either side) ends the coup.
  if (p2 < 8 && b2 < 8) {
    let puntoThird: number | null = null;
    if (puntoDraws(p2)) {
      const card = take(used++);
      punto.push(card);
      puntoThird = baccaratValue(card);
    }
    if (bancoDraws(b2, puntoThird)) banco.push(take(used));
  }
  const puntoTotal = total(punto);
  const bancoTotal = total(banco);
  const winner: CoupWinner =
    puntoTotal > bancoTotal ? 'punto' : bancoTotal > puntoTotal ? 'banco' : 'egalite';
  return { punto, banco, puntoTotal, bancoTotal, winner };
}
