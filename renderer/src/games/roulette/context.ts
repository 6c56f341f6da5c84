// What the roulette screen's components receive from RouletteScreen: its intents (and through
// them, the bridge).
import { inject, type InjectionKey } from 'vue';
import type { Intents } from './intents.ts';

/** Injection key of the intents. */
export const INTENTS: InjectionKey<Intents> = Symbol('intents');

/** The intents provided by RouletteScreen; throws if a component is mounted outside it. */
export function useIntents(): Intents {
  const intents = inject(INTENTS);
  if (!intents) throw new Error('intents not provided');
  return intents;
}
