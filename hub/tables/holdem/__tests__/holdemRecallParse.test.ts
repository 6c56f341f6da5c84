// The hold'em recall parses its entries through the catalogue (issue 13 §3): an entry whose
// payload its kind's schema refuses stops the recall with a typed error naming the entry.
import { describe, expect, it } from 'vitest';
import { MalformedEntryError } from '../../../entries/typedJournal.ts';
import type { Fact } from '../../../store/rebuild/journalFacts.ts';
import { holdemRecall } from '../holdemRecall.ts';

const seated: Fact = {
  seq: 1,
  at: '2026-12-07T14:00:01.000Z',
  kind: 'HoldemPlayerSeated',
  actor: 'terminal:T1',
  payload: {
    tableId: 'h',
    handId: null,
    event: { type: 'PlayerSeated', at: 1_000, seat: 1, player: 'p1', cave: 10_000 },
    playerId: 'p1',
    terminalId: 'T1',
  },
};

describe('hold’em recall through the catalogue', () => {
  it('refuses an entry whose payload is partial, naming it', () => {
    // The event without its seat: before, the recall read seat 0.
    const partial: Fact = {
      ...seated,
      seq: 7,
      payload: { ...seated.payload, event: { type: 'PlayerSeated' } },
    };
    expect(() => holdemRecall.games('h', [partial])).toThrow(MalformedEntryError);
    expect(() => holdemRecall.games('h', [partial])).toThrow(
      /journal entry 7 \(HoldemPlayerSeated\): event\.at/,
    );
  });

  it('reads a complete entry and leaves the kinds it does not read alone', () => {
    const other: Fact = { ...seated, seq: 2, kind: 'SomethingElse', payload: null };
    expect(holdemRecall.games('h', [seated, other])).toEqual([]);
  });
});
