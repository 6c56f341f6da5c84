// The adult check at registration (seed 000: access to the hold'em room is subject to identity
// registration; French law forbids gaming to minors): 18 years old on the casino's date.

/** The age of majority for gaming in France. */
export const ADULT_AGE = 18;

/** The casino's calendar date (Europe/Paris) of an instant, as YYYY-MM-DD. */
export function casinoDate(epochMs: number): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(epochMs));
}

/** True when `isoDate` (YYYY-MM-DD) names a day that exists in the calendar. */
export function isRealDate(isoDate: string): boolean {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The first day on which someone born on `birthDate` is an adult. Born on 29 February, the
 * birthday of a common year falls on 1 March (the day after 28 February), never earlier.
 */
export function adultOn(birthDate: string): string {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + ADULT_AGE, m - 1, d)).toISOString().slice(0, 10);
}

/** True when someone born on `birthDate` is an adult on `today` (both YYYY-MM-DD). */
export function isAdult(birthDate: string, today: string): boolean {
  return adultOn(birthDate) <= today;
}
