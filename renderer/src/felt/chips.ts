// The chip values a player can pick (ui-conventions.md: none below the table minimum).
import { cents, type Cents } from '../../../games/money.ts';

/** Every chip the terminal offers, in cents: 1, 2, 5, 10, 20, 50 and 100 €. */
export const CHIP_VALUES: readonly Cents[] = [100, 200, 500, 1000, 2000, 5000, 10000].map(cents);

/** The chips offered at a table whose minimum is `minimum` (all of them when unknown). */
export function chipsFor(minimum: number | null): Cents[] {
  if (minimum === null) return [...CHIP_VALUES];
  const ok = CHIP_VALUES.filter((v) => v >= minimum);
  return ok.length > 0 ? ok : [CHIP_VALUES[CHIP_VALUES.length - 1] ?? cents(10000)];
}

/** The chip in use: the selected one if the table offers it, else the smallest offered. */
export function effectiveChip(selected: Cents | null, offered: readonly Cents[]): Cents | null {
  if (selected !== null && offered.includes(selected)) return selected;
  return offered[0] ?? null;
}

/** The fill colour of a chip of `value` cents, as casinos colour them. */
export function chipColour(value: number): number {
  if (value >= 10000) return 0x1b1b1b;
  if (value >= 5000) return 0x6a2c91;
  if (value >= 2000) return 0x1f5fb0;
  if (value >= 1000) return 0xd9822b;
  if (value >= 500) return 0xc4262e;
  if (value >= 200) return 0x2e8b57;
  return 0xf2f2f2;
}
