// Pushes the tables view to every logged-in staff console after changes, at most every 200 ms:
// a console sees a session step, a round or a credit change without asking, and a busy table
// (hundreds of bets a second) costs one view per interval, not one per bet.
import type { StaffHubMessage } from '../../protocol/staffMessages.ts';
import type { Logger } from '../logger.ts';
import { type TablesMessageContext, tablesMessage } from './gameTablesView.ts';

/** A staff console as the broadcast sees it: logged in or not, and where to push. */
export interface BroadcastListener {
  readonly staff: unknown;
  push(message: StaffHubMessage): void;
}

/** What the broadcast reads of the running hub. */
export interface StaffBroadcastContext extends TablesMessageContext {
  readonly staffConnections: Iterable<BroadcastListener>;
  readonly log: Logger;
}

/** The longest a console waits for a change, and the shortest gap between two pushes, in ms. */
export const STAFF_PUSH_INTERVAL_MS = 200;

/** A coalescing broadcaster of the staff view. */
export interface StaffBroadcast {
  /** Notes that something staff see has changed. */
  changed(): void;
  /** Cancels a pending push (the hub is closing). */
  stop(): void;
}

/** A broadcaster for `hub`'s staff connections (wall-clock timer: it paces output, decides nothing). */
export function staffBroadcast(hub: StaffBroadcastContext): StaffBroadcast {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const push = (): void => {
    timer = null;
    const listeners = [...hub.staffConnections].filter((c) => c.staff !== null);
    if (listeners.length === 0) return;
    try {
      const message = tablesMessage(hub);
      for (const c of listeners) c.push(message);
    } catch (error) {
      hub.log('error', 'staff view not pushed', { error: String(error) });
    }
  };
  return {
    changed() {
      if (timer === null && !stopped) timer = setTimeout(push, STAFF_PUSH_INTERVAL_MS);
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
