// The NFC reader process in the kiosk (issue 12 §1; DESIGN.md "The kiosk"): Electron's
// utilityProcess, since the packaged binary has the runAsNode fuse off and so cannot fork a plain
// Node (electron-builder.yml). The station's ReaderSupervisor watches it like a Node child.
import { fileURLToPath } from 'node:url';
import { utilityProcess } from 'electron';
import type { ReaderSpawner } from '../station/reader/readerSpawn.ts';

/** The built reader process, relative to the app root (vite.main.config.ts `reader`). */
export const READER_ENTRY = 'dist/reader/child.mjs';

/** The utilityProcess's name in app metrics and `child-process-gone`. */
export const READER_SERVICE_NAME = 'tapis-reader';

/** Starts the reader process in a utilityProcess; `kill()` is a SIGKILL, a hung process included. */
export const utilityReaderSpawner: ReaderSpawner = (entry, env) => {
  const child = utilityProcess.fork(entry instanceof URL ? fileURLToPath(entry) : entry, [], {
    serviceName: READER_SERVICE_NAME,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  let exited = false;
  const exitListeners: (() => void)[] = [];
  child.once('exit', () => {
    exited = true;
    for (const listener of exitListeners) listener();
  });
  return {
    get pid() {
      return child.pid;
    },
    send: (message) => void (exited ? undefined : child.postMessage(message)),
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void (exited ? listener() : exitListeners.push(listener)),
    kill() {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      else child.kill();
    },
  };
};
