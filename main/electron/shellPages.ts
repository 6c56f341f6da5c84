// The shell's own pages, served on app://shell/ with no script (SHELL_CSP): the out-of-service
// screen (crash budget spent, configuration missing) and the attendant's credential prompt.
// The page text is French (the players' and attendants' language); nothing comes from input
// except counts and codes chosen from fixed lists.

/** Why the terminal is out of service. */
export const OUT_OF_SERVICE_REASONS = {
  'renderer-crashes': "L'affichage s'est arrêté trop souvent.",
  'hub-crashes': 'Le serveur de table s’est arrêté trop souvent.',
  'hub-unavailable': 'Le serveur de table ne répond pas.',
  configuration: 'La configuration du terminal est absente ou invalide.',
  'station-failed': 'Le service du terminal n’a pas pu démarrer.',
} as const;

/** A reason code of the out-of-service page. */
export type OutOfServiceReason = keyof typeof OUT_OF_SERVICE_REASONS;

/** States of the attendant prompt. */
export const PROMPT_STATUSES = {
  typing: 'Code personnel, puis Entrée. Échap pour annuler.',
  checking: 'Vérification…',
  wrong: 'Code refusé.',
  locked: 'Trop d’essais : saisie bloquée, le personnel est prévenu.',
} as const;

/** A state of the attendant prompt. */
export type PromptStatus = keyof typeof PROMPT_STATUSES;

/** The URL of the out-of-service page for `reason`. */
export function outOfServiceUrl(reason: OutOfServiceReason): string {
  return `app://shell/hors-service?reason=${reason}`;
}

/** The URL of the attendant prompt showing `dots` typed characters and `status`. */
export function attendantPromptUrl(dots: number, status: PromptStatus): string {
  return `app://shell/personnel?n=${Math.max(0, Math.min(64, Math.trunc(dots)))}&status=${status}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title><style>
html,body{margin:0;height:100%;background:#0b3d23;color:#f4ecd8;font:600 28px/1.4 sans-serif}
main{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;text-align:center}
h1{font-size:48px;margin:0}.dots{font-size:56px;letter-spacing:12px;min-height:72px}
</style></head><body><main>${body}</main></body></html>`;
}

function pick<T extends Record<string, string>>(table: T, key: string | null, fallback: keyof T): string {
  return key !== null && Object.hasOwn(table, key) ? (table[key] as string) : (table[fallback] as string);
}

/** Renders a shell page, or null when `name` is not one. */
export function renderShellPage(name: string, query: URLSearchParams): string | null {
  if (name === 'hors-service') {
    const reason = pick(OUT_OF_SERVICE_REASONS, query.get('reason'), 'station-failed');
    return page(
      'Terminal hors service',
      `<h1>Terminal hors service</h1><p>${reason}</p><p>Un membre du personnel a été prévenu.</p>`,
    );
  }
  if (name === 'personnel') {
    const n = Math.max(0, Math.min(64, Number.parseInt(query.get('n') ?? '0', 10) || 0));
    const status = pick(PROMPT_STATUSES, query.get('status'), 'typing');
    return page(
      'Personnel',
      `<h1>Accès personnel</h1><div class="dots">${'•'.repeat(n)}</div><p>${status}</p>`,
    );
  }
  return null;
}
