// The hold'em rules report (report.ts): table options read from `--option key=value`, the betting
// and rake rules in French, and the readable text. The options' defaults come from the table in
// docs/rules-cards.md, the sentences from RULES.md A.7 and B §8.2; the seven-card enumeration
// itself is proved in games/poker (enumerate.test.ts) and by the full run in report.test.ts, so
// here the enumerator is replaced by the well-known counts it must return.
import { describe, expect, it, vi } from 'vitest';
import { buildReport, formatReport, optionsFrom } from '../report.ts';

/** The 133 784 560 seven-card hands by category (standard combinatorics). */
const SEVEN_CARD_COUNTS = {
  'high-card': 23_294_460,
  pair: 58_627_800,
  'two-pair': 31_433_400,
  'three-of-a-kind': 6_461_620,
  straight: 6_180_020,
  flush: 4_047_644,
  'full-house': 3_473_184,
  'four-of-a-kind': 224_848,
  'straight-flush': 41_584,
};
const enumerator = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../poker/enumerate.ts', () => ({
  countSevenCardCategories: () => {
    enumerator.calls++;
    return { ...SEVEN_CARD_COUNTS };
  },
}));

const DEFAULTS = {
  tableId: 'T1',
  seats: 10,
  structure: 'noLimit',
  smallBlind: 100,
  bigBlind: 200,
  ante: 0,
  minRaise: 'increment',
  raiseCap: 4,
  rakeBasisPoints: 400,
  rakeUnit: 1,
  caveMinimum: 4_000,
  recaveMaximum: 40_000,
  turnMs: 30_000,
};

describe("hold'em report: table options from the command line", () => {
  it('no option: the defaults of docs/rules-cards.md (a 1/2 € no-limit table, 4 % rake)', () => {
    expect(optionsFrom({})).toEqual(DEFAULTS);
  });

  it('reads every option, amounts in cents and counts as whole numbers', () => {
    expect(
      optionsFrom({
        tableId: 'P-2_b',
        seats: '6',
        structure: 'fixedLimit',
        smallBlind: '50',
        bigBlind: '100',
        ante: '25',
        minRaise: 'double',
        raiseCap: '3',
        rakeBasisPoints: '450',
        rakeUnit: '10',
        caveMinimum: '2000',
        recaveMaximum: '20000',
        turnMs: '20000',
      }),
    ).toEqual({
      tableId: 'P-2_b',
      seats: 6,
      structure: 'fixedLimit',
      smallBlind: 50,
      bigBlind: 100,
      ante: 25,
      minRaise: 'double',
      raiseCap: 3,
      rakeBasisPoints: 450,
      rakeUnit: 10,
      caveMinimum: 2_000,
      recaveMaximum: 20_000,
      turnMs: 20_000,
    });
  });

  it('each structure and each minimum-raise rule by name', () => {
    for (const structure of ['noLimit', 'potLimit', 'fixedLimit'])
      expect(optionsFrom({ structure })).toEqual({ ...DEFAULTS, structure });
    for (const minRaise of ['increment', 'double'])
      expect(optionsFrom({ minRaise })).toEqual({ ...DEFAULTS, minRaise });
  });

  it('a table may be named like a structure or a rule: the key decides, not the value', () => {
    expect(optionsFrom({ tableId: 'potLimit' })).toEqual({ ...DEFAULTS, tableId: 'potLimit' });
    expect(optionsFrom({ tableId: 'double' })).toEqual({ ...DEFAULTS, tableId: 'double' });
    expect(optionsFrom({ tableId: '123' })).toEqual({ ...DEFAULTS, tableId: '123' });
    expect(optionsFrom({ tableId: 'x'.repeat(64) })).toEqual({ ...DEFAULTS, tableId: 'x'.repeat(64) });
  });

  it('refuses an unknown option, value or name, saying which', () => {
    const refused: [string, string][] = [
      ['structure', 'spread'],
      ['structure', 'increment'],
      ['minRaise', 'triple'],
      ['minRaise', 'noLimit'],
      ['limit', '12'],
      ['colour', 'abc'],
      ['ante', 'a25'],
      ['ante', '25a'],
      ['ante', '-25'],
      ['ante', ''],
      ['bigBlind', '2,5'],
      ['seats', 'x6'],
      ['raiseCap', '3x'],
      ['turnMs', '2e4'],
      ['tableId', ''],
      ['tableId', 'x'.repeat(65)],
      ['tableId', 'table 1'],
      ['tableId', 'T1!'],
      ['tableId', '!T1'],
      ['tableId', 'table№1'],
    ];
    for (const [key, value] of refused)
      expect(() => optionsFrom({ [key]: value })).toThrow(new Error(`unknown holdem option ${key}=${value}`));
  });

  it('refuses a table the options check rejects, every problem named', () => {
    expect(() => optionsFrom({ seats: '1' })).toThrow(new Error('2 to 10 seats'));
    expect(() => optionsFrom({ seats: '11', smallBlind: '300', rakeUnit: '0' })).toThrow(
      new Error('2 to 10 seats; blinds: 0 < small ≤ big; rake unit > 0'),
    );
  });
});

