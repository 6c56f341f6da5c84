// The transfers `verify` expects from the journal alone (hub/store/rebuild/transfers.ts,
// holdemTransfers.ts; DESIGN.md "Money": the ledger is a projection of the journal). Each money
// fact, written as the live paths journal it, must give exactly the moves they record; a zero
// amount gives none; an unreadable decider entry is reported, never guessed.
import { describe, expect, it } from 'vitest';
import { expectedTransfers } from '../rebuild/transfers.ts';
import { holdemTransfers } from '../rebuild/holdemTransfers.ts';
import type { Fact } from '../rebuild/journalFacts.ts';
import { accounts } from '../accounts.ts';

let seq = 0;
const fact = (kind: string, payload: Record<string, unknown> | null, actor = 'hub'): Fact => ({
  seq: ++seq,
  at: '2026-12-02T10:00:00.000Z',
  kind,
  actor,
  payload,
});

/** The expected transfers of some facts, as `seq: from>to:amount, …` sorted per entry. */
function expected(facts: Fact[]): { lines: Record<string, string[]>; unreadable: string[] } {
  const unreadable: string[] = [];
  const map = expectedTransfers(facts, unreadable);
  const lines: Record<string, string[]> = {};
  for (const [k, v] of map) lines[k] = [...v].sort();
  return { lines, unreadable };
}

describe('transfers rebuilt from the journal: cash desk, vouchers, caves, orphans, jackpot seed, demo', () => {
  it('gives each entry its moves', () => {
    seq = 0;
    const facts = [
      fact('CreditIn', { terminalId: 'T1', amount: 5_000, validationNumber: '' }),
      fact('CreditIn', { terminalId: 'T2', amount: 1_200, validationNumber: '123' }),
      fact('VoucherIssued', { terminalId: 'T1', amount: 4_000 }),
      fact('VoucherRedeemed', { amount: 4_000 }),
      fact('CaveBought', { playerId: 'P7', amount: 20_000 }),
      fact('PlayerPaid', { playerId: 'P7', amount: 15_000 }),
      fact('OrphanRecorded', { tableId: 'BJ1', seat: 3, amount: 3_000 }),
      fact('JackpotSeeded', { tableId: 'R1', amount: 50_000 }),
      fact('DemoCreditGranted', { terminalId: 'T9', amount: 10_000 }),
      fact('SomethingElse', { amount: 99 }),
    ];
    expect(expected(facts)).toEqual({
      lines: {
        '1': ['cashier>station:T1:5000'],
        '2': ['vouchers>station:T2:1200'],
        '3': ['station:T1>vouchers:4000'],
        '4': ['vouchers>cashier:4000'],
        '5': ['cashier>player:P7:20000'],
        '6': ['player:P7>cashier:15000'],
        '7': ['consigned:BJ1:3>orphans:3000'],
        '8': ['bank:R1>jackpot:R1:50000'],
        '9': ['demo:bank>station:T9:10000'],
      },
      unreadable: [],
    });
  });

  it('a zero amount implies no transfer, as the ledger records none', () => {
    seq = 0;
    expect(expected([fact('CreditIn', { terminalId: 'T1', amount: 0 })]).lines).toEqual({});
  });
});

describe('transfers rebuilt from the journal: legacy roulette rounds', () => {
  it('bets go from the station to the stakes; settlement sends every stake to the bank and pays returns', () => {
    seq = 0;
    const facts = [
      fact('RoundOpened', { tableId: 'R1' }),
      fact('BetPlaced', { roundId: 1, betId: 'b1', terminalId: 'T1', stake: 1_000 }),
      fact('BetPlaced', { roundId: 1, betId: 'b2', stake: 500 }, 'terminal:T2'),
      fact('RoundSettled', {
        roundId: 1,
        bets: [
          { terminalId: 'T1', stake: 1_000, returned: 2_000 },
          { terminalId: 'T2', stake: 500, returned: 0 },
        ],
      }),
    ];
    expect(expected(facts).lines).toEqual({
      '2': ['station:T1>stakes:R1:1000'],
      '3': ['station:T2>stakes:R1:500'],
      '4': ['bank:R1>station:T1:2000', 'stakes:R1>bank:R1:1500'],
    });
  });

  it('a voided round refunds each bet to its station', () => {
    seq = 0;
    const facts = [
      fact('RoundOpened', { tableId: 'R2' }),
      fact('BetPlaced', { roundId: 1, betId: 'b1', terminalId: 'T1', stake: 700 }),
      fact('RoundVoided', { roundId: 1 }),
    ];
    expect(expected(facts).lines['3']).toEqual(['stakes:R2>station:T1:700']);
  });

  it('a stake that is not an integer makes the settled sum NaN: a break, never a rounded figure', () => {
    seq = 0;
    const facts = [
      fact('RoundOpened', { tableId: 'R1' }),
      fact('RoundSettled', { roundId: 1, bets: [{ terminalId: 'T1', stake: 1.5, returned: 0 }] }),
    ];
    expect(expected(facts).lines['2']).toEqual(['stakes:R1>bank:R1:NaN']);
  });
});

