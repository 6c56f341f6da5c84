// The keys of the attendant's credential prompt, decided in main: the prompt window runs no
// script, so what is typed exists only here (DESIGN.md "Trust and authority").
import type { KeyInput } from './shortcutPolicy.ts';

/** The longest credential the prompt buffers. */
export const MAX_TYPED = 64;

/** What one key does to the prompt. */
export type PromptAction =
  | { readonly kind: 'update'; readonly typed: string }
  | { readonly kind: 'submit'; readonly typed: string }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'ignore' };

/** Decides what a key does to the credential typed so far. */
export function promptKey(typed: string, input: KeyInput): PromptAction {
  if (input.type !== 'keyDown') return { kind: 'ignore' };
  if (input.key === 'Escape') return { kind: 'cancel' };
  if (input.key === 'Enter' || input.key === 'NumpadEnter') {
    return typed.length > 0 ? { kind: 'submit', typed } : { kind: 'ignore' };
  }
  if (input.key === 'Backspace')
    return typed.length > 0 ? { kind: 'update', typed: typed.slice(0, -1) } : { kind: 'ignore' };
  if (input.control || input.alt || input.meta) return { kind: 'ignore' };
  if ([...input.key].length !== 1 || typed.length >= MAX_TYPED) return { kind: 'ignore' };
  return { kind: 'update', typed: typed + input.key };
}
