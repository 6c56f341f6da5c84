// The seat draw keeps to the table's own seats: at a hold'em table configured with fewer than ten
// seats (options.seats, 2–10), a seat beyond them could never be sat at (the engine refuses it,
// badSeat), so the chef de partie's random draw must never hand it out. Found by the hold'em
// crash test (hub/__tests__/crashHoldem.int.test.ts) at a six-seat table.
import { describe, expect, it } from 'vitest';
import { identity, playerDesk } from './helpers/playerDesk.ts';

const pid = (i: number) => `P${String(i).padStart(6, '0')}`;

describe('the seat draw at a table of fewer than ten seats', () => {
  it('draws among the table’s six seats only, then refuses a seventh player as full', () => {
    for (const seed of [1, 2, 3, 42]) {
      const desk = playerDesk({ seed, seats: 6 });
      for (let i = 1; i <= 7; i++) desk.ok('chloe', 'caissier', identity(`DOC${i}`));
      const seats: number[] = [];
      for (let i = 1; i <= 6; i++) {
        const r = desk.ok('emma', 'chefDePartie', {
          type: 'assignSeat',
          tableId: 'holdem-1',
          playerId: pid(i),
        });
        if (r.kind === 'seatAssigned') seats.push(r.seat);
      }
      expect([...seats].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      const full = desk.run('emma', 'chefDePartie', {
        type: 'assignSeat',
        tableId: 'holdem-1',
        playerId: pid(7),
      });
      expect(full.ok ? 'ok' : full.error).toMatchObject({ code: 'TABLE_FULL', params: { seats: 6 } });
    }
  });
});
