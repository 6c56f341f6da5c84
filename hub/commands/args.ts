// Small readers of command-line arguments for the hub's commands.
import { LOG_LEVELS, type LogThreshold } from '../logger.ts';

/** The value after `name`, or undefined. */
export function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Every value given after a repeated `name`. */
export function all(args: readonly string[], name: string): string[] {
  return args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1] as string] : []));
}

/** A whole non-negative number after `name`, or `fallback`. */
export function integer(args: readonly string[], name: string, fallback: number): number {
  const raw = option(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} takes a whole number, got "${raw}"`);
  return value;
}

/** `--quiet` (warnings and errors only) or `--log-level L`; undefined when neither is given. */
export function logLevel(args: readonly string[]): LogThreshold | undefined {
  if (args.includes('--quiet')) return 'warn';
  const raw = option(args, '--log-level');
  if (raw === undefined) return undefined;
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new Error(`--log-level takes one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw as LogThreshold;
}

/** Prints the lifecycle line and stops the hub cleanly on SIGTERM or SIGINT. */
export function announceAndWait(hub: { close(): Promise<void> }, line: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ event: 'listening', ...line })}\n`);
  const stop = (): void => {
    void hub.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
