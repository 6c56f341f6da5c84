// The PIN pad's entry: digits only, 4 to 6, corrected and cleared, handed over once (issue 12 §3).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIN_MAX, PIN_MIN, PinEntry } from '../pinEntry.ts';

describe('PinEntry', () => {
  it('takes 4 to 6 digits, corrects and clears, and hands the PIN over once', () => {
    const e = new PinEntry();
    for (const d of ['7', '3', '9']) e.press(d);
    expect([e.length, e.complete, e.take()]).toEqual([3, false, null]);
    e.press('1');
    e.press('x');
    e.press('');
    expect([e.length, e.complete]).toEqual([4, true]);
    e.correct();
    e.press('8');
    for (const d of ['4', '5', '6']) e.press(d);
    expect(e.length).toBe(6);
    expect(e.take()).toBe('739845');
    expect([e.length, e.take()]).toEqual([0, null]);
    e.press('1');
    e.clear();
    expect(e.length).toBe(0);
  });

  it('is always the last kept digits pressed, never longer than 6 (property)', () => {
    const key = fc.oneof(
      fc.constantFrom(...'0123456789'.split('')),
      fc.constantFrom('correct', 'clear', 'a', '12'),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), (keys) => {
        const e = new PinEntry();
        let model: string[] = [];
        for (const k of keys) {
          if (k === 'correct') {
            e.correct();
            model.pop();
          } else if (k === 'clear') {
            e.clear();
            model = [];
          } else {
            e.press(k);
            if (/^[0-9]$/.test(k) && model.length < PIN_MAX) model.push(k);
          }
        }
        expect(e.length).toBe(model.length);
        expect(e.take()).toBe(model.length >= PIN_MIN ? model.join('') : null);
        expect(e.length).toBe(model.length >= PIN_MIN ? 0 : model.length);
      }),
    );
  });
});
