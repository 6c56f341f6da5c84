// Entry of the Electron main process (built to dist/main/index.cjs by vite.main.config.ts).
// What must happen before `ready` happens here: the privileged app:// scheme, the sandbox for
// every renderer, the refusal of debugging switches when packaged, the single-instance lock.
// Everything else is in kioskShell.ts. docs/kiosk.md maps each checklist item to its file.
import { app } from 'electron';
import { registerAppScheme } from './appProtocol.ts';
import { hardenContents } from './hardenContents.ts';
import { runKiosk } from './kioskShell.ts';
import { forbiddenSwitchesIn } from './requestPolicy.ts';
import { logEvent } from './staffAlert.ts';

registerAppScheme();
app.enableSandbox(); // checklist item 4, for every renderer whatever its webPreferences say
// A touch screen must not zoom the felt or swipe back through history.
app.commandLine.appendSwitch('disable-pinch');
app.commandLine.appendSwitch('overscroll-history-navigation', '0');

const packaged = app.isPackaged;
const forbidden = forbiddenSwitchesIn(process.argv);

if (packaged && forbidden.length > 0) {
  logEvent('forbidden-switch', { switches: forbidden });
  app.exit(1);
} else if (!app.requestSingleInstanceLock()) {
  app.exit(0); // another kiosk already owns this seat
} else {
  app.on('web-contents-created', (_event, contents) => {
    hardenContents(contents, packaged); // synchronously, before the page can act
  });
  app.on('window-all-closed', () => {
    // Stay up: the shell recreates its window after a crash; quitting goes through before-quit.
  });
  app
    .whenReady()
    .then(() => runKiosk(packaged))
    .catch((error: unknown) => {
      logEvent('kiosk-start-failed', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      app.exit(1);
    });
}
