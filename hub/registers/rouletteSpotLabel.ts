// How the roulette recall reads a BetPlaced payload's spot, in French (the register's language;
// RULES.md A.1 "game recall"): a spot by its kind and numbers ("cheval 17-20", "chance rouge"), an
// annonce by its name (Part B §5.4: "voisins du zéro", "finale en plein 7", "finale à cheval 0/3",
// "voisins du 17 ±2"), a random combination placed whole as "hasard (5 pleins)" — never the JSON
// the journal keeps. Anything it does not recognise is shown as journaled, never guessed.

/** The French name of each annonce kind without a parameter. */
const SECTORS: Readonly<Record<string, string>> = {
  voisinsDuZero: 'voisins du zéro',
  tiers: 'tiers du cylindre',
  orphelins: 'orphelins',
  jeuZero: 'jeu zéro',
};

/** The French name of each spot kind with numbers. */
const NUMBERED: Readonly<Record<string, string>> = {
  plein: 'plein',
  cheval: 'cheval',
  transversale: 'transversale',
  carre: 'carré',
  sixain: 'sixain',
};

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

const isInt = (v: unknown): v is number => Number.isInteger(v);

function annonceLabel(a: Record<string, unknown> | null): string | null {
  const kind = a?.['kind'];
  if (typeof kind !== 'string') return null;
  if (Object.hasOwn(SECTORS, kind)) return SECTORS[kind] ?? null;
  if (kind === 'finalePlein' && isInt(a?.['digit'])) return `finale en plein ${a['digit']}`;
  if (kind === 'finaleCheval' && isInt(a?.['low'])) return `finale à cheval ${a['low']}/${a['low'] + 3}`;
  if (kind === 'voisins' && isInt(a?.['number']) && isInt(a?.['k']))
    return `voisins du ${a['number']} ±${a['k']}`;
  return null;
}

/** The spot of a roulette BetPlaced payload as the recall shows it. */
export function rouletteSpotLabel(spot: unknown): string {
  const s = record(spot);
  const kind = s?.['kind'];
  let label: string | null = null;
  if (kind === 'annonce') label = annonceLabel(record(s?.['annonce']));
  else if (kind === 'random' && isInt(s?.['count'])) label = `hasard (${s['count']} pleins)`;
  else if (kind === 'plein' && isInt(s?.['number'])) label = `plein ${s['number']}`;
  else if (typeof kind === 'string' && Object.hasOwn(NUMBERED, kind) && Array.isArray(s?.['numbers']))
    label = `${NUMBERED[kind]} ${(s['numbers'] as unknown[]).map(String).join('-')}`;
  else if (kind === 'chance' && typeof s?.['chance'] === 'string') label = `chance ${s['chance']}`;
  else if (kind === 'douzaine' && isInt(s?.['dozen'])) label = `douzaine ${s['dozen']}`;
  else if (kind === 'colonne' && isInt(s?.['column'])) label = `colonne ${s['column']}`;
  else if (kind === 'deuxDouzaines' && isInt(s?.['first']))
    label = `deux douzaines ${s['first']}-${s['first'] + 1}`;
  else if (kind === 'deuxColonnes' && isInt(s?.['first']))
    label = `deux colonnes ${s['first']}-${s['first'] + 1}`;
  return label ?? JSON.stringify(spot);
}
