// The kiosk shell once Electron is ready: reads the configuration, starts the single-table hub
// (utilityProcess) when asked, starts the station, opens the kiosk window, answers the bridge,
// relaunches within the crash budget and otherwise shows "terminal hors service" and tells staff.
import path from 'node:path';
import {
  app,
  Menu,
  powerSaveBlocker,
  session,
  type BrowserWindow,
  type RenderProcessGoneDetails,
} from 'electron';
import { startStation } from '../station/startStation.ts';
import type { StationService } from '../station/stationApi.ts';
import { initialView, type StationView } from '../../protocol/bridge.ts';
import { serveAppScheme } from './appProtocol.ts';
import { parseCredentialHash } from './attendantCredential.ts';
import { createAttendantExit } from './attendantExit.ts';
import { DEFAULT_LOCKOUT } from './attendantLockout.ts';
import { loadLockout, saveLockout } from './attendantLockoutStore.ts';
import { createCrashBudget, DEFAULT_HUB_BUDGET, DEFAULT_WINDOW_BUDGET } from './crashBudget.ts';
import { findFreeLoopbackPort } from './freePort.ts';
import { hardenSession } from './hardenSession.ts';
import { loopbackHubUrl } from './hubLaunch.ts';
import { HUB_SERVICE_NAME, startHubProcess } from './hubProcess.ts';
import { READER_ENTRY, utilityReaderSpawner } from './readerUtilityProcess.ts';
import { createKioskWindow, createShellWindow, KIOSK_PARTITION } from './kioskWindow.ts';
import { pushView, registerBridge } from './registerBridge.ts';
import { outOfServiceUrl, type OutOfServiceReason } from './shellPages.ts';
import { createStaffAlert, logEvent } from './staffAlert.ts';
import type { Supervisor } from './supervisor.ts';
import { configPath, readTerminalConfig, type TerminalConfig } from './terminalConfig.ts';

/** How long a hung page may stay unresponsive before its renderer is crashed and relaunched. */
const UNRESPONSIVE_MS = 15_000;

