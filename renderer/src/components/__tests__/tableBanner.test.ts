import { describe, expect, it } from 'vitest';
import { type GameView, initialView, type StationView } from '../../../../protocol/bridge.ts';
import { tableBanner } from '../tableBanner.ts';

const base = { ...initialView('T1', 0), link: 'online' } as const;
const wheel = (game: 'roulette' | 'wheelOfFortune', hub: Partial<GameView<'roulette'>['hub']>): StationView =>
  ({
    ...base,
    game,
    hub: { session: 'open', lastRoundsRemaining: null, ...hub },
  }) as unknown as StationView;
const card = (game: 'blackjack' | 'puntoBanco', hub: object): StationView =>
  ({ ...base, game, hub: { sessionOpen: true, lastHandsRemaining: null, ...hub } }) as unknown as StationView;

describe('tableBanner', () => {
  it('says offline first, with since when, whatever the table does', () => {
    expect(tableBanner(wheel('roulette', { tableStatus: 'manual' }), 'offline', 42)).toEqual({
      kind: 'offline',
      since: 42,
    });
    expect(tableBanner(null, 'offline', null)).toEqual({ kind: 'offline', since: null });
    expect(tableBanner(null, 'connecting', null)).toBeNull();
  });

  it('draws every state of a wheel table from the hub’s tableStatus', () => {
    const at = (hub: Partial<GameView<'roulette'>['hub']>) =>
      tableBanner(wheel('roulette', hub), 'online', 0);
    expect(at({ tableStatus: 'open' })).toBeNull();
    expect(at({ tableStatus: 'outOfService' })).toEqual({ kind: 'outOfService' });
    expect(
      at({
        tableStatus: 'manual',
        manual: { fault: 'resultNotDetected', awaiting: 'comite', entry: 'result' },
      }),
    ).toEqual({
      kind: 'manual',
      awaiting: 'comite',
    });
    expect(at({ tableStatus: 'closed', session: 'closed' })).toEqual({ kind: 'closed' });
    expect(at({ session: 'closed' })).toEqual({ kind: 'closed' });
    expect(at({ tableStatus: 'closing', lastRoundsRemaining: 3 })).toEqual({
      kind: 'closing',
      remaining: 3,
      unit: 'balls',
    });
    expect(tableBanner(wheel('wheelOfFortune', { lastRoundsRemaining: 1 }), 'online', 0)).toEqual({
      kind: 'closing',
      remaining: 1,
      unit: 'spins',
    });
  });

  it('draws the card tables’ séance and three last hands, and a hold’em table without a partie', () => {
    expect(tableBanner(card('blackjack', { sessionOpen: false }), 'online', 0)).toEqual({ kind: 'closed' });
    expect(tableBanner(card('blackjack', { lastHandsRemaining: 2 }), 'online', 0)).toEqual({
      kind: 'closing',
      remaining: 2,
      unit: 'hands',
    });
    expect(tableBanner(card('puntoBanco', { lastHandsRemaining: 3 }), 'online', 0)).toMatchObject({
      unit: 'coups',
    });
    expect(tableBanner(card('puntoBanco', {}), 'online', 0)).toBeNull();
    const holdem = (partieOpen: boolean) =>
      ({ ...base, game: 'holdem', hub: { table: { partieOpen } } }) as unknown as StationView;
    expect(tableBanner(holdem(false), 'online', 0)).toEqual({ kind: 'closed' });
    expect(tableBanner(holdem(true), 'online', 0)).toBeNull();
  });
});
