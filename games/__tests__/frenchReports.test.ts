// The readable rules reports are French throughout (issue 10 §7): each game's header and one
// line per bet, exactly as `npm run --silent rules -- <game>` prints them, and no English left.
import { describe, expect, it } from 'vitest';
import * as blackjack from '../blackjack/report.ts';
import * as boule from '../boule/report.ts';
import * as holdem from '../holdem/report.ts';
import * as puntoBanco from '../puntoBanco/report.ts';
import * as roulette from '../roulette/report.ts';
import * as vingtTrois from '../vingtTrois/report.ts';
import * as wheel from '../wheelOfFortune/report.ts';

const N = '\u202f';
const P = '\u00a0%';

/** English words the reports used to print ("1 to 1 less 5 % commission", "10 seats"). */
const ENGLISH =
  /\b(to|less|the|and|of|seats|blinds|cents|when|only|against|up|half|odd|rounded|stand|hit|split|never|raise|side|basic|effective|each)\b/i;

const lines = (text: string): string[] => text.split('\n');

describe('French rules reports', () => {
  it('punto banco: "1 contre 1, moins 5 % de commission", returns to four decimals', () => {
    const text = puntoBanco.formatReport(puntoBanco.buildReport({ options: {} }));
    expect(lines(text)).toEqual([
      'Punto banco — 8 jeux, tableau standard',
      'Mise minimum 1,00 €, maximum 100,00 € par pari, par pas de 0,20 €',
      `Punto    1 contre 1                           retour 98,7649${P}  avantage 1,2351${P}`,
      `Banco    1 contre 1, moins 5${P} de commission  retour 98,9421${P}  avantage 1,0579${P}`,
      `Égalité  8 contre 1                           retour 85,6404${P}  avantage 14,3596${P}`,
    ]);
    const alternative = puntoBanco.formatReport(
      puntoBanco.buildReport({ options: { paytable: 'alternative' } }),
    );
    expect(lines(alternative)[0]).toBe('Punto banco — 8 jeux, tableau alternatif');
    expect(lines(alternative)[3]).toBe(
      `Banco    1 contre 1 ; 1 contre 2 quand banco gagne avec 6, sans commission  retour 98,5419${P}  avantage 1,4581${P}`,
    );
  });

  it('blackjack: the bets and the strategy in French, the computed return (issue 10 §7)', () => {
    const text = blackjack.formatReport(blackjack.buildReport({ options: {} }));
    expect(lines(text).slice(0, 4)).toEqual([
      'Black jack — 6 jeux, banque reste sur tous les 17, sans carte cachée',
      `mise principale              1 contre 1 ; black jack 3 contre 2 (centime impair arrondi au centime inférieur) — retour 99,474${P} (analyse combinatoire)`,
      'assurance                    2 contre 1, jusqu’à la moitié de la mise, seulement contre un as',
      'hyper 17                     4 contre 1',
    ]);
    expect(lines(text)).toContain('hyper croupier à plus de 21  2 contre 1');
    expect(lines(text).at(-1)).toBe('paire 10  R R R R R R R R R R');
    expect(text).not.toMatch(ENGLISH);
  });

  it("hold'em: structure, blinds in euros and the rake rule in French", () => {
    const text = holdem.formatReport(
      holdem.buildReport({ options: { structure: 'potLimit', rakeUnit: '10' } }),
    );
    expect(lines(text)[0]).toBe("Texas hold'em");
    expect(lines(text)[1]).toBe('- limite du pot, 10 places, blindes 1,00 € / 2,00 €, ante 0,00 €');
    expect(lines(text).at(-1)).toBe(
      `- retenue : 4${P} du montant effectif de chaque pot (pot principal et chaque pot annexe séparément ; ` +
        'une mise non suivie est d’abord rendue), arrondi par défaut à 0,10 € ; une ligne du modèle 7 par pot ' +
        '(numéro, table, date et heure, pot, retenue)',
    );
    const counted = lines(holdem.formatReport(holdem.buildReport({ options: {}, enumerate: true })));
    expect(counted.at(-9)).toBe(`quinte flush     41${N}584`);
    expect(counted.at(-1)).toBe(`carte haute      23${N}294${N}460`);
  });

  it('the wheel games: title, column heads and the first bet in French figures', () => {
    const first = (text: string) => [lines(text)[0], lines(text)[2], lines(text)[4]];
    expect(first(roulette.formatReport(roulette.buildReport({ options: {} })))).toEqual([
      'Roulette électronique — tableau des paiements',
      'Mise            Couvre  Paiement     Probabilité  Retour théorique  Maximum',
      `plein           1       35 contre 1  2,703${P}      97,297${P}          30,00 €`,
    ]);
    expect(first(boule.formatReport(boule.buildReport({ options: {} })))[2]).toBe(
      `plein   1       7 contre 1  11,111${P}     88,889${P}          40,00 €`,
    );
    expect(first(vingtTrois.formatReport(vingtTrois.buildReport({ options: {} })))[2]).toBe(
      `plein-1-4    1       23 contre 1  3,704${P}      88,889${P}          20,00 €`,
    );
    expect(first(wheel.formatReport(wheel.buildReport({ options: {} })))[2]).toBe(
      `2      24      2 pour 1                                  46,154${P}     92,308${P}          100,00 €`,
    );
    const jackpot = roulette.buildReport({ options: { jackpot: 'on', jackpotBps: '150' } });
    expect(roulette.formatReport(jackpot)).toContain(`répartition a, 1,5${P} des mises`);
  });

  it('no report prints an English word', () => {
    const texts = [
      puntoBanco.formatReport(puntoBanco.buildReport({ options: { paytable: 'alternative' } })),
      puntoBanco.formatReport(puntoBanco.buildReport({ options: {} })),
      blackjack.formatReport(blackjack.buildReport({ options: {}, simulate: 500 })),
      holdem.formatReport(holdem.buildReport({ options: { minRaise: 'double' } })),
      holdem.formatReport(holdem.buildReport({ options: {} })),
      roulette.formatReport(roulette.buildReport({ options: { zeroRule: 'prison', jackpot: 'on' } })),
      boule.formatReport(boule.buildReport({ options: {} })),
      vingtTrois.formatReport(vingtTrois.buildReport({ options: {} })),
      wheel.formatReport(wheel.buildReport({ options: { reading: 'plus' } })),
    ];
    for (const text of texts) expect(text.match(ENGLISH)).toBeNull();
  });
});
