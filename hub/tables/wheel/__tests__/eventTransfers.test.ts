// The ledger moves a wheel-round event implies (hub/tables/wheel/wheelTransfers.ts), the function the
// live path records and `verify` rebuilds with (STYLE.md: replay = live): worked out by hand for a
// bet, a settlement with prison and jackpot, a void, a withdrawal.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import type { RouletteSpot } from '../../../../games/roulette/bets.ts';
import type { Event } from '../../../../games/wheelRound/state.ts';
import type { Settlement } from '../../../../games/wheelRound/settlement.ts';
import { type MoveContext, eventTransfers } from '../wheelTransfers.ts';

type E = Event<RouletteSpot, unknown, { pocket: number }>;
const ctx: MoveContext = {
  tableId: 'R1',
  terminalOfSeat: new Map([
    [1, 'T1'],
    [2, 'T2'],
  ]),
};
const rouge: RouletteSpot = { kind: 'chance', chance: 'rouge' };

describe('ledger moves of wheel-round events', () => {
  it('a bet moves its chips’ total from the placing station to the stakes', () => {
    const bet: E = {
      type: 'BetPlaced',
      at: 1,
      betId: 'b1',
      seat: 1,
      bet: {},
      chips: [
        { betId: 'b1', seat: 1, spot: rouge, stake: cents(500) },
        { betId: 'b1', seat: 1, spot: { kind: 'plein', number: 17 }, stake: cents(250) },
      ],
    };
    expect(eventTransfers({ ...ctx, terminalId: 'T9' }, bet)).toEqual([
      { from: 'station:T9', to: 'stakes:R1', amount: 750 },
    ]);
    expect(() => eventTransfers(ctx, bet)).toThrow('a bet without its station');
  });

  it('a settlement moves the stakes not held in prison to the bank, then each settlement transfer', () => {
    const settlement = {
      stakes: cents(3_000),
      carriedIn: cents(1_000),
      held: cents(500),
      transfers: [
        { from: 'table:bank', to: 'station:2', amount: cents(4_000), reason: 'payout' },
        { from: 'table:bank', to: 'jackpot:pool', amount: cents(30), reason: 'jackpotContribution' },
        { from: 'jackpot:pool', to: 'station:1', amount: cents(9_000), reason: 'jackpotWin' },
        { from: 'table:bank', to: 'station:1', amount: cents(0), reason: 'payout' },
      ],
    } as unknown as Settlement<RouletteSpot, { pocket: number }>;
    expect(eventTransfers(ctx, { type: 'RoundSettled', at: 2, settlement })).toEqual([
      // 30 € staked + 10 € carried in − 5 € kept in prison = 35 € to the bank.
      { from: 'stakes:R1', to: 'bank:R1', amount: 3_500 },
      { from: 'bank:R1', to: 'station:T2', amount: 4_000 },
      { from: 'bank:R1', to: 'jackpot:R1', amount: 30 },
      { from: 'jackpot:R1', to: 'station:T1', amount: 9_000 },
    ]);
  });

  it('a settlement that keeps every stake in prison moves nothing to the bank', () => {
    const settlement = {
      stakes: cents(500),
      carriedIn: cents(0),
      held: cents(500),
      transfers: [],
    } as unknown as Settlement<RouletteSpot, { pocket: number }>;
    expect(eventTransfers(ctx, { type: 'RoundSettled', at: 2, settlement })).toEqual([]);
  });

  it('a void and a closed séance refund each seat from the stakes; a withdrawal refunds its seat', () => {
    const refunds = [
      { seat: 1, amount: cents(700) },
      { seat: 2, amount: cents(0) },
    ];
    const expected = [{ from: 'stakes:R1', to: 'station:T1', amount: 700 }];
    expect(
      eventTransfers(ctx, { type: 'RoundVoided', at: 3, reason: 'x', direction: null, refunds }),
    ).toEqual(expected);
    expect(eventTransfers(ctx, { type: 'SessionClosed', at: 3, refunds } as unknown as E)).toEqual(expected);
    expect(
      eventTransfers(ctx, { type: 'BetWithdrawn', at: 3, seat: 2, betId: 'b2', refund: cents(250) }),
    ).toEqual([{ from: 'stakes:R1', to: 'station:T2', amount: 250 }]);
  });

  it('a seat with no station is a bug, named with its table', () => {
    expect(() =>
      eventTransfers(ctx, { type: 'BetWithdrawn', at: 3, seat: 7, betId: 'b7', refund: cents(250) }),
    ).toThrow(new Error('no station for seat 7 at R1'));
  });

  it('events that move no money imply no transfer', () => {
    expect(eventTransfers(ctx, { type: 'LastSpinsAnnounced', at: 4, by: {} as never, count: 3 })).toEqual([]);
  });
});
