// The hand history (history.ts, issue 4): one hand's events cut out of a table's log, and one
// readable line per event for the staff console and the game recall. Events are written out by
// hand; every expected line is worked out from them (amounts in French euros: 6,00 €).
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { evaluate } from '../../poker/evaluator.ts';
import { formatHistory, handEvents } from '../history.ts';
import type { BetAction, HoldemEvent } from '../state.ts';
import { run, table } from './helpers.ts';

const c = cents;
const pair = (names: string): readonly [number, number] => parseCards(names) as [number, number];

const started = (no: number): HoldemEvent => ({
  type: 'HandStarted',
  at: no * 100,
  no,
  button: 1,
  smallBlindSeat: 3,
  bigBlindSeat: 7,
  holes: [],
});
const ended = (no: number): HoldemEvent => ({ type: 'HandEnded', at: no * 100 + 99, no });
const posted = (seat: number, blind: 'ante' | 'small' | 'big', amount: number): HoldemEvent => ({
  type: 'Posted',
  at: 1,
  seat,
  blind,
  amount: c(amount),
});
type Acted = Extract<HoldemEvent, { type: 'Acted' }>;
const seated: HoldemEvent = { type: 'PlayerSeated', at: 0, seat: 9, player: 'p9', cave: c(4_000) };

describe("hold'em hand history: one hand's events out of the table's log", () => {
  // Hands 1, 2 and 3, with a player sitting down between hands 1 and 2.
  const h1 = [started(1), posted(3, 'small', 100), ended(1)];
  const h2 = [started(2), posted(7, 'small', 100), posted(1, 'big', 200), ended(2)];
  const h3 = [started(3), posted(1, 'small', 100), ended(3)];
  const log = [...h1, seated, ...h2, ...h3];

  it('hand n among several: from its HandStarted to its HandEnded, nothing before or after', () => {
    expect(handEvents(log, 1)).toEqual(h1);
    expect(handEvents(log, 2)).toEqual(h2);
    expect(handEvents(log, 3)).toEqual(h3);
  });

  it('a hand still being played (no HandEnded yet) runs to the end of the log', () => {
    const open = [started(4), posted(3, 'small', 100)];
    expect(handEvents([...log, ...open], 4)).toEqual(open);
    expect(handEvents([...h1, started(2), posted(7, 'small', 100)], 2)).toEqual([
      started(2),
      posted(7, 'small', 100),
    ]);
  });

  it('an unknown hand has no events, nor does a hand whose start is not in the log', () => {
    expect(handEvents(log, 9)).toEqual([]);
    expect(handEvents([], 1)).toEqual([]);
    expect(handEvents(h1, 2)).toEqual([]);
    expect(handEvents([started(4), posted(3, 'small', 100)], 9)).toEqual([]);
    // The log begins in the middle of hand 2: its HandEnded is there, its HandStarted is not.
    expect(handEvents([posted(1, 'big', 200), ended(2), ...h3], 2)).toEqual([]);
  });

  it('a real table log: the second hand is exactly the events its StartHand and actions produced', () => {
    const t = table({ 1: 10_000, 2: 10_000, 3: 10_000 });
    const foldAround = (first: number, second: number) =>
      [
        { type: 'StartHand' },
        { type: 'Act', seat: first, action: { kind: 'fold' } },
        { type: 'Act', seat: second, action: { kind: 'fold' } },
      ] as const;
    const one = run(t, [...foldAround(1, 2)]);
    const two = run(one.state, [...foldAround(2, 3)]);
    const three = run(two.state, [...foldAround(3, 1)]);
    const all = [...one.events, ...two.events, ...three.events];
    expect(handEvents(all, 2)).toEqual(two.events);
    expect(two.events[0]).toMatchObject({ type: 'HandStarted', no: 2 });
    expect(two.events.at(-1)).toMatchObject({ type: 'HandEnded', no: 2 });
  });
});

