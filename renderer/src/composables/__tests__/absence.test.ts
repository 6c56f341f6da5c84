// "Je m'absente" on screen: which views carry an absence, and the countdown's boundary (issue 12 §5).
import { describe, expect, it } from 'vitest';
import { initialView, type StationView } from '../../../../protocol/bridge.ts';
import { absenceState, awayOf, minutesSeconds } from '../absence.ts';

const away = { since: 1_000, allowedUntil: 301_000, beyondMaximum: false };
const at = (game: string, hub: unknown) => ({ ...initialView('T1', 0), game, hub }) as unknown as StationView;

describe('absence', () => {
  it('reads the absence of card and hold’em views only', () => {
    expect(awayOf(null)).toBeNull();
    expect(awayOf(at('blackjack', { away }))).toEqual(away);
    expect(awayOf(at('puntoBanco', { away: null }))).toBeNull();
    expect(awayOf(at('holdem', { away }))).toEqual(away);
    expect(awayOf(at('holdem', {}))).toBeNull();
    expect(awayOf(at('roulette', { away }))).toBeNull();
  });

  it('counts down in whole seconds, rounded up, and is beyond at the maximum or when the hub says so', () => {
    expect(absenceState(away, 1_000)).toEqual({ kind: 'left', seconds: 300 });
    expect(absenceState(away, 990)).toEqual({ kind: 'left', seconds: 300 });
    expect(absenceState(away, 300_001)).toEqual({ kind: 'left', seconds: 1 });
    expect(absenceState(away, 301_000)).toEqual({ kind: 'beyond' });
    expect(absenceState({ ...away, beyondMaximum: true }, 1_000)).toEqual({ kind: 'beyond' });
  });

  it('writes the countdown as m:ss', () => {
    expect([0, 5, 59, 60, 245, 600].map(minutesSeconds)).toEqual([
      '0:00',
      '0:05',
      '0:59',
      '1:00',
      '4:05',
      '10:00',
    ]);
  });
});
