import { describe, expect, it } from 'vitest';
import { cents } from '../../../../../games/money.ts';
import { latestResult, wasVoided } from '../latestResult.ts';
import { snapshotOf } from './fixtures.ts';

const limits = { minimum: 100, maxPlein: 4_000, maxChance: 20_000 };

describe('the newest result of a cell-felt snapshot', () => {
  it('is the round’s own result with its direction, else the newest of lastResults', () => {
    const round = {
      roundId: 12,
      phase: 'settled',
      closesAt: null,
      result: { pocket: 5, direction: 'anticlockwise' },
    };
    expect(latestResult(snapshotOf('boule', { limits, round }))).toEqual({
      roundId: 12,
      pocket: 5,
      direction: 'anticlockwise',
    });
    const betting = snapshotOf('boule', { limits });
    const withHistory = {
      ...betting,
      lastResults: [
        { roundId: 4, pocket: 9 },
        { roundId: 6, pocket: 2 },
        { roundId: 5, pocket: 1 },
      ],
    };
    expect(latestResult(withHistory)).toEqual({ roundId: 6, pocket: 2, direction: null });
    expect(latestResult(betting)).toBeNull();
    expect(latestResult(null)).toBeNull();
  });

  it('says a round was voided when it is gone from the snapshot without a result', () => {
    const next = snapshotOf('boule', {
      limits,
      round: { roundId: 8, phase: 'betting', closesAt: 5, result: null },
    });
    expect(wasVoided(next, 7)).toBe(true);
    expect(wasVoided({ ...next, lastResults: [{ roundId: 7, pocket: 3 }] }, 7)).toBe(false);
    expect(wasVoided(next, 8)).toBe(false);
    expect(wasVoided(null, 7)).toBe(false);
  });

  it('believes the hub’s lastVoided when the snapshot carries it', () => {
    const next = snapshotOf('boule', {
      limits,
      round: { roundId: 8, phase: 'betting', closesAt: 5, result: null },
    });
    expect(
      wasVoided({ ...next, lastVoided: { roundId: 7, reason: 'anomaly', refunded: cents(1_400) } }, 7),
    ).toBe(true);
    // A round gone without a result is not taken as voided when the hub says its last void was another.
    expect(
      wasVoided({ ...next, lastVoided: { roundId: 3, reason: 'sameDirection', refunded: cents(0) } }, 7),
    ).toBe(false);
    expect(wasVoided({ ...next, lastVoided: null }, 7)).toBe(false);
  });
});