describe("hold'em hand history: the readable lines", () => {
  it('writes every line of a hand played to the showdown', () => {
    // 1/2 € with a 0,25 € ante. Alice (1, button) raises, Bruno (3) times out and folds, Dan (7)
    // calls; on the flop Dan checks, Alice moves all in for 193,75 €, Dan calls his last 93,75 €:
    // 100 € of Alice's bet is uncalled. Dan's three queens beat Alice's pair of aces.
    // Pot: 3 × 0,25 + 1 (Bruno's blind) + 2 × 100 = 201,25 €, rake 4 % = 8,05 €, Dan 193,20 €.
    const board = 'Ah 7d 2c';
    const events: HoldemEvent[] = [
      {
        type: 'HandStarted',
        at: 1_000,
        no: 2,
        button: 1,
        smallBlindSeat: 3,
        bigBlindSeat: 7,
        holes: [
          { seat: 1, cards: pair('As Kd') },
          { seat: 3, cards: pair('7c 2d') },
          { seat: 7, cards: pair('Qh Qs') },
        ],
      },
      posted(1, 'ante', 25),
      posted(3, 'ante', 25),
      posted(7, 'ante', 25),
      posted(3, 'small', 100),
      posted(7, 'big', 200),
      acted(1, 'raise', 600, 600),
      { ...acted(3, 'fold', 0, 100), timedOut: true },
      acted(7, 'call', 400, 600),
      { type: 'StreetDealt', at: 2_000, street: 'flop', cards: parseCards(board) },
      acted(7, 'check', 0, 0),
      { ...acted(1, 'allIn', 19_375, 19_375), allIn: true, fullRaise: true },
      { ...acted(7, 'call', 9_375, 9_375), allIn: true },
      { type: 'UncalledBetReturned', at: 3_000, seat: 1, amount: c(10_000) },
      { type: 'StreetDealt', at: 3_000, street: 'turn', cards: parseCards('Jc') },
      { type: 'StreetDealt', at: 3_000, street: 'river', cards: parseCards('Qd') },
      {
        type: 'HandsShown',
        at: 3_000,
        order: [1, 7],
        hands: [
          { seat: 1, cards: pair('As Kd'), value: evaluate(parseCards(`As Kd ${board} Jc Qd`)) },
          { seat: 7, cards: pair('Qh Qs'), value: evaluate(parseCards(`Qh Qs ${board} Jc Qd`)) },
        ],
      },
      {
        type: 'PotAwarded',
        at: 3_000,
        pot: 0,
        amount: c(20_125),
        eligible: [1, 7],
        winners: [{ seat: 7, amount: c(19_320) }],
        rake: { serial: 12, table: 'T1', at: 3_000, hand: 2, pot: 0, amount: c(20_125), rake: c(805) },
      },
      { type: 'HandEnded', at: 3_000, no: 2 },
    ];
    expect(formatHistory(events)).toEqual([
      'Main n° 2 — bouton siège 1, petite blinde 3, grosse blinde 7',
      '  siège 1 reçoit As Kd',
      '  siège 3 reçoit 7c 2d',
      '  siège 7 reçoit Qh Qs',
      '  siège 1 poste ante 0,25 €',
      '  siège 3 poste ante 0,25 €',
      '  siège 7 poste ante 0,25 €',
      '  siège 3 poste small 1,00 €',
      '  siège 7 poste big 2,00 €',
      '  siège 1 raise 6,00 € (total 6,00 €)',
      '  siège 3 fold (temps écoulé)',
      '  siège 7 call 4,00 € (total 6,00 €)',
      'flop: Ah 7d 2c',
      '  siège 7 check',
      '  siège 1 allIn 193,75 € (total 193,75 €) tapis',
      '  siège 7 call 93,75 € (total 93,75 €) tapis',
      '  mise non suivie rendue au siège 1: 100,00 €',
      'turn: Jc',
      'river: Qd',
      '  abattage siège 1: As Kd (pair)',
      '  abattage siège 7: Qh Qs (three-of-a-kind)',
      'pot 0 201,25 €, retenue 8,05 € (n° 12) → siège 7 193,20 €',
      'fin de la main n° 2',
    ]);
  });

  it('a split pot names every winner in order, with their share', () => {
    // A 10,01 € side pot split between seats 9 and 2, button on 8: rake 0,40 €, 9,61 € left,
    // the odd cent to seat 9, first clockwise from the button.
    const split: HoldemEvent = {
      type: 'PotAwarded',
      at: 5_000,
      pot: 1,
      amount: c(1_001),
      eligible: [2, 9],
      winners: [
        { seat: 9, amount: c(481) },
        { seat: 2, amount: c(480) },
      ],
      rake: { serial: 40, table: 'T1', at: 5_000, hand: 7, pot: 1, amount: c(1_001), rake: c(40) },
    };
    expect(formatHistory([split])).toEqual([
      'pot 1 10,01 €, retenue 0,40 € (n° 40) → siège 9 4,81 €, siège 2 4,80 €',
    ]);
  });

  it('amounts are grouped by thousands, and events outside the hand write no line', () => {
    const events: HoldemEvent[] = [
      seated,
      { type: 'SatOut', at: 1, seat: 9 },
      acted(4, 'bet', 1_234_500, 1_234_500),
      { type: 'Recaved', at: 2, seat: 4, amount: c(500) },
    ];
    expect(formatHistory(events)).toEqual(['  siège 4 bet 12\u202f345,00 € (total 12\u202f345,00 €)']);
  });
});

/** An `Acted` event: no all-in, no full raise, no timeout unless spread over. */
function acted(seat: number, action: BetAction['kind'], amount: number, to: number): Acted {
  return {
    type: 'Acted',
    at: 1_500,
    seat,
    action,
    amount: c(amount),
    to: c(to),
    allIn: false,
    fullRaise: false,
    timedOut: false,
  };
}
