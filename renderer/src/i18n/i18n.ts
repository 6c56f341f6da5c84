// The terminal's messages in vue-i18n (issue 11 §1): French first, English complete. One global
// instance; the shell and each game's module register their own namespace of flat messages
// (`defineMessages`), and read them through the function it returns, in the language asked —
// so that a screen's language is the player's, never a process-wide default. vue-i18n 11 compiles
// messages without eval (the kiosk's CSP has no 'unsafe-eval').
import { createI18n } from 'vue-i18n';
import type { Language } from './language.ts';

/** The one vue-i18n instance of the renderer (installed in the app by main.ts). */
export const i18n = createI18n({
  legacy: false,
  locale: 'fr',
  // A missing English text must show as missing in the tests, not fall back to French silently.
  fallbackLocale: false,
  missingWarn: false,
  fallbackWarn: false,
  messages: { fr: {}, en: {} },
});

/** A namespace's texts: French is the reference, English must have exactly the same keys. */
export interface Messages<K extends string> {
  readonly fr: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

/** What a namespace's reader takes beside the key: named values for `{name}` placeholders. */
export type Named = Readonly<Record<string, string | number>>;

/** Every namespace registered so far, with its French and English keys (for the completeness test). */
export const NAMESPACES = new Map<string, Messages<string>>();

/**
 * Registers `messages` under `namespace` and returns its reader: `(lang, key, named?) → text`.
 * A namespace is registered once (a module's import); registering it again is a bug.
 */
export function defineMessages<K extends string>(
  namespace: string,
  messages: Messages<K>,
): (lang: Language, key: K, named?: Named) => string {
  if (NAMESPACES.has(namespace)) throw new Error(`messages ${namespace} registered twice`);
  NAMESPACES.set(namespace, messages);
  i18n.global.mergeLocaleMessage('fr', { [namespace]: messages.fr });
  i18n.global.mergeLocaleMessage('en', { [namespace]: messages.en });
  return (lang, key, named = {}) => i18n.global.t(`${namespace}.${key}`, { ...named }, { locale: lang });
}

/** True when `namespace.key` has a text in `lang` (the completeness tests). */
export function hasMessage(lang: Language, namespace: string, key: string): boolean {
  return i18n.global.te(`${namespace}.${key}`, lang);
}
