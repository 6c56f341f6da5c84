// Structured logs: one JSON object per line on stderr (stdout carries the machine-readable
// lifecycle lines), filtered by a level so that tests and quiet deployments are not noisy.
import type { Clock } from './clock.ts';

/** Log levels from the most to the least verbose; `silent` writes nothing. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** A threshold: lines below it are dropped. */
export type LogThreshold = (typeof LOG_LEVELS)[number];

/** A line's level. */
export type LogLevel = Exclude<LogThreshold, 'silent'>;

/** Writes one structured line. */
export type Logger = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void;

/** The threshold named by TAPIS_LOG_LEVEL, or `info`. */
export function defaultThreshold(): LogThreshold {
  const named = process.env['TAPIS_LOG_LEVEL'];
  return (LOG_LEVELS as readonly string[]).includes(named ?? '') ? (named as LogThreshold) : 'info';
}

/** A logger writing JSON lines to `write` (stderr by default) at or above `threshold`. */
export function createLogger(
  threshold: LogThreshold,
  clock: Clock,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const floor = LOG_LEVELS.indexOf(threshold);
  return (level, message, fields = {}) => {
    if (LOG_LEVELS.indexOf(level) < floor) return;
    write(`${JSON.stringify({ at: new Date(clock.now()).toISOString(), level, message, ...fields })}\n`);
  };
}