describe('transfers rebuilt from the journal: card tables and the wheel decider', () => {
  it('a card-table entry gives the transfers it names', () => {
    seq = 0;
    const f = fact('HandSettled', {
      card: true,
      transfers: [
        { from: 'stakes:BJ1', to: 'bank:BJ1', amount: 3_000 },
        { from: 'bank:BJ1', to: 'station:T4', amount: 0 },
      ],
    });
    expect(expected([f]).lines).toEqual({ '1': ['stakes:BJ1>bank:BJ1:3000'] });
  });

  it('a wheel decider entry uses the seats its bets named, and reports a seat no station bet on', () => {
    seq = 0;
    const chips = [{ betId: 'b1', seat: 2, spot: { kind: 'plein', number: 17 }, stake: 300 }];
    const facts = [
      fact('WheelEvent', {
        tableId: 'R1',
        terminalId: 'T5',
        event: { type: 'BetPlaced', at: 1, betId: 'b1', seat: 2, bet: {}, chips },
      }),
      fact('WheelEvent', {
        tableId: 'R1',
        event: { type: 'BetWithdrawn', at: 2, seat: 2, betId: 'b1', refund: 300 },
      }),
      fact('WheelEvent', {
        tableId: 'R1',
        event: { type: 'BetWithdrawn', at: 3, seat: 8, betId: 'b9', refund: 100 },
      }),
    ];
    expect(expected(facts)).toEqual({
      lines: { '1': ['station:T5>stakes:R1:300'], '2': ['stakes:R1>station:T5:300'] },
      unreadable: ['transfers of entry 3: cannot be rebuilt (Error: no station for seat 8 at R1)'],
    });
  });
});

