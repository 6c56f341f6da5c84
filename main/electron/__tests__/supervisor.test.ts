import { describe, expect, it } from 'vitest';
import { createSupervisor, type SupervisedChild } from '../supervisor.ts';

function harness(maxCrashes: number) {
  let now = 0;
  const children: { exit: (code: number | null) => void; killed: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let gaveUp = 0;
  const supervisor = createSupervisor({
    start: (): SupervisedChild => {
      const child = { exit: (_code: number | null): void => undefined, killed: false };
      children.push(child);
      return {
        onExit: (listener) => {
          child.exit = listener;
        },
        kill: () => {
          child.killed = true;
          child.exit(null);
        },
      };
    },
    budget: { maxCrashes, windowMs: 60_000 },
    restartDelayMs: 500,
    clock: () => now,
    schedule: (run, ms) => timers.push({ run, ms }),
    onGiveUp: () => (gaveUp += 1),
    log: () => undefined,
  });
  return {
    supervisor,
    children,
    timers,
    gaveUp: () => gaveUp,
    advance: (ms: number) => (now += ms),
  };
}

describe('createSupervisor', () => {
  it('restarts after an unexpected exit, after the delay', () => {
    const h = harness(2);
    h.supervisor.start();
    h.children[0]?.exit(1);
    expect(h.timers.map((t) => t.ms)).toEqual([500]);
    h.timers.shift()?.run();
    expect(h.children).toHaveLength(2);
  });

  it('gives up once the budget is spent, and only once', () => {
    const h = harness(2);
    h.supervisor.start();
    for (let i = 0; i < 2; i += 1) {
      h.children.at(-1)?.exit(1);
      h.timers.shift()?.run();
    }
    h.children.at(-1)?.exit(1);
    expect(h.gaveUp()).toBe(1);
    expect(h.supervisor.gaveUp()).toBe(true);
    expect(h.timers).toEqual([]);
    expect(h.children).toHaveLength(3);
  });

  it('does not restart what it stopped', () => {
    const h = harness(2);
    h.supervisor.start();
    h.supervisor.stop();
    expect(h.children[0]?.killed).toBe(true);
    expect(h.timers).toEqual([]);
    expect(h.gaveUp()).toBe(0);
  });

  it('does not relaunch when stopped during the restart delay', () => {
    const h = harness(3);
    h.supervisor.start();
    h.children[0]?.exit(1);
    h.supervisor.stop();
    h.timers.shift()?.run();
    expect(h.children).toHaveLength(1);
  });
});
