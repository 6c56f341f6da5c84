// A stand-in for the 'electron' module, enough for kioskShell.ts to run under vitest without the
// binary: windows and webContents as event emitters that record what they load and receive,
// sessions that keep their handlers, ipcMain that keeps its handlers, and a utilityProcess whose
// fork() runs the hub's source entry with Node (what Electron's utilityProcess does with the build).
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A recorded frame. */
export class FakeFrame {
  url = '';
  parent: FakeFrame | null = null;
  readonly sent: [string, unknown][] = [];
  send(channel: string, data: unknown): void {
    this.sent.push([channel, data]);
  }
}

let nextId = 1;

/** A webContents. */
export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  readonly mainFrame = new FakeFrame();
  destroyed = false;
  crashedOnPurpose = 0;
  zoom = 0;
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getURL(): string {
    return this.mainFrame.url;
  }
  async loadURL(url: string): Promise<void> {
    this.mainFrame.url = url;
  }
  forcefullyCrashRenderer(): void {
    this.crashedOnPurpose += 1;
  }
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  setZoomLevel(level: number): void {
    this.zoom = level;
  }
  async setVisualZoomLevelLimits(): Promise<void> {}
  closeDevTools(): void {}
}

/** A BrowserWindow. */
export class FakeBrowserWindow extends EventEmitter {
  static readonly all: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  destroyed = false;
  shown = false;
  readonly options: Record<string, unknown>;
  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    FakeBrowserWindow.all.push(this);
  }
  removeMenu(): void {}
  show(): void {
    this.shown = true;
  }
  focus(): void {}
  isDestroyed(): boolean {
    return this.destroyed;
  }
  destroy(): void {
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
}

/** A session. */
export class FakeSession extends EventEmitter {
  protocolHandler: ((request: Request) => Promise<Response>) | null = null;
  permissionRequest: ((c: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null;
  permissionCheck: (() => boolean) | null = null;
  beforeRequest: ((d: { url: string }, cb: (r: { cancel: boolean }) => void) => void) | null = null;
  readonly protocol = {
    handle: (_scheme: string, handler: (request: Request) => Promise<Response>) => {
      this.protocolHandler = handler;
    },
  };
  readonly webRequest = {
    onBeforeRequest: (listener: FakeSession['beforeRequest']) => {
      this.beforeRequest = listener;
    },
  };
  setPermissionRequestHandler(h: FakeSession['permissionRequest']): void {
    this.permissionRequest = h;
  }
  setPermissionCheckHandler(h: FakeSession['permissionCheck']): void {
    this.permissionCheck = h;
  }
  setDevicePermissionHandler(): void {}
  setSpellCheckerEnabled(): void {}
}

/** The fake module and what tests inspect. */
export function createFakeElectron(appRoot: string, userData: string) {
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const sessions = new Map<string, FakeSession>();
  const children: ReturnType<typeof fork>[] = [];
  let quits = 0;
  let exited = false;

  const switches: [string, string | undefined][] = [];
  const privileged: unknown[] = [];
  let sandboxEnabled = false;
  let exitCode: number | null = null;
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    singleInstance: true,
    ready: new Promise<void>(() => undefined) as Promise<void>,
    enableSandbox: () => {
      sandboxEnabled = true;
    },
    commandLine: { appendSwitch: (name: string, value?: string) => switches.push([name, value]) },
    requestSingleInstanceLock: () => app.singleInstance,
    whenReady: () => app.ready,
    exit: (code: number) => {
      exitCode = code;
    },
    getAppPath: () => appRoot,
    getPath: () => userData,
    quit: () => {
      quits += 1;
      let prevented = false;
      app.emit('before-quit', { preventDefault: () => (prevented = true) });
      if (!prevented) exited = true;
    },
  });

  const utilityProcess = {
    fork: (
      modulePath: string,
      args: string[],
      options: { env: Record<string, string>; execArgv?: string[] },
    ) => {
      // Electron forks the built dist/hub/cli.mjs; here the source entry runs on Node 24.
      const entry = modulePath.endsWith(path.join('dist', 'hub', 'cli.mjs'))
        ? path.join(ROOT, 'hub', 'cli.ts')
        : modulePath;
      const child = fork(entry, args, {
        // The hub's V8 flags reach Node as Electron passes them to the utility process.
        execArgv: [...process.execArgv, ...(options.execArgv ?? [])],
        env: { ...options.env, PATH: process.env['PATH'] ?? '' },
        silent: true,
      });
      children.push(child);
      const kill = child.kill.bind(child);
      return Object.assign(child, { kill: () => kill('SIGTERM') });
    },
  };

  const module = {
    app,
    BrowserWindow: FakeBrowserWindow,
    Menu: { setApplicationMenu: () => undefined },
    powerSaveBlocker: { start: () => 1 },
    ipcMain: {
      handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) =>
        handlers.set(channel, handler),
    },
    session: {
      fromPartition: (name: string) => {
        const s = sessions.get(name) ?? new FakeSession();
        sessions.set(name, s);
        return s;
      },
      defaultSession: new FakeSession(),
    },
    utilityProcess,
    protocol: { registerSchemesAsPrivileged: (schemes: unknown[]) => privileged.push(...schemes) },
  };

  return {
    module,
    handlers,
    sessions,
    children,
    switches,
    privileged,
    sandboxEnabled: () => sandboxEnabled,
    exitCode: () => exitCode,
    quits: () => quits,
    exited: () => exited,
  };
}