/** Runs the kiosk; resolves once the window is up and the station started (or failed). */
export async function runKiosk(packaged: boolean): Promise<void> {
  const appRoot = app.getAppPath();
  const preloadPath = path.join(appRoot, 'dist', 'preload', 'index.cjs');
  const kioskSession = session.fromPartition(KIOSK_PARTITION);
  for (const s of [kioskSession, session.defaultSession]) hardenSession(s, packaged);
  serveAppScheme(kioskSession, path.join(appRoot, 'dist', 'renderer'));
  Menu.setApplicationMenu(null);
  powerSaveBlocker.start('prevent-display-sleep'); // the seat's screen never blanks in play

  const userData = app.getPath('userData');
  let dataDir: string | null = null;
  const alert = createStaffAlert(() => dataDir);
  let window: BrowserWindow | null = null;
  let station: StationService | null = null;
  let hub: Supervisor | null = null;
  let quitting = false;
  let outOfService: OutOfServiceReason | null = null;
  let attendant: { open(): void } | null = null;
  const liveWindow = (): BrowserWindow | null => (window !== null && !window.isDestroyed() ? window : null);

  const openWindow = (url?: string): BrowserWindow => {
    const created = createKioskWindow({
      packaged,
      preloadPath,
      ...(url !== undefined ? { url } : {}),
      onAttendantChord: () => attendant?.open(),
      mayClose: () => quitting,
    });
    let hung: NodeJS.Timeout | undefined;
    created.webContents.on('unresponsive', () => {
      clearTimeout(hung);
      hung = setTimeout(() => {
        if (!created.isDestroyed()) created.webContents.forcefullyCrashRenderer();
      }, UNRESPONSIVE_MS);
    });
    created.webContents.on('responsive', () => clearTimeout(hung));
    window = created;
    return created;
  };

  const goOutOfService = (reason: OutOfServiceReason): void => {
    outOfService = reason;
    alert('out-of-service', { reason });
    const current = liveWindow();
    if (current !== null) void current.loadURL(outOfServiceUrl(reason));
    else openWindow(outOfServiceUrl(reason));
  };

  app.on('second-instance', () => liveWindow()?.focus());
  app.on('before-quit', (event) => {
    if (quitting && station === null && hub === null) return;
    quitting = true;
    event.preventDefault();
    const closing = station?.close() ?? Promise.resolve();
    station = null;
    hub?.stop();
    hub = null;
    void Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 3_000))]).finally(() =>
      app.quit(),
    );
  });

  const configFile = configPath(process.env, userData);
  const outcome = await readTerminalConfig(configFile, path.join(userData, 'data'));
  if (!outcome.ok) {
    alert('configuration-invalid', { file: configFile, errors: outcome.errors });
    goOutOfService('configuration');
    return;
  }
  const config: TerminalConfig = outcome.config;
  dataDir = config.dataDir;
  // Issue 10 §2: the demo hub (demo money, no comité) never runs on a packaged terminal.
  if (packaged && config.hub.mode === 'demo') {
    alert('configuration-invalid', {
      file: configFile,
      errors: ['hub.mode: "demo" is refused when packaged'],
    });
    goOutOfService('configuration');
    return;
  }
  const credential = parseCredentialHash(config.attendant.credentialHash);
  attendant = credential.ok
    ? createAttendantExit({
        credential: credential.value,
        openPromptWindow: () => createShellWindow(liveWindow(), packaged),
        onExit: () => app.quit(),
        alert,
        initialLockout: loadLockout(config.dataDir, Date.now(), DEFAULT_LOCKOUT.baseLockMs),
        persist: (state) => saveLockout(config.dataDir, state),
      })
    : null;

  const budget = config.crashBudget
    ? { maxCrashes: config.crashBudget.maxCrashes, windowMs: config.crashBudget.windowSeconds * 1_000 }
    : DEFAULT_WINDOW_BUDGET;
  const windowBudget = createCrashBudget(budget);
  const onCrash = (what: string, details: Record<string, unknown>): void => {
    alert(what === 'renderer' ? 'renderer-crashed' : 'child-process-crashed', details);
    if (quitting) return;
    if (outOfService !== null) {
      // Already out of service: show the static page again, never the player's page.
      if (what === 'renderer') void liveWindow()?.loadURL(outOfServiceUrl(outOfService));
      return;
    }
    if (windowBudget.record() === 'out-of-service') return goOutOfService('renderer-crashes');
    if (what !== 'renderer') return; // Chromium restarts its GPU and helper processes itself
    const old = window;
    openWindow();
    old?.destroy();
  };
  app.on('render-process-gone', (_event, contents, details: RenderProcessGoneDetails) => {
    if (contents !== liveWindow()?.webContents) return;
    onCrash('renderer', { reason: details.reason, exitCode: details.exitCode });
  });
  app.on('child-process-gone', (_event, details) => {
    // ForkOptions.serviceName shows up as `name` here; the hub's own supervisor counts its exits.
    if (
      details.type === 'Utility' &&
      (details.name === HUB_SERVICE_NAME || details.serviceName === HUB_SERVICE_NAME)
    )
      return;
    if (details.reason === 'clean-exit') return;
    onCrash(details.type, { type: details.type, reason: details.reason, exitCode: details.exitCode });
  });

  registerBridge({
    trustedWebContentsId: () => liveWindow()?.webContents.id ?? null,
    station: () => station,
    provisionalView: () => initialView(config.terminalId, Date.now()),
    log: logEvent,
  });
  openWindow();

  let hubUrl: string;
  if (config.hub.mode !== 'remote') {
    const port = config.hub.port !== 0 ? config.hub.port : await findFreeLoopbackPort();
    hub = startHubProcess({
      appRoot,
      config: { ...config, hub: config.hub },
      port,
      budget: DEFAULT_HUB_BUDGET,
      onGiveUp: () => goOutOfService('hub-crashes'),
    });
    hubUrl = loopbackHubUrl(port);
  } else {
    hubUrl = config.hub.url;
  }
  try {
    const started = await startStation({
      hubUrl,
      terminalId: config.terminalId,
      secret: config.secret,
      ...(config.hub.mode === 'remote' && config.hub.certSha256 !== undefined
        ? { hubCertSha256: config.hub.certSha256 }
        : {}),
      dataDir: path.join(config.dataDir, 'station'),
      ...(config.reader === undefined
        ? {}
        : {
            reader: {
              childEntry: path.join(appRoot, READER_ENTRY),
              spawn: utilityReaderSpawner,
              ...(config.reader.name === undefined ? {} : { readerName: config.reader.name }),
              ...(config.reader.pcscdSocket === undefined ? {} : { socketPath: config.reader.pcscdSocket }),
            },
          }),
    });
    station = started;
    const push = (view: StationView): void => {
      const current = liveWindow();
      if (current !== null) pushView(current.webContents, view);
    };
    started.onView(push);
    push(started.getView());
  } catch (error) {
    alert('out-of-service', {
      reason: 'station-failed',
      error: error instanceof Error ? error.message : String(error),
    });
    goOutOfService('station-failed');
  }
}
