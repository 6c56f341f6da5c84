// The card tables' journal entries (hub/tables/cards/cardJournal.ts writes them): one entry per
// engine event, `<Game><type>` (`BlackjackBetPlaced`, `PuntoBancoCoupSettled`), and per hub fact of
// a card table, `Card<type>`, each carrying the entry itself (`card`), who played it and the ledger
// transfers it made (`transfers`, which the integrity check rebuilds), and for a settlement the
// hand it ends (`settledHand`). Each game hands its kinds to its table's replay (`CardGame.entries`).
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { BlackjackEvent } from '../../games/blackjack/state.ts';
import { HYPER_RESULTS } from '../../games/blackjack/options.ts';
import type { PuntoBancoEvent } from '../../games/puntoBanco/state.ts';
import { NonNegativeCents } from '../../protocol/money.ts';
import { type AccountName, parseAccount } from '../store/accounts.ts';
import { appendJournal } from '../store/journal.ts';
import type { CardEntry, CardFact } from '../tables/cards/cardMemory.ts';

const at = z.number();
const seat = z.number().int().min(0);
const box = z.number().int().min(0);
const card = z.number().int().min(0).max(51);
const cards = z.array(card);
/** A ledger account's name, as one of its builders makes it (hub/store/accounts.ts). */
const account = z.custom<AccountName>(
  (v) => typeof v === 'string' && parseAccount(v) !== null,
  'not an account',
);

/** One ledger transfer as a card entry records it. */
const transfer = z.object({ from: account, to: account, amount: NonNegativeCents });

/** A card entry's payload around `entry` (an event of one game, or a fact of any card table). */
function payloadOf<T extends z.ZodType>(game: z.ZodType<'blackjack' | 'puntoBanco'>, entry: T) {
  return z.object({
    tableId: z.string().min(1),
    game,
    card: entry,
    playerId: z.string().exactOptional(),
    players: z.array(z.object({ seat, playerId: z.string() })).exactOptional(),
    transfers: z.array(transfer),
    settledHand: z.number().int().exactOptional(),
  });
}

/** An engine event `type` of a game with its fields. */
function event<T extends string, F extends z.ZodRawShape>(type: T, fields: F) {
  return z.looseObject({
    kind: z.literal('event'),
    event: z.looseObject({ type: z.literal(type), at, ...fields }),
  });
}

/** A hub fact `type` of a card table with its fields. */
function fact<T extends string, F extends z.ZodRawShape>(type: T, fields: F) {
  return z.looseObject({
    kind: z.literal('fact'),
    fact: z.looseObject({ type: z.literal(type), at, ...fields }),
  });
}

const shuffle = { order: cards, burn: z.number().int().min(0), cutRemaining: z.number().int().min(0) };
const blackjack = z.literal('blackjack');
const puntoBanco = z.literal('puntoBanco');
const anyCardGame = z.enum(['blackjack', 'puntoBanco']);

/** Every blackjack event's kind with its payload schema; `satisfies` keeps one per engine event. */
export const blackjackEntries = {
  BlackjackShoeShuffled: payloadOf(blackjack, event('ShoeShuffled', shuffle)),
  BlackjackBetPlaced: payloadOf(blackjack, event('BetPlaced', { seat, box, amount: NonNegativeCents })),
  BlackjackHyperBetPlaced: payloadOf(
    blackjack,
    event('HyperBetPlaced', { seat, result: z.enum(HYPER_RESULTS), amount: NonNegativeCents }),
  ),
  BlackjackBetsWithdrawn: payloadOf(blackjack, event('BetsWithdrawn', { seat })),
  BlackjackHandsDealt: payloadOf(
    blackjack,
    event('HandsDealt', {
      round: z.number().int(),
      boxes: z.array(z.looseObject({ box, cards: z.tuple([card, card]) })),
      dealerUp: card,
    }),
  ),
  BlackjackInsuranceTaken: payloadOf(blackjack, event('InsuranceTaken', { box, amount: NonNegativeCents })),
  BlackjackInsuranceClosed: payloadOf(blackjack, event('InsuranceClosed', {})),
  BlackjackPlayerActed: payloadOf(
    blackjack,
    event('PlayerActed', {
      box,
      hand: z.number().int().min(0),
      action: z.enum(['hit', 'stand', 'double', 'split', 'surrender']),
      cards,
      timedOut: z.boolean(),
    }),
  ),
  BlackjackDealerPlayed: payloadOf(blackjack, event('DealerPlayed', { cards })),
  BlackjackRoundSettled: payloadOf(
    blackjack,
    event('RoundSettled', {
      round: z.number().int(),
      settlements: z.array(
        z.looseObject({
          seat,
          item: z.discriminatedUnion('kind', [
            z.looseObject({ kind: z.literal('hand'), box, hand: z.number().int().min(0) }),
            z.looseObject({ kind: z.literal('insurance'), box }),
            z.looseObject({ kind: z.literal('hyper'), result: z.enum(HYPER_RESULTS) }),
          ]),
          stake: NonNegativeCents,
          returned: NonNegativeCents,
          outcome: z.enum(['blackjack', 'won', 'push', 'lost', 'surrendered']),
        }),
      ),
    }),
  ),
  BlackjackCutCardReached: payloadOf(blackjack, event('CutCardReached', {})),
  BlackjackShoeExhausted: payloadOf(blackjack, event('ShoeExhausted', {})),
} as const satisfies Record<`Blackjack${BlackjackEvent['type']}`, z.ZodType>;

