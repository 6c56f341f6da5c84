// The blackjack rules report (report.ts) on its cheapest shoe, one deck: the options it reads
// from the command line, the bets and payouts it prints (RULES.md A.5, B §6.6–6.7), its French
// text. The six-deck house edges it prints are report.test.ts's (seconds each, left out of the
// mutation run); exactReturn.test.ts checks the one-deck figure against the published one.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type BlackjackReport, buildReport, formatReport, optionsFrom } from '../report.ts';

describe('the options of the report', () => {
  it('reads every option by its kind', () => {
    expect(
      optionsFrom({
        decks: '2',
        doubleOn: 'nineToEleven',
        dealerBlackjackTakes: 'original',
        surrender: 'true',
        resplit: 'false',
        doubleAfterSplit: 'false',
        splitTensByValue: 'false',
        hyper: 'false',
        minimum: '1000',
        maximum: '90000',
        hyperMinimum: '200',
        hyperMaximum: '4000',
        burn: '3',
        cutRemaining: '60',
        boxes: '5',
        maxBoxesPerPlayer: '2',
        maxHands: '4',
        turnMs: '15000',
        blackjackRounding: 'halfUp',
      }),
    ).toEqual({
      ...DEFAULT_OPTIONS,
      decks: 2,
      doubleOn: 'nineToEleven',
      dealerBlackjackTakes: 'original',
      surrender: true,
      resplit: false,
      doubleAfterSplit: false,
      splitTensByValue: false,
      hyper: false,
      minimum: cents(1000),
      maximum: cents(90_000),
      hyperMinimum: cents(200),
      hyperMaximum: cents(4000),
      burn: 3,
      cutRemaining: 60,
      boxes: 5,
      maxBoxesPerPlayer: 2,
      maxHands: 4,
      turnMs: 15_000,
      blackjackRounding: 'halfUp',
    });
    expect(optionsFrom({})).toBe(DEFAULT_OPTIONS);
    expect(optionsFrom({ doubleOn: 'any', dealerBlackjackTakes: 'all', decks: '8' })).toMatchObject({
      doubleOn: 'any',
      dealerBlackjackTakes: 'all',
      decks: 8,
    });
    expect(optionsFrom({ blackjackRounding: 'down' }).blackjackRounding).toBe('down');
    expect(optionsFrom({ blackjackRounding: 'up' }).blackjackRounding).toBe('up');
  });

  it('refuses an unknown key or a value of the wrong kind, naming it', () => {
    for (const [key, value] of [
      ['decks', '9'],
      ['decks', '0'],
      ['decks', '12'],
      ['decks', 'x1'],
      ['doubleOn', 'ten'],
      ['dealerBlackjackTakes', 'some'],
      ['surrender', 'yes'],
      ['minimum', '5.5'],
      ['minimum', 'x5'],
      ['boxes', '-1'],
      ['boxes', '3a'],
      ['blackjackRounding', 'even'],
      ['soft17', 'hit'],
    ])
      expect(() => optionsFrom({ [key!]: value! })).toThrow(`unknown blackjack option ${key}=${value}`);
  });
});

describe('the one-deck report', () => {
  const report = buildReport({ options: { decks: '1' } });

  it('prints the computed return, the payouts, the hyper boxes and the strategy', () => {
    expect(report.game).toBe('blackjack');
    expect(report.options.decks).toBe(1);
    expect(report.bets.map((b) => [b.bet, b.payoutText])).toEqual([
      ['main', '1 contre 1 ; black jack 3 contre 2 (centime impair arrondi au centime inférieur)'],
      ['insurance', '2 contre 1, jusqu’à la moitié de la mise, seulement contre un as'],
      ['hyper 17', '4 contre 1'],
      ['hyper 18', '5 contre 1'],
      ['hyper 19', '5 contre 1'],
      ['hyper 20', '4 contre 1'],
      ['hyper 21', '10 contre 1'],
      ['hyper blackjack', '19 contre 1'],
      ['hyper bust', '2 contre 1'],
    ]);
    const main = report.bets[0]!;
    expect(main).toMatchObject({ rtpMethod: 'combinatorial' });
    expect(main.rtp).toBeCloseTo(1.00024, 5);
    expect(main.splitShare).toBeGreaterThan(0.015);
    expect(main.splitShare).toBeLessThan(0.025);
    expect('simulation' in main).toBe(false);
    expect(report.strategy.split('\n')[1]).toBe('dur 5     T T T T T T T T T T');
    expect(report.strategy.split('\n')).toContain('dur 8     T T T D D T T T T T');
  });

  it('names the rounding of the odd cent', () => {
    const up = buildReport({ options: { decks: '1', blackjackRounding: 'up' } }).bets[0]!.payoutText;
    expect(up).toBe('1 contre 1 ; black jack 3 contre 2 (centime impair arrondi au centime supérieur)');
  });

  // French typography's no-break spaces (in 100,024 % and 20 000) written here as plain spaces.
  const text = (r: BlackjackReport): string[] =>
    formatReport(r)
      .replace(/[\u00a0\u202f]/gu, ' ')
      .split('\n');

  it('reads as a French table', () => {
    const lines = text(report);
    expect(lines.slice(0, 4)).toEqual([
      'Black jack — 1 jeux, banque reste sur tous les 17, sans carte cachée',
      `mise principale              1 contre 1 ; black jack 3 contre 2 (centime impair arrondi au centime inférieur) — retour 100,024 % (analyse combinatoire)`,
      'assurance                    2 contre 1, jusqu’à la moitié de la mise, seulement contre un as',
      'hyper 17                     4 contre 1',
    ]);
    expect(lines).toContain('hyper black jack             19 contre 1');
    expect(lines).toContain('hyper croupier à plus de 21  2 contre 1');
    expect(lines.slice(10)).toEqual(report.strategy.split('\n'));
  });

  it('adds a simulation with its interval, printed with two decimals', () => {
    const sim: BlackjackReport = {
      ...report,
      bets: [
        {
          ...report.bets[0]!,
          simulation: { rtp: 0.99, rtpInterval: { low: 0.9812, high: 0.9988, level: 0.95 }, rounds: 20_000 },
        },
      ],
    };
    expect(text(sim)[1]).toMatch(
      /retour 100,024 % \(analyse combinatoire\), simulé 99,00 % \[98,12 % ; 99,88 %\] à 95 % sur 20 000 coups$/u,
    );
  });
});

describe('the report with --simulate', () => {
  it('plays N rounds through the decider and gives their return and interval', () => {
    const main = buildReport({ options: { decks: '1' }, simulate: 50 }).bets[0]!;
    const sim = main.simulation!;
    expect(sim.rounds).toBe(50);
    expect(sim.rtpInterval.level).toBe(0.95);
    expect(sim.rtpInterval.low).toBeLessThan(sim.rtp);
    expect(sim.rtpInterval.high).toBeGreaterThan(sim.rtp);
    // 50 rounds of results between −8 and +8 stakes: an interval of a few tenths either side.
    expect(sim.rtpInterval.high - sim.rtp).toBeLessThan(3);
    expect(main.rtp).toBeCloseTo(1.00024, 5);
  });
});
