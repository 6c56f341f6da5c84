// One payload of every catalogued kind, as its writer builds it: typed by the catalogue, so a kind
// added without a sample does not compile (catalogue.test.ts runs through all of them).
import type { EntryInput, EntryKind } from '../catalogue.ts';

const T = 'holdem-1';
const HAND = 'holdem-1#3';
const rake = { serial: 2, table: T, at: 1_000, hand: 3, pot: 0, amount: 1_200, rake: 48 };
const options = {
  tableId: T,
  seats: 10,
  structure: 'noLimit',
  smallBlind: 100,
  bigBlind: 200,
  ante: 0,
  minRaise: 'increment',
  raiseCap: 4,
  rakeBasisPoints: 400,
  rakeUnit: 1,
  caveMinimum: 4_000,
  recaveMaximum: 40_000,
  turnMs: 30_000,
} as const;

/** A payload of each kind. */
export const SAMPLES: { readonly [K in EntryKind]: EntryInput<K> } = {
  HoldemPlayerSeated: {
    tableId: T,
    handId: null,
    event: { type: 'PlayerSeated', at: 1_000, seat: 1, player: 'P000001', cave: 10_000 },
    playerId: 'P000001',
    terminalId: 'T1',
  },
  HoldemPlayerLeft: {
    tableId: T,
    handId: null,
    event: { type: 'PlayerLeft', at: 1_000, seat: 1, stack: 9_500 },
    playerId: 'P000001',
  },
  HoldemRecaved: {
    tableId: T,
    handId: null,
    event: { type: 'Recaved', at: 1_000, seat: 1, amount: 4_000 },
    playerId: 'P000001',
  },
  HoldemSatOut: { tableId: T, handId: HAND, event: { type: 'SatOut', at: 1_000, seat: 2 } },
  HoldemSatIn: { tableId: T, handId: null, event: { type: 'SatIn', at: 1_000, seat: 2 } },
  HoldemHandStarted: {
    tableId: T,
    handId: HAND,
    event: {
      type: 'HandStarted',
      at: 1_000,
      no: 3,
      button: 1,
      smallBlindSeat: 2,
      bigBlindSeat: 3,
      holes: [
        { seat: 2, cards: [0, 51] },
        { seat: 3, cards: [12, 13] },
      ],
    },
  },
  HoldemPosted: {
    tableId: T,
    handId: HAND,
    event: { type: 'Posted', at: 1_000, seat: 2, blind: 'small', amount: 100 },
    playerId: 'P000002',
  },
  HoldemActed: {
    tableId: T,
    handId: HAND,
    event: {
      type: 'Acted',
      at: 1_000,
      seat: 3,
      action: 'raise',
      amount: 600,
      to: 600,
      allIn: false,
      fullRaise: true,
      timedOut: false,
    },
    playerId: 'P000003',
  },
  HoldemStreetDealt: {
    tableId: T,
    handId: HAND,
    event: { type: 'StreetDealt', at: 1_000, street: 'flop', cards: [4, 8, 30] },
  },
  HoldemUncalledBetReturned: {
    tableId: T,
    handId: HAND,
    event: { type: 'UncalledBetReturned', at: 1_000, seat: 3, amount: 400 },
    playerId: 'P000003',
  },
  HoldemHandsShown: {
    tableId: T,
    handId: HAND,
    event: {
      type: 'HandsShown',
      at: 1_000,
      order: [3, 2],
      hands: [
        { seat: 3, cards: [12, 13], value: 123_456 },
        { seat: 2, cards: [0, 51], value: 65_432 },
      ],
    },
  },
  HoldemPotAwarded: {
    tableId: T,
    handId: HAND,
    event: {
      type: 'PotAwarded',
      at: 1_000,
      pot: 0,
      amount: 1_200,
      eligible: [2, 3],
      winners: [{ seat: 3, amount: 1_152 }],
      rake,
    },
    winners: [{ seat: 3, playerId: 'P000003', amount: 1_152 }],
  },
  HoldemHandEnded: { tableId: T, handId: HAND, event: { type: 'HandEnded', at: 1_000, no: 3 } },
  HoldemPartieStarted: {
    tableId: T,
    partie: 1,
    caveMinimum: 4_000,
    smallBlind: 100,
    bigBlind: 200,
    ante: 0,
    options,
  },
  HoldemPartieEnded: { tableId: T, partie: 1, pots: 12, rake: 576 },
  HoldemHandVoided: {
    tableId: T,
    handId: HAND,
    reason: 'device fault',
    refunds: [{ seat: 2, playerId: 'P000002', amount: 100 }],
  },
  PotRaked: { tableId: T, handId: HAND, serial: 2, pot: 1_200, rake: 48 },
  OrphanRecorded: {
    tableId: 'BJ1',
    seat: 3,
    playerId: null,
    playerName: null,
    amount: 3_000,
    reason: 'unclaimed at session end',
    consignedAt: '2026-12-02T10:00:00.000Z',
  },
  Modele7Certified: {
    tableId: T,
    day: '2026-12-02',
    role: 'comite',
    certifiedBy: 'bruno',
    pots: 12,
    potTotal: 14_400,
    rakeTotal: 576,
    contentHash: 'a'.repeat(64),
  },
};
