import { describe, expect, it } from 'vitest';
import { initialView, type StationView } from '../../../../../protocol/bridge.ts';
import { unavailableModel } from '../model.ts';

const base = { ...initialView('T1', 0), link: 'online' } as const;

describe('unavailableModel', () => {
  it('shows a card table’s name and the credit the hub holds for the station', () => {
    const view = {
      ...base,
      game: 'blackjack',
      hub: { tableName: 'Black jack 2', credit: 4_250 },
    } as unknown as StationView;
    expect(unavailableModel(view)).toEqual({
      game: 'blackjack',
      tableName: 'Black jack 2',
      credit: 4_250,
      creditKind: 'credit',
    });
  });

  it('shows a hold’em player’s own stack (not a station credit), or none when not seated', () => {
    const seats = [
      { seat: 2, stack: 9_000 },
      { seat: 5, stack: 12_345 },
    ];
    const at = (seat: number | null) =>
      unavailableModel({
        ...base,
        game: 'holdem',
        hub: { table: { tableId: 'holdem-1', seats }, seat },
      } as unknown as StationView);
    expect(at(5)).toEqual({ game: 'holdem', tableName: 'holdem-1', credit: 12_345, creditKind: 'stack' });
    expect(at(null)).toEqual({ game: 'holdem', tableName: 'holdem-1', credit: null, creditKind: 'stack' });
  });

  it('has nothing to show before the hub said which table this is', () => {
    expect(unavailableModel(base)).toBeNull();
  });
});
