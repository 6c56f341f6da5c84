// The casino's gaming day (journée de jeu): it runs past midnight, so a pot raked at 02:00 belongs
// to the day that began the evening before. The modèle 7 serials restart at 1 each gaming day
// (seed 000: "un état journalier … à raison d'une ligne par pot, … repéré par un numéro de série").

/** When a gaming day starts, in the casino's local time. */
export interface GamingDayRule {
  /** IANA time zone of the casino, e.g. `Europe/Paris`. */
  readonly timeZone: string;
  /** Minutes after local midnight when a new gaming day begins (360 = 06:00, the default). */
  readonly startMinutes: number;
}

/** Default: a gaming day runs from 06:00 to 06:00 the next morning, Paris time. */
export const DEFAULT_GAMING_DAY: GamingDayRule = { timeZone: 'Europe/Paris', startMinutes: 360 };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * The gaming day of instant `ms` as `YYYY-MM-DD` (the calendar date on which that gaming day
 * began): the local wall-clock date, minus one day when the local time is before the start.
 * Wall-clock based, so a daylight-saving change never moves the boundary off 06:00 local.
 */
export function gamingDayOf(ms: number, rule: GamingDayRule = DEFAULT_GAMING_DAY): string {
  const parts = Object.fromEntries(
    formatFor(rule.timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const y = Number(parts['year']);
  const m = Number(parts['month']);
  const d = Number(parts['day']);
  const minutes = Number(parts['hour']) * 60 + Number(parts['minute']);
  const date = new Date(Date.UTC(y, m - 1, d - (minutes < rule.startMinutes ? 1 : 0)));
  return date.toISOString().slice(0, 10);
}
