// The basic strategy applied to a hand in play (simulate.ts, the property tests): the chart of
// the table's options (basicStrategy.ts, two-card moves chosen in expectation.ts), with a
// fallback to hitting or standing when a move is not open on that hand.
import { type Card, blackjackValue } from '../cards/card.ts';
import { type Chart, type Move, handKey } from './basicStrategy.ts';
import { totalOf } from './hand.ts';
import type { Role } from './payoffs.ts';
import type { PlayerAction } from './state.ts';

/** What the player may do on the hand in turn. */
export interface Allowed {
  readonly double: boolean;
  readonly split: boolean;
  readonly surrender: boolean;
}

/** The hand in turn: its cards and whether a split made it. */
export interface HandInTurn {
  readonly cards: readonly Card[];
  readonly fromSplit: boolean;
}

/** The chart's action for `hand` against `upCard`; `role` is `other` for a box's further split hands. */
export function basicStrategy(
  chart: Chart,
  hand: HandInTurn,
  upCard: Card,
  allowed: Allowed,
  role: Role = 'first',
): PlayerAction {
  const up = blackjackValue(upCard);
  const [a, b] = hand.cards;
  const two = hand.cards.length === 2 && a !== undefined && b !== undefined;
  if (two && allowed.split && blackjackValue(a) === blackjackValue(b) && chart.pairs[up]?.[blackjackValue(a)])
    return 'split';
  const { total, soft } = totalOf(hand.cards);
  const key = handKey(total, soft);
  const table = chart.byRole[role];
  // The three-card table holds the better of hitting and standing: the fallback of a move not open.
  const later: Move = table.later[up]?.[key] ?? 'stand';
  if (!two) return later;
  const move = (hand.fromSplit ? table.split : chart.byRole.first.first)[up]?.[key] ?? later;
  if ((move === 'double' && !allowed.double) || (move === 'surrender' && !allowed.surrender)) return later;
  return move;
}

const LETTER: Readonly<Record<Move, string>> = { hit: 'T', stand: 'R', double: 'D', surrender: 'A' };
const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/** The two-card chart as text, one line per hand, the dealer's 2 … 10, A across. */
export function describeChart(chart: Chart): string[] {
  const first = chart.byRole.first.first;
  const row = (label: string, cell: (up: number) => string): string =>
    `${label.padEnd(10)}${UPS.map(cell).join(' ')}`;
  const lines = [
    'Stratégie de base (T tirer, R rester, D doubler, A abandonner, S séparer) ; croupier 2 3 4 5 6 7 8 9 10 A',
  ];
  for (let t = 5; t <= 20; t++) lines.push(row(`dur ${t}`, (up) => LETTER[first[up]?.[t] ?? 'stand']));
  for (let t = 13; t <= 20; t++)
    lines.push(row(`souple ${t}`, (up) => LETTER[first[up]?.[handKey(t, true)] ?? 'stand']));
  for (const v of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    const name = v === 1 ? 'A' : String(v);
    const unsplit = v === 1 ? handKey(12, true) : 2 * v;
    lines.push(
      row(`paire ${name}`, (up) => (chart.pairs[up]?.[v] ? 'S' : LETTER[first[up]?.[unsplit] ?? 'stand'])),
    );
  }
  return lines;
}
