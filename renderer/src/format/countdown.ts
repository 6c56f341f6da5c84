// The betting countdown shown under "Faites vos jeux", derived from the hub's `closesAt`.

/** Whole seconds left until `closesAt` (epoch ms), rounded up, never negative; null when unknown. */
export function secondsLeft(closesAt: number | null | undefined, now: number): number | null {
  if (closesAt === null || closesAt === undefined) return null;
  const ms = closesAt - now;
  if (ms <= 0) return 0;
  return Math.ceil(ms / 1000);
}

/** The countdown as "m:ss" (or "ss" under a minute is still shown as "0:ss" for a steady width). */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds - m * 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
