// A private pcscd for tests that stop, kill or delay pcscd (notes/nfc.md): the shared one that
// CI's `.ci/run` starts serves every other NFC test, so restarting it would disturb them. This one
// runs in its own mount namespace with a private folder bound over /run/pcscd (its pid file is
// fixed there) and its own vpcd ports; clients reach it through PCSCLITE_CSOCK_NAME, which
// libpcsclite honours. Needs root (unshare --mount), as CI runs. Its vpcd ports are chosen free
// at the first start (two worktrees or runs on one machine must not share them: vpcd's bind fails
// and its reader never appears), and kept across restarts.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A pcscd of the test's own, with two vpcd readers at `port` and `port + 1`. */
export interface PrivatePcscd {
  /** The socket clients use (PCSCLITE_CSOCK_NAME). */
  readonly socketPath: string;
  /** vpcd's port for the first reader (`<name> 00 00`), the second's minus one; set by `start()`. */
  readonly port: number;
  /** The readers' friendly name prefix. */
  readonly readerName: string;
  /** True while the daemon runs. */
  readonly running: boolean;
  /** Starts the daemon and resolves once its socket accepts a connection. */
  start(): Promise<void>;
  /** Stops the daemon (SIGTERM, then SIGKILL after 5 s) and resolves once it exited. */
  stop(): Promise<void>;
  /** Stops the daemon if it runs and removes its folder. */
  dispose(): Promise<void>;
  /** The daemon's output so far (for a failing test's message). */
  log(): string;
}

/** Resolves true when a connection to the Unix socket at `path` is accepted within `ms`. */
export function socketAccepts(path: string, ms = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    const timer = setTimeout(() => done(false), ms);
    function done(ok: boolean): void {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    }
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Resolves true when nothing listens on TCP `port` (vpcd binds every address). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Two free consecutive TCP ports: the system picks the first, the next must be free too. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen({ port: 0, host: '0.0.0.0' }, () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address !== null ? address.port : 0;
        server.close(() => resolve(chosen));
      });
    });
    if (port > 0 && port < 65_535 && (await portFree(port + 1))) return port;
  }
  throw new Error('no two free consecutive TCP ports for vpcd');
}

/**
 * Prepares a private pcscd (not started) whose readers are named `readerName 00 00` / `00 01`.
 * The reader helper's tests name a fixed first port (`privatePcscd(port, name)`); without one a
 * free pair is chosen at the first start.
 */
export function privatePcscd(portOrName: number | string = 'Private PCD', name?: string): PrivatePcscd {
  const fixedPort = typeof portOrName === 'number' ? portOrName : 0;
  const readerName = typeof portOrName === 'string' ? portOrName : (name ?? 'Private PCD');
  const root = mkdtempSync(join(tmpdir(), 'tapis-pcscd-'));
  const runDir = join(root, 'run');
  const confDir = join(root, 'reader.conf.d');
  mkdirSync(runDir);
  mkdirSync(confDir);
  const writeConfig = (port: number): void => {
    const channel = `0x${port.toString(16).toUpperCase()}`;
    writeFileSync(
      join(confDir, 'vpcd'),
      [
        `FRIENDLYNAME "${readerName}"`,
        `DEVICENAME   /dev/null:${channel}`,
        'LIBPATH      /usr/lib/pcsc/drivers/serial/libifdvpcd.so',
        `CHANNELID    ${channel}`,
        '',
      ].join('\n'),
    );
  };
  let port = fixedPort;
  const socketPath = join(runDir, 'pcscd.comm');
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  /** Starts pcscd; true once it is ready with both readers, false if a reader failed. */
  async function launch(): Promise<boolean> {
    rmSync(join(runDir, 'pcscd.pid'), { force: true });
    rmSync(socketPath, { force: true });
    output = '';
    const script = `mount --bind "$1" /run/pcscd && exec pcscd --foreground --info -c "$2"`;
    const started = spawn('unshare', ['--mount', 'sh', '-c', script, 'sh', runDir, confDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    started.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    exited = new Promise((resolve) =>
      started.once('exit', () => {
        if (child === started) child = null;
        resolve();
      }),
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child === null) throw new Error(`private pcscd exited at start:\n${output}`);
      if (output.includes('init failed')) return false;
      if (output.includes('daemon ready') && (await socketAccepts(socketPath, 200))) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`private pcscd not ready after 10 s:\n${output}`);
  }

  const api: PrivatePcscd = {
    socketPath,
    get port() {
      return port;
    },
    readerName,
    get running() {
      return child !== null;
    },
    async start() {
      if (child !== null) return;
      const fresh = port === 0;
      for (let attempt = 0; attempt < 5; attempt++) {
        if (fresh) port = await freePortPair();
        writeConfig(port);
        if (await launch()) return;
        await api.stop(); // a reader did not come up (its port was taken meanwhile)
        if (!fresh) await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`private pcscd: its readers did not come up:\n${output}`);
    },
    async stop() {
      const running = child;
      if (running === null) return;
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    async dispose() {
      await api.stop();
      rmSync(root, { recursive: true, force: true });
    },
    log: () => output,
  };
  return api;
}
