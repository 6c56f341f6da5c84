// The station's view takes each hub message as the view of that message's game (pure steps).
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { initialView, StationViewSchema, type StationView } from '../../../protocol/bridge.ts';
import type { CardStationView } from '../../../protocol/cardMessages.ts';
import type { HoldemStationView } from '../../../protocol/holdemMessages.ts';
import type { RouletteStationSnapshot } from '../../../protocol/stationSnapshot.ts';
import {
  creditOf,
  tableIdOf,
  withAcceptedBet,
  withCardView,
  withHoldemView,
  withSnapshot,
} from '../viewUpdates.ts';

const snapshot: RouletteStationSnapshot = {
  tableId: 'roulette-1',
  tableName: 'Roulette 1',
  game: 'roulette',
  limits: { minimum: cents(100), maxPlein: cents(3000), maxChance: cents(100000), zeroRule: 'partage' },
  session: 'open',
  lastRoundsRemaining: null,
  hubTime: 5,
  round: { roundId: 3, phase: 'betting', closesAt: 99, result: null },
  credit: cents(10_000),
  bets: [],
  lastResults: [],
  lastSettlement: null,
};

const card: CardStationView = {
  tableId: 'pb-1',
  tableName: 'Punto banco 1',
  seat: null,
  sessionOpen: false,
  lastHandsRemaining: null,
  credit: cents(4_200),
  tableMinimum: cents(500),
  tableMaximum: cents(50_000),
  minimum: null,
  bettingClosesAt: null,
  occupied: [],
  game: {
    game: 'puntoBanco',
    phase: 'betting',
    paytable: 'standard',
    coupNo: 0,
    bets: {},
    staked: cents(0),
    last: null,
  },
};

const base: StationView = { ...initialView('T1', 7), link: 'online', language: 'en' };

describe('view updates', () => {
  it('takes a wheel snapshot, a card view and a hold’em view as that game’s view, keeping the station’s own fields', () => {
    const r = withSnapshot(base, snapshot);
    expect(r).toMatchObject({ game: 'roulette', hub: snapshot, language: 'en', linkSince: 7 });
    expect(StationViewSchema.parse(r)).toEqual(r);
    const p = withCardView(r, card);
    expect(p).toMatchObject({ game: 'puntoBanco', hub: card, language: 'en' });
    expect(StationViewSchema.parse(p)).toEqual(p);
    const table = { tableId: 'h-1', seats: [] } as unknown as HoldemStationView['table'];
    const h = withHoldemView(p, { table, seat: null, myCards: null, limits: null }, 'P000001');
    expect(h).toMatchObject({ game: 'holdem', hub: { playerId: 'P000001' } });
    expect([creditOf(r), creditOf(p), creditOf(h), creditOf(base)]).toEqual([10_000, 4_200, null, null]);
    expect([tableIdOf(r), tableIdOf(p), tableIdOf(h), tableIdOf(base)]).toEqual([
      'roulette-1',
      'pb-1',
      'h-1',
      null,
    ]);
  });

  it('adds an accepted bet’s chips once, only into its own open round, and its credit always', () => {
    const r = withSnapshot(base, snapshot);
    const chip = { betId: 'b1', spot: { kind: 'plein', number: 17 }, stake: cents(100) } as const;
    const once = withAcceptedBet(r, 3, 9_900, [chip]);
    const twice = withAcceptedBet(once, 3, 9_900, [chip]);
    expect(twice.game === 'roulette' && twice.hub.bets).toEqual([chip]);
    const late = withAcceptedBet(r, 2, 9_800, [chip]);
    expect(late.game === 'roulette' && [late.hub.credit, late.hub.bets]).toEqual([9_800, []]);
    const p = withCardView(base, card);
    expect(withAcceptedBet(p, 3, 1, [chip])).toBe(p);
  });
});
