import { describe, expect, it } from 'vitest';
import { MAX_TYPED, promptKey } from '../attendantPrompt.ts';
import type { KeyInput } from '../shortcutPolicy.ts';

function key(k: string, extra: Partial<KeyInput> = {}): KeyInput {
  return {
    type: 'keyDown',
    key: k,
    code: '',
    control: false,
    alt: false,
    shift: false,
    meta: false,
    isAutoRepeat: false,
    ...extra,
  };
}

describe('promptKey', () => {
  it.each([
    ['', '4', { kind: 'update', typed: '4' }],
    ['12', '3', { kind: 'update', typed: '123' }],
    ['12', 'Backspace', { kind: 'update', typed: '1' }],
    ['', 'Backspace', { kind: 'ignore' }],
    ['123', 'Enter', { kind: 'submit', typed: '123' }],
    ['123', 'NumpadEnter', { kind: 'submit', typed: '123' }],
    ['', 'Enter', { kind: 'ignore' }],
    ['123', 'Escape', { kind: 'cancel' }],
    ['1', 'Shift', { kind: 'ignore' }],
    ['1', 'ArrowLeft', { kind: 'ignore' }],
    ['1', 'F5', { kind: 'ignore' }],
  ])('typed %j + %s', (typed, k, expected) => {
    expect(promptKey(typed, key(k))).toEqual(expected);
  });

  it('ignores key up and chords', () => {
    expect(promptKey('1', key('2', { type: 'keyUp' }))).toEqual({ kind: 'ignore' });
    expect(promptKey('1', key('v', { control: true }))).toEqual({ kind: 'ignore' });
    expect(promptKey('1', key('v', { alt: true }))).toEqual({ kind: 'ignore' });
  });

  it('stops buffering at MAX_TYPED', () => {
    expect(promptKey('9'.repeat(MAX_TYPED), key('1'))).toEqual({ kind: 'ignore' });
  });
});
