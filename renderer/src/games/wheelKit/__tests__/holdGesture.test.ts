import { describe, expect, it } from 'vitest';
import { DRIFT_PX, HOLD_MS, pressDown, pressMove, pressTimer, pressUp } from '../holdGesture.ts';

describe('tap or press-and-hold on a spot', () => {
  it('a short press is a tap', () => {
    expect(pressUp(pressDown(10, 10, 0), HOLD_MS - 1).outcome).toBe('tap');
  });

  it('a press held past HOLD_MS is a hold when the timer fires, and lifting then places nothing', () => {
    const down = pressDown(10, 10, 0);
    expect(pressTimer(down, HOLD_MS - 1).outcome).toBe('none');
    const held = pressTimer(down, HOLD_MS);
    expect(held.outcome).toBe('hold');
    expect(pressUp(held.press, HOLD_MS + 2000).outcome).toBe('none');
  });

  it('a long press lifted before its timer ran is still a hold, never a chip', () => {
    expect(pressUp(pressDown(0, 0, 0), HOLD_MS + 5).outcome).toBe('hold');
  });

  it('a finger sliding away abandons the press', () => {
    const down = pressDown(0, 0, 0);
    expect(pressMove(down, DRIFT_PX, 0).outcome).toBe('none');
    const moved = pressMove(down, DRIFT_PX + 1, 0);
    expect(moved.outcome).toBe('cancel');
    expect(pressUp(moved.press, 10).outcome).toBe('none');
    expect(pressTimer(moved.press, HOLD_MS).outcome).toBe('none');
  });

  it('lifting with no press down does nothing', () => {
    expect(pressUp({ kind: 'idle' }, 0).outcome).toBe('none');
  });
});
