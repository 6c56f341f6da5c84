// The two languages of the terminal: French by default, English on one touch (ui-conventions.md).

/** A language the terminal speaks. */
export type Language = 'fr' | 'en';

/** The BCP 47 locale used by Intl for each language. */
export const LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-FR', en: 'en-GB' };

/** The language the toggle switches to. */
export function otherLanguage(lang: Language): Language {
  return lang === 'fr' ? 'en' : 'fr';
}
