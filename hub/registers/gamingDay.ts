// The gaming day (journée de jeu): a casino's day runs past midnight, so the registers group
// entries by a day that starts at a fixed local hour, not at midnight. Default: 06:00 Europe/Paris
// (tables close in the small hours; docs/registers.md "Gaming day"). The day is named by the date
// it starts on: entries from 2026-11-29 06:00 to 2026-11-30 05:59:59.999 (Paris) are day 2026-11-29.

/** Where a gaming day starts. */
export interface GamingDayOptions {
  /** Local hour (0–23) at which a gaming day starts. */
  readonly startHour: number;
  /** IANA time zone of the casino. */
  readonly timeZone: string;
}

/** 06:00 in Paris: after the latest closing of the tables, before any opening. */
export const DEFAULT_GAMING_DAY: GamingDayOptions = { startHour: 6, timeZone: 'Europe/Paris' };

/** A gaming day as a half-open window of ISO instants [from, to). */
export interface DayWindow {
  readonly day: string;
  readonly fromIso: string;
  readonly toIso: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `day` is a real `YYYY-MM-DD` date. */
export function isDay(day: string): boolean {
  const m = DAY.exec(day);
  if (m === null) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock formatter of `timeZone`, built once (building one costs ~5× a format). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = wallClocks.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of instant `ms` in `timeZone`. */
export function localParts(
  ms: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = wallClock(timeZone).formatToParts(new Date(ms));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Offset of `timeZone` from UTC at instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const p = localParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The UTC instant of local wall-clock time `day` `hour`:00 in `timeZone`. */
function localInstant(day: string, hour: number, timeZone: string): number {
  const m = DAY.exec(day);
  if (m === null) throw new RangeError(`not a day: ${day}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour);
  // Two passes settle the offset even on a daylight-saving change day.
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}

/** The day after `day`. */
export function nextDay(day: string): string {
  const m = DAY.exec(day);
  if (m === null) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
}

/** The window of gaming day `day`. */
export function gamingDayWindow(day: string, options: GamingDayOptions = DEFAULT_GAMING_DAY): DayWindow {
  if (!isDay(day)) throw new RangeError(`not a day: ${day}`);
  return {
    day,
    fromIso: new Date(localInstant(day, options.startHour, options.timeZone)).toISOString(),
    toIso: new Date(localInstant(nextDay(day), options.startHour, options.timeZone)).toISOString(),
  };
}

/** The gaming day an ISO instant belongs to. */
export function gamingDayOf(iso: string, options: GamingDayOptions = DEFAULT_GAMING_DAY): string {
  const ms = Date.parse(iso);
  const p = localParts(ms, options.timeZone);
  const calendar = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  if (p.hour >= options.startHour) return calendar;
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day - 1));
  return d.toISOString().slice(0, 10);
}

/** Local date `JJ/MM/AAAA` and time `HH:MM:SS` of an ISO instant, the French way. */
export function localDateTime(iso: string, timeZone: string): { date: string; time: string } {
  const p = localParts(Date.parse(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(p.day)}/${two(p.month)}/${p.year}`,
    time: `${two(p.hour)}:${two(p.minute)}:${two(p.second)}`,
  };
}