describe('transfers rebuilt from the journal: the hold’em room', () => {
  it('names its accounts per table and player', () => {
    expect([
      accounts.stack('H1', 'P1'),
      accounts.pot('H1'),
      accounts.player('P1'),
      accounts.rake('H1'),
    ]).toEqual(['stack:H1:P1', 'pot:H1', 'player:P1', 'rake:H1']);
  });

  it('moves caves, blinds, bets, returns, rake, pots and voided hands', () => {
    seq = 0;
    const e = (kind: string, event: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      fact(kind, { tableId: 'H1', playerId: 'P1', event, ...extra });
    const facts = [
      e('HoldemPlayerSeated', { cave: 10_000 }),
      e('HoldemRecaved', { amount: 5_000 }),
      e('HoldemPosted', { amount: 200 }),
      e('HoldemActed', { amount: 800 }),
      e('HoldemUncalledBetReturned', { amount: 300 }),
      fact('PotRaked', { tableId: 'H1', rake: 28 }),
      fact('HoldemPotAwarded', {
        tableId: 'H1',
        winners: [
          { playerId: 'P1', amount: 336 },
          { playerId: 'P2', amount: 336 },
        ],
      }),
      fact('HoldemHandVoided', { tableId: 'H1', refunds: [{ playerId: 'P2', amount: 400 }] }),
      e('HoldemPlayerLeft', { stack: 14_636 }),
      fact('HoldemPotAwarded', { tableId: 'H1', winners: 'none' }),
    ];
    expect(expected(facts).lines).toEqual({
      '1': ['player:P1>stack:H1:P1:10000'],
      '2': ['player:P1>stack:H1:P1:5000'],
      '3': ['stack:H1:P1>pot:H1:200'],
      '4': ['stack:H1:P1>pot:H1:800'],
      '5': ['pot:H1>stack:H1:P1:300'],
      '6': ['pot:H1>rake:H1:28'],
      '7': ['pot:H1>stack:H1:P1:336', 'pot:H1>stack:H1:P2:336'],
      '8': ['pot:H1>stack:H1:P2:400'],
      '9': ['stack:H1:P1>player:P1:14636'],
    });
  });
});

describe('transfers rebuilt from the journal: a hold’em entry is read by its kind alone', () => {
  const kinds = [
    'HoldemPlayerSeated',
    'HoldemRecaved',
    'HoldemPlayerLeft',
    'HoldemPosted',
    'HoldemActed',
    'HoldemUncalledBetReturned',
    'PotRaked',
    'HoldemPotAwarded',
    'HoldemHandVoided',
  ];

  it.each(kinds)(
    'a %s entry that also carries a card table’s transfer list gives only its hold’em moves',
    (kind) => {
      seq = 0;
      // A payload edited to name a card-table move too: the move must not be expected, so that the
      // transfer written beside it shows as a break.
      const payload = {
        tableId: 'H1',
        playerId: 'P1',
        event: { cave: 100, amount: 100, stack: 100 },
        rake: 100,
        winners: [{ playerId: 'P1', amount: 100 }],
        refunds: [{ playerId: 'P1', amount: 100 }],
        card: true,
        transfers: [{ from: 'bank:BJ1', to: 'station:T6', amount: 5_000 }],
      };
      const lines = Object.values(expected([fact(kind, payload)]).lines).flat();
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('station:T6');
    },
  );

  it('says which entries are hold’em ones: true and its moves for them, false and nothing for the others', () => {
    const moves: string[] = [];
    const add = (s: number, from: string, to: string, amount: number) =>
      moves.push(`${s} ${from}>${to}:${amount}`);
    const at = '2026-12-02T10:00:00.000Z';
    expect(
      holdemTransfers({ seq: 1, at, kind: 'CaveBought', actor: 'hub', payload: { amount: 5 } }, add),
    ).toBe(false);
    expect(holdemTransfers({ seq: 2, at, kind: 'HoldemPartieStarted', actor: 'hub', payload: {} }, add)).toBe(
      false,
    );
    expect(
      holdemTransfers(
        { seq: 3, at, kind: 'PotRaked', actor: 'hub', payload: { tableId: 'H2', rake: 40 } },
        add,
      ),
    ).toBe(true);
    expect(moves).toEqual(['3 pot:H2>rake:H2:40']);
  });

  it('a hold’em entry whose payload is not JSON gives no move and does not stop the rebuild', () => {
    seq = 0;
    expect(expected([fact('HoldemPotAwarded', null), fact('HoldemHandVoided', null)])).toEqual({
      lines: {},
      unreadable: [],
    });
  });
});

describe('transfers rebuilt from the journal: entries that do not add up', () => {
  it('a bet or a settlement of a round never opened moves to an unknown table, and is seen as a break', () => {
    seq = 0;
    const facts = [
      fact('BetPlaced', { roundId: 99, betId: 'b1', terminalId: 'T1', stake: 100 }),
      fact('RoundSettled', { roundId: 99, bets: [{ terminalId: 'T1', stake: 100, returned: 0 }] }),
      fact('RoundVoided', { roundId: 99 }),
      fact('RoundSettled', { roundId: 98 }),
    ];
    expect(expected(facts).lines).toEqual({
      '1': ['station:T1>stakes:?:100'],
      '2': ['stakes:?>bank:?:100'],
    });
  });

  it('an entry whose payload is not an object gives no amount (NaN), never a guess', () => {
    seq = 0;
    expect(expected([fact('CreditIn', null)]).lines).toEqual({ '1': ['cashier>station::NaN'] });
  });

  it('a wheel bet without its station names no seat for later entries', () => {
    seq = 0;
    const chips = [{ betId: 'b1', seat: 4, spot: { kind: 'plein', number: 17 }, stake: 300 }];
    const facts = [
      fact('WheelEvent', {
        tableId: 'R1',
        event: { type: 'BetPlaced', at: 1, betId: 'b1', seat: 4, bet: {}, chips },
      }),
      fact('WheelEvent', {
        tableId: 'R1',
        event: { type: 'BetWithdrawn', at: 2, seat: 4, betId: 'b1', refund: 300 },
      }),
    ];
    expect(expected(facts).unreadable).toEqual([
      'transfers of entry 1: cannot be rebuilt (Error: a bet without its station)',
      'transfers of entry 2: cannot be rebuilt (Error: no station for seat 4 at R1)',
    ]);
  });

  it('the first station to bet on a seat keeps it: a later bet from another station does not take it over', () => {
    seq = 0;
    const placed = (terminalId: string, betId: string) =>
      fact('WheelEvent', {
        tableId: 'R1',
        terminalId,
        event: {
          type: 'BetPlaced',
          at: 1,
          betId,
          seat: 4,
          bet: {},
          chips: [{ betId, seat: 4, spot: { kind: 'plein', number: 1 }, stake: 100 }],
        },
      });
    const facts = [
      placed('T1', 'b1'),
      placed('T2', 'b2'),
      fact('WheelEvent', {
        tableId: 'R1',
        event: { type: 'BetWithdrawn', at: 2, seat: 4, betId: 'b2', refund: 100 },
      }),
    ];
    expect(expected(facts).lines['3']).toEqual(['stakes:R1>station:T1:100']);
  });

  it('a settlement whose payload is not JSON moves nothing and does not stop the rebuild', () => {
    seq = 0;
    expect(expected([fact('RoundOpened', { tableId: 'R1' }), fact('RoundSettled', null)])).toEqual({
      lines: {},
      unreadable: [],
    });
  });

  it('an entry whose event is null is read by its kind, not as a decider entry', () => {
    seq = 0;
    expect(
      expected([fact('CreditIn', { terminalId: 'T1', amount: 700, validationNumber: '', event: null })]),
    ).toEqual({
      lines: { '1': ['cashier>station:T1:700'] },
      unreadable: [],
    });
  });

  it('a legacy bet without its station is debited to its actor; only a leading terminal: names a station', () => {
    seq = 0;
    const facts = [
      fact('RoundOpened', { tableId: 'R1' }),
      fact('BetPlaced', { roundId: 1, betId: 'b1', stake: 100 }, 'terminal:T3'),
      fact('BetPlaced', { roundId: 1, betId: 'b2', stake: 200 }, 'staff:terminal:T4'),
    ];
    expect(expected(facts).lines).toEqual({
      '2': ['station:T3>stakes:R1:100'],
      '3': ['station:staff:terminal:T4>stakes:R1:200'],
    });
  });

  it('only a bet names a seat’s station: a withdrawal carrying a station does not', () => {
    seq = 0;
    const withdrawn = (at: number, terminalId?: string) =>
      fact('WheelEvent', {
        tableId: 'R1',
        ...(terminalId === undefined ? {} : { terminalId }),
        event: { type: 'BetWithdrawn', at, seat: 6, betId: 'b1', refund: 100 },
      });
    expect(expected([withdrawn(1, 'T9'), withdrawn(2)]).unreadable).toEqual([
      'transfers of entry 1: cannot be rebuilt (Error: no station for seat 6 at R1)',
      'transfers of entry 2: cannot be rebuilt (Error: no station for seat 6 at R1)',
    ]);
  });

  it('a bet without its station leaves the seat to the next station that bets on it', () => {
    seq = 0;
    const placed = (betId: string, terminalId?: string) =>
      fact('WheelEvent', {
        tableId: 'R1',
        ...(terminalId === undefined ? {} : { terminalId }),
        event: {
          type: 'BetPlaced',
          at: 1,
          betId,
          seat: 5,
          bet: {},
          chips: [{ betId, seat: 5, spot: { kind: 'plein', number: 1 }, stake: 100 }],
        },
      });
    const facts = [
      placed('b1'),
      placed('b2', 'T2'),
      fact('WheelEvent', {
        tableId: 'R1',
        event: { type: 'BetWithdrawn', at: 2, seat: 5, betId: 'b2', refund: 100 },
      }),
    ];
    expect(expected(facts)).toEqual({
      lines: { '2': ['station:T2>stakes:R1:100'], '3': ['stakes:R1>station:T2:100'] },
      unreadable: ['transfers of entry 1: cannot be rebuilt (Error: a bet without its station)'],
    });
  });
});
