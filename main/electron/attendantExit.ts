// The attendant exit (DESIGN.md "The kiosk"): the chord opens a script-less prompt window; its
// keys are read in main (attendantPrompt.ts), never by a page; the credential is checked against
// the configuration's scrypt hash (attendantCredential.ts) with a lockout (attendantLockout.ts).
// A good credential quits the kiosk; a lock is raised to staff.
import type { BrowserWindow } from 'electron';
import { verifyCredential, type CredentialHash } from './attendantCredential.ts';
import {
  DEFAULT_LOCKOUT,
  INITIAL_LOCKOUT,
  isLocked,
  recordFailure,
  recordSuccess,
  type LockoutState,
} from './attendantLockout.ts';
import { promptKey } from './attendantPrompt.ts';
import { attendantPromptUrl, type PromptStatus } from './shellPages.ts';
import type { StaffAlert } from './staffAlert.ts';

/** What the attendant exit needs from the shell. */
export interface AttendantExitOptions {
  readonly credential: CredentialHash;
  readonly openPromptWindow: () => BrowserWindow;
  readonly onExit: () => void;
  readonly alert: StaffAlert;
  /** The lockout as it was left by the previous run. */
  readonly initialLockout?: LockoutState;
  /** Keeps the lockout across restarts. */
  readonly persist?: (state: LockoutState) => void;
}

/** Idle time after which the prompt closes by itself. */
const PROMPT_IDLE_MS = 60_000;

/** Creates the attendant exit; call `open()` on the chord. */
export function createAttendantExit(options: AttendantExitOptions): { open(): void } {
  let lockout = options.initialLockout ?? INITIAL_LOCKOUT;
  const remember = (next: LockoutState): void => {
    lockout = next;
    try {
      options.persist?.(next);
    } catch (error) {
      options.alert('attendant-locked', { persistFailed: String(error) });
    }
  };
  let prompt: BrowserWindow | null = null;

  const open = (): void => {
    if (prompt !== null && !prompt.isDestroyed()) {
      prompt.focus();
      return;
    }
    const window = options.openPromptWindow();
    prompt = window;
    let typed = '';
    let checking = false;
    let idle: NodeJS.Timeout | undefined;
    const close = (): void => {
      clearTimeout(idle);
      typed = '';
      if (!window.isDestroyed()) window.destroy();
      if (prompt === window) prompt = null;
    };
    const show = (status: PromptStatus): void => {
      clearTimeout(idle);
      idle = setTimeout(close, PROMPT_IDLE_MS);
      if (!window.isDestroyed()) void window.loadURL(attendantPromptUrl(typed.length, status));
    };
    window.on('closed', () => {
      clearTimeout(idle);
      if (prompt === window) prompt = null;
    });
    window.once('ready-to-show', () => window.show());
    window.webContents.on('before-input-event', (event, input) => {
      event.preventDefault();
      if (checking) return;
      if (isLocked(lockout, Date.now())) {
        if (input.type === 'keyDown' && input.key === 'Escape') close();
        return;
      }
      const action = promptKey(typed, input);
      if (action.kind === 'cancel') return close();
      if (action.kind === 'update') {
        typed = action.typed;
        return show('typing');
      }
      if (action.kind !== 'submit') return;
      checking = true;
      show('checking');
      void verifyCredential(options.credential, action.typed)
        .catch(() => false)
        .then((good) => {
          checking = false;
          typed = '';
          if (good) {
            remember(recordSuccess());
            options.alert('attendant-exit', {});
            close();
            options.onExit();
            return;
          }
          const next = recordFailure(lockout, Date.now(), DEFAULT_LOCKOUT);
          remember(next.state);
          if (next.lockedNow)
            options.alert('attendant-locked', { until: new Date(lockout.lockedUntil).toISOString() });
          show(next.lockedNow ? 'locked' : 'wrong');
        });
    });
    show(isLocked(lockout, Date.now()) ? 'locked' : 'typing');
  };

  return { open };
}
