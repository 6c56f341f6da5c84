import { describe, expect, it } from 'vitest';
import { createCrashBudget, recordCrash } from '../crashBudget.ts';

const policy = { maxCrashes: 3, windowMs: 60_000 };

describe('recordCrash', () => {
  it('relaunches up to maxCrashes within the window, then goes out of service', () => {
    let history: readonly number[] = [];
    const decisions: string[] = [];
    for (const t of [0, 10_000, 20_000, 30_000]) {
      const verdict = recordCrash(history, t, policy);
      history = verdict.history;
      decisions.push(verdict.decision);
    }
    expect(decisions).toEqual(['relaunch', 'relaunch', 'relaunch', 'out-of-service']);
  });

  it('forgets crashes older than the window', () => {
    const verdict = recordCrash([0, 10_000, 20_000], 70_000, policy);
    expect(verdict).toEqual({ decision: 'relaunch', history: [20_000, 70_000] });
  });

  it('counts a crash exactly windowMs old as gone', () => {
    expect(recordCrash([0, 1, 2], 60_000, policy).history).toEqual([1, 2, 60_000]);
    expect(recordCrash([0, 1, 2], 60_000, policy).decision).toBe('relaunch');
  });

  it('with a budget of one, the second crash in the window is final', () => {
    const one = { maxCrashes: 1, windowMs: 1_000 };
    expect(recordCrash([], 0, one).decision).toBe('relaunch');
    expect(recordCrash([0], 999, one).decision).toBe('out-of-service');
    expect(recordCrash([0], 1_000, one).decision).toBe('relaunch');
  });
});

describe('createCrashBudget', () => {
  it('keeps the history between calls', () => {
    let now = 0;
    const budget = createCrashBudget({ maxCrashes: 2, windowMs: 100 }, () => now);
    expect(budget.record()).toBe('relaunch');
    now = 50;
    expect(budget.record()).toBe('relaunch');
    expect(budget.count()).toBe(2);
    now = 60;
    expect(budget.record()).toBe('out-of-service');
    now = 500;
    expect(budget.count()).toBe(0);
    expect(budget.record()).toBe('relaunch');
  });
});
