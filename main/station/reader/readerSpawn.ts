// How the station starts its reader process: a Node child (`child_process.fork`, the station as a
// plain Node process) or, in the kiosk, Electron's utilityProcess (the packaged binary has the
// runAsNode fuse off, so it cannot fork a plain Node: electron-builder.yml). Both give this handle.
import { fork } from 'node:child_process';
import type { StationToReader } from './readerMessages.ts';

/** A started reader process, whatever started it. */
export interface ReaderChildHandle {
  /** Its process id (undefined if it could not start). */
  readonly pid: number | undefined;
  /** Sends one message; a closed channel drops it (the exit follows). */
  send(message: StationToReader): void;
  /** Every message from the child, unparsed. */
  onMessage(listener: (raw: unknown) => void): void;
  /** Called once when the process is gone (or could not start). */
  onExit(listener: () => void): void;
  /** SIGKILL: works on a process that hangs, even a stopped one. */
  kill(): void;
}

/** Starts the reader process at `entry` with `env` added to the station's environment. */
export type ReaderSpawner = (entry: string | URL, env: Readonly<Record<string, string>>) => ReaderChildHandle;

/** The plain Node child: the station's own Node runs readerChild.ts (type stripping) or its bundle. */
export const forkReaderChild: ReaderSpawner = (entry, env) => {
  const child = fork(entry, [], {
    env: { ...process.env, ...env },
    execArgv: [],
    serialization: 'json',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exited = false;
  const exitListeners: (() => void)[] = [];
  const exit = (): void => {
    if (exited) return;
    exited = true;
    for (const listener of exitListeners) listener();
  };
  child.once('exit', exit);
  child.once('error', () => {
    if (child.pid === undefined) exit(); // never started: no 'exit' follows
  });
  return {
    pid: child.pid,
    send(message) {
      if (!child.connected) return;
      try {
        child.send(message, () => undefined);
      } catch {
        // the channel closed between the check and the send: 'exit' follows
      }
    },
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void (exited ? listener() : exitListeners.push(listener)),
    kill: () => void child.kill('SIGKILL'),
  };
};
