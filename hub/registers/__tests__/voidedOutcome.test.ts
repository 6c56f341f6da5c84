// The voided game's outcome in the recall, French for every reason the hub journals (the wheel
// decider's and the crash rules'), read through each recall mapper: wheel, card tables, hold'em.
import { describe, expect, it } from 'vitest';
import { cardRecall } from '../../tables/cards/cardRecall.ts';
import { holdemRecall } from '../../tables/holdem/holdemRecall.ts';
import type { Fact } from '../../store/rebuild/journalFacts.ts';
import { CARD_RESTART_REASON, VOID_WORDS, WHEEL_RESTART_REASON, voidedOutcome } from '../voidedOutcome.ts';
import { wheelRecall } from '../wheelRecall.ts';

const ENGLISH = /\b(hub|restarted|before|during|the|result|hand|anomaly|turns|same|direction)\b/i;

let seq = 0;
function fact(tableId: string, kind: string, payload: Record<string, unknown>): Fact {
  seq++;
  const at = `2026-12-07T14:00:${String(seq).padStart(2, '0')}.000Z`;
  return { seq, at, kind, actor: 'hub', payload: { tableId, ...payload } };
}

describe('voided outcome', () => {
  it('words every reason the hub journals in French, and a staff reason as written', () => {
    expect(
      ['anomaly', 'tooFewTurns', 'sameDirection', WHEEL_RESTART_REASON, CARD_RESTART_REASON].map(
        voidedOutcome,
      ),
    ).toEqual([
      'annulé : anomalie de rotation',
      'annulé : moins de deux tours de roue',
      'annulé : lancé dans le même sens que le précédent',
      'annulé : redémarrage du système avant le résultat',
      'annulé : redémarrage du système pendant la main',
    ]);
    expect(voidedOutcome('bille sautée')).toBe('annulé : bille sautée');
    // Not an own key of the table: as written, never an inherited property's text.
    expect(voidedOutcome('toString')).toBe('annulé : toString');
  });

  it('leaves no English word for a known reason', () => {
    expect(Object.keys(VOID_WORDS)).toEqual([
      'anomaly',
      'tooFewTurns',
      'sameDirection',
      WHEEL_RESTART_REASON,
      CARD_RESTART_REASON,
    ]);
    for (const reason of Object.keys(VOID_WORDS)) expect(voidedOutcome(reason)).not.toMatch(ENGLISH);
  });

  it('is the wheel recall’s outcome of a round a restart voided', () => {
    seq = 0;
    const games = wheelRecall.games('r', [
      // Complete payloads, as the table writes them: the recall parses each through the catalogue.
      fact('r', 'RoundOpened', {
        event: { type: 'RoundOpened', at: 0, no: 1, bonusNumber: null },
        closesAt: null,
      }),
      fact('r', 'BetPlaced', {
        roundId: 1,
        betId: 'b1',
        terminalId: 'T1',
        spot: { kind: 'plein', number: 5 },
        stake: 100,
        event: {
          type: 'BetPlaced',
          at: 0,
          betId: 'b1',
          seat: 1,
          bet: { kind: 'spot', spot: { kind: 'plein', number: 5 } },
          chips: [{ spot: { kind: 'plein', number: 5 }, stake: 100, betId: 'b1', seat: 1 }],
        },
      }),
      fact('r', 'RoundVoided', {
        roundId: 1,
        reason: WHEEL_RESTART_REASON,
        refunds: [{ seat: 1, amount: 100 }],
      }),
    ]);
    expect(games.map((g) => [g.status, g.outcome])).toEqual([
      ['voided', 'annulé : redémarrage du système avant le résultat'],
    ]);
  });

  it.each(['blackjack', 'puntoBanco'] as const)(
    'is the %s recall’s outcome of a hand a restart voided',
    (game) => {
      seq = 0;
      // Complete payloads, as the table writes them: the recall parses each through the catalogue.
      const bet =
        game === 'blackjack'
          ? { type: 'BetPlaced', at: 0, seat: 0, box: 1, amount: 500 }
          : { type: 'BetPlaced', at: 0, seat: 0, spot: 'banco', amount: 500 };
      const games = cardRecall(game).games('c', [
        fact('c', game === 'blackjack' ? 'BlackjackBetPlaced' : 'PuntoBancoBetPlaced', {
          game,
          card: { kind: 'event', event: bet },
          transfers: [{ from: 'station:T1', to: 'stakes:c', amount: 500 }],
        }),
        fact('c', 'CardHandVoided', {
          game,
          card: {
            kind: 'fact',
            fact: {
              type: 'HandVoided',
              at: 0,
              reason: CARD_RESTART_REASON,
              refunds: [{ seat: 0, amount: 500 }],
            },
          },
          transfers: [{ from: 'stakes:c', to: 'station:T1', amount: 500 }],
        }),
      ]);
      expect(games).toMatchObject([
        {
          terminalId: 'T1',
          status: 'voided',
          outcome: 'annulé : redémarrage du système pendant la main',
          stakes: 500,
          wins: 500,
        },
      ]);
    },
  );

  it('is the hold’em recall’s outcome of a voided hand: a known reason in French, an incident as written', () => {
    seq = 0;
    const hand = (no: number, reason: string): Fact[] => [
      // Complete payloads, as the table writes them: the recall parses each through the catalogue.
      fact('h', 'HoldemHandStarted', {
        handId: `h#${no}`,
        event: {
          type: 'HandStarted',
          at: 1_000,
          no,
          button: 1,
          smallBlindSeat: 1,
          bigBlindSeat: 1,
          holes: [{ seat: 1, cards: [0, 1] }],
        },
      }),
      fact('h', 'HoldemPosted', {
        handId: `h#${no}`,
        event: { type: 'Posted', at: 1_000, seat: 1, blind: 'big', amount: 200 },
        playerId: 'p1',
      }),
      fact('h', 'HoldemHandVoided', {
        handId: `h#${no}`,
        reason,
        refunds: [{ seat: 1, playerId: 'p1', amount: 200 }],
      }),
    ];
    const games = holdemRecall.games('h', [
      fact('h', 'HoldemPlayerSeated', {
        handId: null,
        event: { type: 'PlayerSeated', at: 1_000, seat: 1, player: 'p1', cave: 10_000 },
        playerId: 'p1',
        terminalId: 'T1',
      }),
      ...hand(1, CARD_RESTART_REASON),
      ...hand(2, 'incident technique'),
    ]);
    expect(games.map((g) => [g.gameId, g.status, g.outcome, g.wins])).toEqual([
      ['h#1', 'voided', 'annulé : redémarrage du système pendant la main', 200],
      ['h#2', 'voided', 'annulé : incident technique', 200],
    ]);
  });
});