describe("hold'em report: the rules in French", () => {
  const RAKE_DEFAULT =
    '4\u00a0% du montant effectif de chaque pot (pot principal et chaque pot annexe séparément ; ' +
    'une mise non suivie est d’abord rendue), arrondi par défaut à 0,01 € ; une ligne du modèle 7 par pot ' +
    '(numéro, table, date et heure, pot, retenue)';
  const betting = (first: string, minRaise: string, cap: number) => [
    first,
    'à deux joueurs, le bouton poste la petite blinde, parle le premier avant le flop et le dernier après',
    minRaise,
    'un tapis inférieur à une relance complète ne rouvre pas les enchères à qui a déjà parlé',
    'limite du pot : relance au plus du pot après avoir suivi ; limite fixe : la grosse blinde avant le flop et au flop, ' +
      `le double au tournant et à la rivière, ${cap} mises par tour`,
    'pots annexes du plus petit tapis vers le haut ; un pot à un seul prétendant lui revient ; quand un seul joueur peut ' +
      'encore parler et ne doit rien, les cartes restantes sont distribuées sans lui demander d’action',
    'abattage : le dernier à avoir misé ou relancé au dernier tour montre le premier, sinon la première place à gauche du bouton',
    'pot partagé : les centimes indivisibles un par un dans le sens des aiguilles d’une montre à partir du bouton',
    'temps écoulé : parole si possible, sinon la main est couchée, et le joueur est mis en retrait ; départ et recave entre deux mains seulement',
  ];
  const INCREMENT = 'relance minimum : du montant de la dernière mise ou relance (A.7 `increment`)';
  const DOUBLE = 'relance minimum : au double de la plus haute mise (A.7 `double`)';

  it('the default table: no limit, 1/2 €, raise by the last bet or raise, 4 % of each pot to the cent', () => {
    expect(buildReport({ options: {} })).toEqual({
      game: 'holdem',
      options: DEFAULTS,
      betting: betting('sans limite, 10 places, blindes 1,00 € / 2,00 €, ante 0,00 €', INCREMENT, 4),
      rake: RAKE_DEFAULT,
      bets: [],
    });
  });

  it('a fixed-limit table: its structure, blinds, ante, cap, doubling rule, rake rate and unit', () => {
    const r = buildReport({
      options: {
        structure: 'fixedLimit',
        seats: '6',
        smallBlind: '50',
        bigBlind: '100',
        ante: '25',
        minRaise: 'double',
        raiseCap: '3',
        rakeBasisPoints: '450',
        rakeUnit: '10',
      },
    });
    expect(r.betting).toEqual(
      betting('limite fixe, 6 places, blindes 0,50 € / 1,00 €, ante 0,25 €', DOUBLE, 3),
    );
    expect(r.rake).toBe(
      RAKE_DEFAULT.replace('4\u00a0%', '4,5\u00a0%').replace(
        'arrondi par défaut à 0,01 €',
        'arrondi par défaut à 0,10 €',
      ),
    );
  });

  it('a pot-limit table names its structure', () => {
    expect(buildReport({ options: { structure: 'potLimit' } }).betting[0]).toBe(
      'limite du pot, 10 places, blindes 1,00 € / 2,00 €, ante 0,00 €',
    );
  });

  it('--enumerate adds the seven-card counts by category, and only then runs the enumeration', () => {
    enumerator.calls = 0;
    expect(buildReport({ options: {} }).handCategories).toBeUndefined();
    expect(enumerator.calls).toBe(0);
    const full = buildReport({ options: {}, enumerate: true });
    expect(enumerator.calls).toBe(1);
    expect(full).toEqual({ ...buildReport({ options: {} }), handCategories: SEVEN_CARD_COUNTS });
  });
});

describe("hold'em report: the readable text", () => {
  it('a title, one dash per betting rule, then the rake', () => {
    const text = formatReport(buildReport({ options: { structure: 'potLimit' } }));
    const lines = text.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines.slice(0, 3)).toEqual([
      "Texas hold'em",
      '- limite du pot, 10 places, blindes 1,00 € / 2,00 €, ante 0,00 €',
      '- à deux joueurs, le bouton poste la petite blinde, parle le premier avant le flop et le dernier après',
    ]);
    expect(lines[10]).toBe(
      '- retenue : 4\u00a0% du montant effectif de chaque pot (pot principal et chaque pot annexe séparément ; ' +
        'une mise non suivie est d’abord rendue), arrondi par défaut à 0,01 € ; une ligne du modèle 7 par pot ' +
        '(numéro, table, date et heure, pot, retenue)',
    );
  });

  it('with --enumerate, each category in French, padded to 16, the count grouped by three', () => {
    const n = '\u202f';
    const text = formatReport({
      betting: ['une règle'],
      rake: 'une retenue',
      handCategories: SEVEN_CARD_COUNTS,
    });
    expect(text).toBe(
      [
        "Texas hold'em",
        '- une règle',
        '- retenue : une retenue',
        `carte haute      23${n}294${n}460`,
        `paire            58${n}627${n}800`,
        `double paire     31${n}433${n}400`,
        `brelan           6${n}461${n}620`,
        `quinte           6${n}180${n}020`,
        `couleur          4${n}047${n}644`,
        `full             3${n}473${n}184`,
        `carré            224${n}848`,
        `quinte flush     41${n}584`,
      ].join('\n'),
    );
  });

  it('a category it has no French name for is written as it comes', () => {
    expect(formatReport({ betting: [], rake: 'r', handCategories: { 'five-of-a-kind': 0 } })).toBe(
      "Texas hold'em\n- retenue : r\nfive-of-a-kind   0",
    );
  });
});
