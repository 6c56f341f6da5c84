// The chart of accounts (hub/store/accounts.ts): every builder writes the very bytes existing
// databases hold, and every name a builder makes parses back to the kind and owners that built it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ParsedAccount, accountName, accounts, parseAccount, stationOf } from '../accounts.ts';

/** Table ids as the config admits them (hub/config/hubConfig.ts). */
const tableId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
/** Terminal and player ids: any non-empty string, colons included, since nothing parses after them. */
const ownerId = fc.string({ minLength: 1, maxLength: 40 });
const seat = fc.nat({ max: 20 });

const parsed: fc.Arbitrary<ParsedAccount> = fc.oneof(
  fc.constantFrom<ParsedAccount>(
    { kind: 'cashier' },
    { kind: 'vouchers' },
    { kind: 'demoBank' },
    { kind: 'orphans' },
  ),
  ownerId.map((terminalId): ParsedAccount => ({ kind: 'station', terminalId })),
  ownerId.map((playerId): ParsedAccount => ({ kind: 'player', playerId })),
  fc
    .tuple(fc.constantFrom('stakes', 'bank', 'jackpot', 'pot', 'rake' as const), tableId)
    .map(([kind, t]): ParsedAccount => ({ kind, tableId: t })),
  fc.tuple(tableId, ownerId).map(([t, playerId]): ParsedAccount => ({ kind: 'stack', tableId: t, playerId })),
  fc.tuple(tableId, seat).map(([t, s]): ParsedAccount => ({ kind: 'consigned', tableId: t, seat: s })),
);

describe('the chart of accounts', () => {
  it('builds the names existing databases, rebuild and the registers hold, byte for byte', () => {
    expect([
      accounts.cashier,
      accounts.vouchers,
      accounts.demoBank,
      accounts.orphans,
      accounts.station('T1'),
      accounts.stakes('R1'),
      accounts.bank('R1'),
      accounts.jackpot('R1'),
      accounts.player('P000001'),
      accounts.stack('H1', 'P000001'),
      accounts.pot('H1'),
      accounts.rake('H1'),
      accounts.consigned('BJ1', 3),
    ]).toEqual([
      'cashier',
      'vouchers',
      'demo:bank',
      'orphans',
      'station:T1',
      'stakes:R1',
      'bank:R1',
      'jackpot:R1',
      'player:P000001',
      'stack:H1:P000001',
      'pot:H1',
      'rake:H1',
      'consigned:BJ1:3',
    ]);
  });

  it('parses every built name back to what built it, and builds it again from that', () => {
    fc.assert(
      fc.property(parsed, (a) => {
        const name = accountName(a);
        expect(parseAccount(name)).toEqual(a);
        expect(accountName(parseAccount(name) ?? { kind: 'cashier' })).toBe(name);
      }),
    );
  });

  it('each builder agrees with the parse: station, player, stack and consigned owners come back whole', () => {
    fc.assert(
      fc.property(tableId, ownerId, seat, (t, id, s) => {
        expect(parseAccount(accounts.station(id))).toEqual({ kind: 'station', terminalId: id });
        expect(parseAccount(accounts.player(id))).toEqual({ kind: 'player', playerId: id });
        expect(parseAccount(accounts.stack(t, id))).toEqual({ kind: 'stack', tableId: t, playerId: id });
        expect(parseAccount(accounts.consigned(t, s))).toEqual({ kind: 'consigned', tableId: t, seat: s });
        for (const kind of ['stakes', 'bank', 'jackpot', 'pot', 'rake'] as const)
          expect(parseAccount(accounts[kind](t))).toEqual({ kind, tableId: t });
      }),
    );
  });

  it('refuses names no builder makes', () => {
    for (const name of [
      '',
      'a',
      'cashier2',
      'station:',
      ':T1',
      'demo:other',
      'stack:H1',
      'stack:H1:',
      'stakes:a:b',
      'consigned:BJ1:x',
      'consigned:BJ1:03',
      'consigned:BJ1:-1',
      'table:bank',
      // No colon at all: a kind's name with one more letter is still no account.
      'stations',
      'players',
      // An empty table id before the owner, and an unknown kind with a table and a seat.
      'stack::p1',
      'consigned::3',
      'other:BJ1:3',
    ])
      expect(parseAccount(name)).toBeNull();
  });

  it('names the terminal of a station account and nothing else', () => {
    expect(stationOf('station:T1')).toBe('T1');
    expect(stationOf('station:a:b')).toBe('a:b');
    expect([stationOf('stakes:R1'), stationOf('cashier'), stationOf('station:')]).toEqual([null, null, null]);
  });
});
