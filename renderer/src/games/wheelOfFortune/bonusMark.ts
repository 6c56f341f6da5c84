// The mark of the wheel of fortune's purple Bonus segments, on the wheel and on their felt cell.

/** A star: games/ writes "B" on the 52-segment wheel, which reads as a letter, and "BONUS" does not fit a 52nd of it. */
export const BONUS_MARK = '★';
