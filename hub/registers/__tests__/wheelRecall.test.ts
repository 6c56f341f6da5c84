// The wheel tables' recall mapper on hand-written entries: a withdrawn bet, a jackpot share, a
// stake kept in prison and settled the next spin, and a round still in progress.
import { describe, expect, it } from 'vitest';
import type { Fact } from '../../store/rebuild/journalFacts.ts';
import { wheelRecall } from '../wheelRecall.ts';

const at = (s: number) => `2026-11-29T14:00:${String(s).padStart(2, '0')}.000Z`;
let seq = 0;
function fact(kind: string, payload: Record<string, unknown>, actor = 'hub'): Fact {
  seq++;
  return { seq, at: at(seq), kind, actor, payload: { tableId: 'r', ...payload } };
}

/** The decider's event of a bet of one chip at `seat`. */
function betEvent(betId: string, seat: number, spot: Record<string, unknown>, stake: number) {
  return {
    type: 'BetPlaced',
    at: 0,
    betId,
    seat,
    bet: { kind: 'spot', spot },
    chips: [{ spot, stake, betId, seat }],
  };
}

/** A BetWithdrawn entry of `betId` (its decider event as journaled). */
function withdrawn(roundId: number, betId: string): Fact {
  return fact('BetWithdrawn', {
    roundId,
    betId,
    event: { type: 'BetWithdrawn', at: 0, seat: 0, betId, refund: 0 },
  });
}

/** A settlement of no chips whose jackpot paid `shares`. */
function settlementWith(shares: { seat: number; amount: number }[]) {
  return {
    type: 'RoundSettled',
    at: 0,
    settlement: {
      round: 1,
      outcome: { pocket: 0 },
      bets: [],
      players: [],
      stakes: 0,
      carriedIn: 0,
      returned: 0,
      held: 0,
      houseResult: 0,
      jackpot: { bonusNumber: 0, poolBefore: 5_000, contribution: 0, shares, reset: 0, poolAfter: 0 },
      transfers: [],
    },
  };
}

describe('wheel recall mapper', () => {
  it('reads stakes, withdrawals, returns, jackpot shares and open rounds per station', () => {
    seq = 0;
    const entries = [
      fact('RoundOpened', {
        event: { type: 'RoundOpened', at: 0, no: 1, bonusNumber: null },
        closesAt: null,
      }),
      fact('BetPlaced', {
        roundId: 1,
        betId: 'b1',
        terminalId: 'T1',
        spot: { kind: 'plein', number: 5 },
        stake: 100,
        event: betEvent('b1', 1, { kind: 'plein', number: 5 }, 100),
      }),
      fact('BetPlaced', {
        roundId: 1,
        betId: 'b2',
        terminalId: 'T2',
        spot: { kind: 'chance', chance: 'manque' },
        stake: 200,
        event: betEvent('b2', 2, { kind: 'chance', chance: 'manque' }, 200),
      }),
      fact('BetPlaced', {
        roundId: 1,
        betId: 'b3',
        terminalId: 'T2',
        spot: { kind: 'chance', chance: 'rouge' },
        stake: 400,
        event: betEvent('b3', 2, { kind: 'chance', chance: 'rouge' }, 400),
      }),
      withdrawn(1, 'b2'),
      fact('RoundSettled', {
        roundId: 1,
        pocket: 0,
        bets: [
          { betId: 'b1', terminalId: 'T1', stake: 100, returned: 0 },
          { betId: 'b3', terminalId: 'T2', stake: 400, returned: 0 },
        ],
        event: settlementWith([{ seat: 1, amount: 5_000 }]),
      }),
      fact('RoundOpened', { closesAt: null }),
      // The rouge stake kept in prison comes back whole on this spin.
      fact('RoundSettled', {
        roundId: 7,
        pocket: 3,
        bets: [{ betId: 'b3', terminalId: 'T2', stake: 400, returned: 400 }],
      }),
      fact('RoundOpened', { closesAt: null }),
      fact('BetPlaced', {
        roundId: 9,
        betId: 'b4',
        terminalId: 'T1',
        spot: { kind: 'plein', number: 9 },
        stake: 300,
        event: betEvent('b4', 1, { kind: 'plein', number: 9 }, 300),
      }),
    ];
    const drafts = wheelRecall.games('r', entries);
    expect(
      drafts.map((d) => [
        d.terminalId,
        d.gameId,
        d.status,
        d.stakes,
        d.wins,
        d.outcome,
        d.firstSeq,
        d.lastSeq,
      ]),
    ).toEqual([
      ['T1', '1', 'settled', 100, 5_000, 'numéro 0', 2, 6],
      // The withdrawn manque stake is neither a stake of the game nor a win.
      ['T2', '1', 'settled', 400, 0, 'numéro 0', 3, 6],
      ['T2', '7', 'settled', 0, 400, 'numéro 3', 8, 8],
      ['T1', '9', 'inProgress', 300, 0, 'en cours', 10, 10],
    ]);
    expect(drafts[1]?.bets).toEqual([{ label: 'chance rouge', stake: 400 }]);
  });

  it('refunds on a voided round only the stakes still on the layout', () => {
    seq = 0;
    const drafts = wheelRecall.games('r', [
      fact('RoundOpened', { closesAt: null }),
      fact('BetPlaced', {
        roundId: 1,
        betId: 'b1',
        terminalId: 'T1',
        spot: { kind: 'plein', number: 1 },
        stake: 100,
      }),
      fact('BetPlaced', {
        roundId: 1,
        betId: 'b2',
        terminalId: 'T1',
        spot: { kind: 'plein', number: 2 },
        stake: 250,
      }),
      withdrawn(1, 'b1'),
      fact('RoundVoided', { roundId: 1, reason: 'bille sautée' }),
    ]);
    expect(drafts).toEqual([
      {
        game: 'roulette',
        tableId: 'r',
        terminalId: 'T1',
        gameId: '1',
        status: 'voided',
        startedAt: at(1),
        endedAt: at(5),
        bets: [{ label: 'plein 2', stake: 250 }],
        stakes: 250,
        outcome: 'annulé : bille sautée',
        wins: 250,
        firstSeq: 2,
        lastSeq: 5,
      },
    ]);
  });

  it('takes out every chip of a withdrawn annonce, and no game when every bet was withdrawn', () => {
    seq = 0;
    const chip = (betId: string, terminalId: string, number: number, stake: number) =>
      fact('BetPlaced', { roundId: 1, betId, terminalId, spot: { kind: 'plein', number }, stake });
    const drafts = wheelRecall.games('r', [
      fact('RoundOpened', { closesAt: null }),
      // An annonce's chips share one bet id.
      chip('a1', 'T1', 0, 100),
      chip('a1', 'T1', 3, 100),
      chip('a1', 'T1', 26, 100),
      chip('b1', 'T1', 17, 500),
      chip('c1', 'T2', 9, 200),
      chip('c2', 'T2', 10, 300),
      withdrawn(1, 'a1'),
      withdrawn(1, 'c1'),
      withdrawn(1, 'c2'),
      fact('RoundSettled', {
        roundId: 1,
        pocket: 17,
        bets: [{ betId: 'b1', terminalId: 'T1', stake: 500, returned: 18_000 }],
      }),
    ]);
    expect(drafts.map((d) => [d.terminalId, d.bets, d.stakes, d.wins, d.firstSeq, d.lastSeq])).toEqual([
      ['T1', [{ label: 'plein 17', stake: 500 }], 500, 18_000, 2, 11],
    ]);
  });
});
