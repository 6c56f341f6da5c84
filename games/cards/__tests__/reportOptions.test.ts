// The card games' reports take every option of their engine, so that a hub table's whole
// configuration can be reported (hub/registers/rulesReport.ts), and still refuse what is wrong.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS as BLACKJACK } from '../../blackjack/options.ts';
import { optionsFrom as blackjackOptions } from '../../blackjack/report.ts';
import { DEFAULT_OPTIONS as HOLDEM } from '../../holdem/options.ts';
import { buildReport as holdemReport, optionsFrom as holdemOptions } from '../../holdem/report.ts';
import { buildReport as puntoBancoReport, formatReport } from '../../puntoBanco/report.ts';

describe('card reports take the whole table configuration', () => {
  it('blackjack: limits, rounding, hands, shoe and timing', () => {
    const o = blackjackOptions({
      maximum: '100000',
      hyperMinimum: '200',
      hyperMaximum: '10000',
      blackjackRounding: 'halfUp',
      maxHands: '4',
      burn: '3',
      cutRemaining: '78',
      boxes: '5',
      maxBoxesPerPlayer: '3',
      turnMs: '15000',
    });
    expect(o).toEqual({
      ...BLACKJACK,
      maximum: 100_000,
      hyperMinimum: 200,
      hyperMaximum: 10_000,
      blackjackRounding: 'halfUp',
      maxHands: 4,
      burn: 3,
      cutRemaining: 78,
      boxes: 5,
      maxBoxesPerPlayer: 3,
      turnMs: 15_000,
    });
    expect(() => blackjackOptions({ blackjackRounding: 'nearest' })).toThrow();
    expect(() => blackjackOptions({ maximum: '-1' })).toThrow();
  });

  it('punto banco: minimum, maximum multiple, stake step and cut card in the options and the text', () => {
    const r = puntoBancoReport({
      options: { minimum: '500', maxMultiple: '50', stakeStep: '100', cutRemaining: '20' },
    });
    expect(r.options).toEqual({
      decks: 8,
      paytable: 'standard',
      minimum: 500,
      maxMultiple: 50,
      stakeStepCents: 100,
      cutRemaining: 20,
    });
    expect(formatReport(r).split('\n')[1]).toBe(
      'Mise minimum 5,00 €, maximum 250,00 € par pari, par pas de 1,00 €',
    );
    expect(() => puntoBancoReport({ options: { maxMultiple: '70' } })).toThrow();
    expect(() => puntoBancoReport({ options: { minimum: '1,5' } })).toThrow();
    expect(() => puntoBancoReport({ options: { commission: '5' } })).toThrow();
  });

  it("hold'em: raise cap, rake rate, caves, timing and the table id", () => {
    const o = holdemOptions({
      tableId: 'holdem-2',
      raiseCap: '3',
      rakeBasisPoints: '500',
      caveMinimum: '10000',
      recaveMaximum: '50000',
      turnMs: '20000',
    });
    expect(o).toEqual({
      ...HOLDEM,
      tableId: 'holdem-2',
      raiseCap: 3,
      rakeBasisPoints: 500,
      caveMinimum: 10_000,
      recaveMaximum: 50_000,
      turnMs: 20_000,
    });
    expect(holdemReport({ options: { rakeBasisPoints: '500' } }).rake).toMatch(
      /^5\u00a0% du montant effectif de chaque pot/,
    );
    expect(() => holdemOptions({ tableId: 'no spaces' })).toThrow();
  });
});
