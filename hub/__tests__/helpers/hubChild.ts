// Runs `node hub/cli.ts ...` as a child process for tests, and waits for its "listening" line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testCardKeyFile } from './testCardKey.ts';
import { testJournalKeyFile } from './testJournalKey.ts';

const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));

let keyFile: string | undefined;

/**
 * The journal settings every CLI child gets (issue 10 §5): the test key, so that the tests read
 * its stores with TEST_JOURNAL_KEY, and a high-water mark of its own per child (two hubs of one
 * test file on two data folders must not share a mark). A caller's `env` overrides them.
 */
let cardKeyFile: string | undefined;

function journalEnv(): Record<string, string> {
  keyFile ??= testJournalKeyFile();
  return {
    TAPIS_JOURNAL_KEY_FILE: keyFile,
    TAPIS_JOURNAL_ANCHOR_FILE: join(mkdtempSync(join(tmpdir(), 'tapis-test-anchor-')), 'journal.anchor'),
    // Issue 12 §2: the tests' card master key, so that a child hub authenticates their virtual cards.
    TAPIS_CARD_KEY_FILE: (cardKeyFile ??= testCardKeyFile()),
  };
}

/** A hub child process that printed its listening line. */
export interface HubChild {
  readonly process: ChildProcess;
  readonly listening: Record<string, unknown> & { port: number };
  /** Everything written on stderr so far. */
  stderr(): string;
}

/** Runs the CLI to completion (`env` over the journal settings); resolves with its exit code and output. */
export function runCli(
  args: readonly string[],
  input?: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...journalEnv(), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  child.stdin.end(input ?? '');
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Spawns a long-running hub; rejects if it exits before listening. */
export function spawnHubChild(args: readonly string[], env: Record<string, string> = {}): Promise<HubChild> {
  const child = spawn(process.execPath, [CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...journalEnv(), ...env },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hub did not listen within 15 s: ${stderr}`)), 15_000);
    child.once('exit', (code) =>
      reject(new Error(`hub exited (${String(code)}) before listening: ${stderr}`)),
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      if (event['event'] !== 'listening' || typeof event['port'] !== 'number') return;
      clearTimeout(timer);
      resolve({ process: child, listening: event as HubChild['listening'], stderr: () => stderr });
    });
  });
}

/** Kills a child (signal `signal`) and waits for its exit. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

/** A TCP port on 127.0.0.1 that was free a moment ago: a restarted hub comes back on the same one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 0;
}
