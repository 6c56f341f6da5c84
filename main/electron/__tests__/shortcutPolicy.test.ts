import { describe, expect, it } from 'vitest';
import { decideShortcut, type KeyInput, type ShortcutDecision } from '../shortcutPolicy.ts';

type Chord = Partial<Omit<KeyInput, 'key' | 'code'>> & { key: string; code: string };

function key(chord: Chord): KeyInput {
  return {
    type: 'keyDown',
    control: false,
    alt: false,
    shift: false,
    meta: false,
    isAutoRepeat: false,
    ...chord,
  };
}

const cases: ReadonlyArray<[string, Chord, ShortcutDecision]> = [
  // what the page may use
  ['a digit', { key: '7', code: 'Digit7' }, 'allow'],
  ['a letter', { key: 'a', code: 'KeyA' }, 'allow'],
  ['Shift+letter', { key: 'A', code: 'KeyA', shift: true }, 'allow'],
  ['Enter', { key: 'Enter', code: 'Enter' }, 'allow'],
  ['Escape', { key: 'Escape', code: 'Escape' }, 'allow'],
  ['Backspace', { key: 'Backspace', code: 'Backspace' }, 'allow'],
  ['Tab', { key: 'Tab', code: 'Tab' }, 'allow'],
  ['an arrow', { key: 'ArrowLeft', code: 'ArrowLeft' }, 'allow'],
  ['Space', { key: ' ', code: 'Space' }, 'allow'],
  // reload
  ['F5', { key: 'F5', code: 'F5' }, 'block'],
  ['Ctrl+R', { key: 'r', code: 'KeyR', control: true }, 'block'],
  ['Ctrl+Shift+R', { key: 'R', code: 'KeyR', control: true, shift: true }, 'block'],
  ['Ctrl+F5', { key: 'F5', code: 'F5', control: true }, 'block'],
  ['BrowserRefresh', { key: 'BrowserRefresh', code: 'BrowserRefresh' }, 'block'],
  // devtools
  ['F12', { key: 'F12', code: 'F12' }, 'block'],
  ['Ctrl+Shift+I', { key: 'I', code: 'KeyI', control: true, shift: true }, 'block'],
  ['Ctrl+Shift+J', { key: 'J', code: 'KeyJ', control: true, shift: true }, 'block'],
  ['Ctrl+Shift+C', { key: 'C', code: 'KeyC', control: true, shift: true }, 'block'],
  ['Meta+Alt+I', { key: 'i', code: 'KeyI', meta: true, alt: true }, 'block'],
  // zoom
  ['Ctrl+=', { key: '=', code: 'Equal', control: true }, 'block'],
  ['Ctrl+-', { key: '-', code: 'Minus', control: true }, 'block'],
  ['Ctrl+0', { key: '0', code: 'Digit0', control: true }, 'block'],
  ['Ctrl+Shift++', { key: '+', code: 'Equal', control: true, shift: true }, 'block'],
  ['ZoomIn key', { key: 'ZoomIn', code: 'ZoomIn' }, 'block'],
  // close, quit, full screen, navigation
  ['Alt+F4', { key: 'F4', code: 'F4', alt: true }, 'block'],
  ['Ctrl+W', { key: 'w', code: 'KeyW', control: true }, 'block'],
  ['Ctrl+Q', { key: 'q', code: 'KeyQ', control: true }, 'block'],
  ['Ctrl+Shift+W', { key: 'W', code: 'KeyW', control: true, shift: true }, 'block'],
  ['F11', { key: 'F11', code: 'F11' }, 'block'],
  ['Alt+ArrowLeft', { key: 'ArrowLeft', code: 'ArrowLeft', alt: true }, 'block'],
  ['BrowserBack', { key: 'BrowserBack', code: 'BrowserBack' }, 'block'],
  ['Alt alone', { key: 'Alt', code: 'AltLeft', alt: true }, 'block'],
  ['Meta alone', { key: 'Meta', code: 'MetaLeft', meta: true }, 'block'],
  // other browser features
  ['Ctrl+P', { key: 'p', code: 'KeyP', control: true }, 'block'],
  ['Ctrl+F', { key: 'f', code: 'KeyF', control: true }, 'block'],
  ['Ctrl+U', { key: 'u', code: 'KeyU', control: true }, 'block'],
  ['Ctrl+S', { key: 's', code: 'KeyS', control: true }, 'block'],
  ['Ctrl+N', { key: 'n', code: 'KeyN', control: true }, 'block'],
  ['F1', { key: 'F1', code: 'F1' }, 'block'],
  ['F7 (caret browsing)', { key: 'F7', code: 'F7' }, 'block'],
  ['F24', { key: 'F24', code: 'F24' }, 'block'],
  ['ContextMenu', { key: 'ContextMenu', code: 'ContextMenu' }, 'block'],
  ['a media key', { key: 'MediaPlayPause', code: 'MediaPlayPause' }, 'block'],
  ['volume', { key: 'AudioVolumeUp', code: 'AudioVolumeUp' }, 'block'],
  // the attendant chord
  ['Ctrl+Alt+Shift+T', { key: 'T', code: 'KeyT', control: true, alt: true, shift: true }, 'attendant'],
  [
    'the chord repeated',
    { key: 'T', code: 'KeyT', control: true, alt: true, shift: true, isAutoRepeat: true },
    'block',
  ],
  [
    'the chord on key up',
    { key: 'T', code: 'KeyT', control: true, alt: true, shift: true, type: 'keyUp' },
    'block',
  ],
  [
    'the chord with Meta',
    { key: 'T', code: 'KeyT', control: true, alt: true, shift: true, meta: true },
    'block',
  ],
  ['Ctrl+Alt+T (no Shift)', { key: 't', code: 'KeyT', control: true, alt: true }, 'block'],
];

describe('decideShortcut', () => {
  it.each(cases)('%s → %s', (_name, chord, expected) => {
    expect(decideShortcut(key(chord))).toBe(expected);
  });

  it('decides key up like key down, so a blocked key never half-reaches the page', () => {
    expect(decideShortcut(key({ key: 'F5', code: 'F5', type: 'keyUp' }))).toBe('block');
    expect(decideShortcut(key({ key: '5', code: 'Digit5', type: 'keyUp' }))).toBe('allow');
  });
});
