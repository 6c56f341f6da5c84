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
      // A value of one option given to another.
      ['surrender', 'nineToEleven'],
      ['minimum', 'original'],
      ['boxes', 'halfUp'],
      ['soft17', 'hit'],
    ])
      expect(() => optionsFrom({ [key!]: value! })).toThrow(`unknown blackjack option ${key}=${value}`);
  });
});

describe('the one-deck report', () => {
  // French typography's no-break spaces (in 100,024 % and 20 000) written here as plain spaces.
  const text = (r: BlackjackReport): string[] =>
    formatReport(r)
      .replace(/[\u00a0\u202f]/gu, ' ')
      .split('\n');

  it('prints the computed return, the payouts, the hyper boxes and the strategy', () => {
    // One report per test: the mutation run runs only the tests that reached a mutant.
    const report = buildReport({ options: { decks: '1', blackjackRounding: 'up' } });
    expect(report.game).toBe('blackjack');
    expect(report.options).toEqual({ ...DEFAULT_OPTIONS, decks: 1, blackjackRounding: 'up' });
    expect(report.bets.map((b) => [b.bet, b.payoutText])).toEqual([
      ['main', '1 contre 1 ; black jack 3 contre 2 (centime impair arrondi au centime supérieur)'],
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
    // exactReturn.test.ts: within the published one-deck figure less 0.2 point.
    expect(main.rtp).toBeCloseTo(1.00024, 5);
    expect(main.splitShare).toBeGreaterThan(0.015);
    expect(main.splitShare).toBeLessThan(0.025);
    expect('simulation' in main).toBe(false);
    const strategy = report.strategy.split('\n');
    expect(strategy).toHaveLength(35);
    expect(strategy[1]).toBe('dur 5     T T T T T T T T T T');
    expect(strategy).toContain('dur 8     T T T D D T T T T T');
    expect(strategy).toContain('paire 8   S S S S S S S S T T');
  });

  /** A report as buildReport shapes it, with a given return and strategy text. */
  const given = (rtp: number): BlackjackReport => ({
    game: 'blackjack',
    options: { ...DEFAULT_OPTIONS, decks: 1 },
    bets: [
      { bet: 'main', payoutText: '1 contre 1', rtp, rtpMethod: 'combinatorial' },
      { bet: 'insurance', payoutText: '2 contre 1' },
      { bet: 'hyper blackjack', payoutText: '19 contre 1' },
      { bet: 'hyper bust', payoutText: '2 contre 1' },
      { bet: 'hyper 17', payoutText: '4 contre 1' },
    ],
    strategy: 'ligne 1\nligne 2',
  });

  it('reads as a French table: the bets by their French names, the return with three decimals', () => {
    expect(text(given(1.00024))).toEqual([
      'Black jack — 1 jeux, banque reste sur tous les 17, sans carte cachée',
      'mise principale              1 contre 1 — retour 100,024 % (analyse combinatoire)',
      'assurance                    2 contre 1',
      'hyper black jack             19 contre 1',
      'hyper croupier à plus de 21  2 contre 1',
      'hyper 17                     4 contre 1',
      'ligne 1',
      'ligne 2',
    ]);
  });

  it('adds a simulation with its interval, printed with two decimals', () => {
    const r = given(0.99517);
    const sim: BlackjackReport = {
      ...r,
      bets: [
        {
          ...r.bets[0]!,
          simulation: { rtp: 0.99, rtpInterval: { low: 0.9812, high: 0.9988, level: 0.95 }, rounds: 20_000 },
        },
      ],
    };
    expect(text(sim)[1]).toBe(
      'mise principale              1 contre 1 — retour 99,517 % (analyse combinatoire), simulé 99,00 % [98,12 % ; 99,88 %] à 95 % sur 20 000 coups',
    );
  });
});

describe('the report with --simulate', () => {
  it('plays N rounds through the decider and gives their return and interval; the odd cent rounds down by default', () => {
    const report = buildReport({ options: { decks: '1' }, simulate: 50 });
    const main = report.bets[0]!;
    expect(main.payoutText).toBe(
      '1 contre 1 ; black jack 3 contre 2 (centime impair arrondi au centime inférieur)',
    );
    const sim = main.simulation!;
    expect(sim.rounds).toBe(50);
    expect(sim.rtpInterval.level).toBe(0.95);
    expect(sim.rtpInterval.low).toBeLessThan(sim.rtp);
    expect(sim.rtpInterval.high).toBeGreaterThan(sim.rtp);
    // 50 rounds of results between −8 and +8 stakes: an interval of a few tenths either side.
    expect(sim.rtpInterval.high - sim.rtp).toBeLessThan(3);
    expect(main.rtp).toBeCloseTo(1.00024, 5);
    expect(report.bets).toHaveLength(9);
  });
});