const pbSpot = z.enum(['punto', 'banco', 'egalite']);

/** Every punto banco event's kind with its payload schema; `satisfies` keeps one per engine event. */
export const puntoBancoEntries = {
  PuntoBancoShoeShuffled: payloadOf(puntoBanco, event('ShoeShuffled', shuffle)),
  PuntoBancoBetPlaced: payloadOf(
    puntoBanco,
    event('BetPlaced', { seat, spot: pbSpot, amount: NonNegativeCents }),
  ),
  PuntoBancoBetsWithdrawn: payloadOf(puntoBanco, event('BetsWithdrawn', { seat })),
  PuntoBancoCoupDealt: payloadOf(
    puntoBanco,
    event('CoupDealt', {
      no: z.number().int(),
      cards,
      coup: z.looseObject({
        punto: cards,
        banco: cards,
        puntoTotal: z.number().int(),
        bancoTotal: z.number().int(),
        winner: pbSpot,
      }),
    }),
  ),
  PuntoBancoCoupSettled: payloadOf(
    puntoBanco,
    event('CoupSettled', {
      no: z.number().int(),
      settlements: z.array(
        z.looseObject({
          seat,
          spot: pbSpot,
          stake: NonNegativeCents,
          outcome: z.enum(['won', 'lost', 'push']),
          returned: NonNegativeCents,
          commission: NonNegativeCents,
        }),
      ),
    }),
  ),
  PuntoBancoCutCardReached: payloadOf(puntoBanco, event('CutCardReached', {})),
} as const satisfies Record<`PuntoBanco${PuntoBancoEvent['type']}`, z.ZodType>;

const terminalId = z.string().min(1);
/** Absent in entries written before players logged in at card tables. */
const playerId = z.string().nullable().exactOptional();

/** Every hub fact of a card table (either game) with its payload schema. */
export const cardFactEntries = {
  CardSeatTaken: payloadOf(
    anyCardGame,
    fact('SeatTaken', { seat, terminalId, playerId, playerName: z.string().nullable() }),
  ),
  CardSeatLeft: payloadOf(anyCardGame, fact('SeatLeft', { seat, terminalId })),
  CardMinimumChosen: payloadOf(
    anyCardGame,
    fact('MinimumChosen', { seat, minimum: NonNegativeCents.nullable() }),
  ),
  CardAbsenceRaised: payloadOf(
    anyCardGame,
    fact('AbsenceRaised', { seat, terminalId, lastSeenAt: z.number() }),
  ),
  CardAwayDeclared: payloadOf(anyCardGame, fact('AwayDeclared', { seat, terminalId })),
  CardAbsenceEnded: payloadOf(anyCardGame, fact('AbsenceEnded', { seat, terminalId })),
  CardPlayerSuspended: payloadOf(
    anyCardGame,
    fact('PlayerSuspended', {
      seat,
      terminalId,
      playerId,
      playerName: z.string().nullable(),
      amount: NonNegativeCents,
      consignedAt: z.string(),
      by: z.string(),
    }),
  ),
  CardConsignmentClaimed: payloadOf(
    anyCardGame,
    fact('ConsignmentClaimed', {
      consignmentId: z.number().int(),
      seat,
      amount: NonNegativeCents,
      terminalId,
      by: z.string(),
    }),
  ),
  CardHandVoided: payloadOf(
    anyCardGame,
    fact('HandVoided', {
      reason: z.string(),
      refunds: z.array(z.looseObject({ seat, amount: NonNegativeCents })),
    }),
  ),
} as const satisfies Record<`Card${CardFact['type']}`, z.ZodType>;

/** A card entry's payload as the replay reads it, for a game of events E. */
export interface CardPayload<E> {
  readonly tableId: string;
  readonly game: 'blackjack' | 'puntoBanco';
  readonly card: CardEntry<E>;
  readonly playerId?: string;
  readonly players?: readonly { readonly seat: number; readonly playerId: string }[];
  readonly transfers: readonly {
    readonly from: AccountName;
    readonly to: AccountName;
    readonly amount: number;
  }[];
  readonly settledHand?: number;
}

/** The kinds of one card game's table (its events' and every card table's facts) with their schemas. */
export type CardEntrySchemas<E> = Readonly<Record<string, z.ZodType<CardPayload<E>>>>;

/** A blackjack table's kinds. */
export const blackjackTableEntries: CardEntrySchemas<BlackjackEvent> = {
  ...blackjackEntries,
  ...cardFactEntries,
};
/** A punto banco table's kinds. */
export const puntoBancoTableEntries: CardEntrySchemas<PuntoBancoEvent> = {
  ...puntoBancoEntries,
  ...cardFactEntries,
};

/**
 * Appends a card table's entry of `kind` (`cardJournal.ts` names it from the entry) inside the
 * caller's transaction; its payload is a `CardPayload` of the game's events, its bytes are
 * `appendJournal`'s. The game's `entries` has a schema for every kind it writes (checked by
 * `satisfies` above and by the catalogue's test).
 */
export function appendCardEntry<E>(
  db: DatabaseSync,
  at: string,
  kind: string,
  actor: string,
  payload: CardPayload<E>,
): number {
  return appendJournal(db, at, kind, actor, payload);
}
