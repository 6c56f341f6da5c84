// The one line of the station's recall that a view of the hub settles (RULES.md A.1: the last 10
// games of each station): a wheel snapshot's last settlement, or a card table's last hand (black
// jack) or coup (punto banco) with this station's settled lines. Only games this station staked
// on; only figures the hub sent (its settlement lines and the station's credit), never computed
// odds. Hold'em has no station credit (the stack is the player's): no line.
import { createHash } from 'node:crypto';
import { hyperResultOf } from '../../games/blackjack/settle.ts';
import { type Cents, ZERO, add } from '../../games/money.ts';
import { type StationView, wheelSnapshotOf } from '../../protocol/stationView.ts';
import type { StationGame } from '../../protocol/stationView.ts';

/** One game of the recall as a wheel table's snapshot reported its settlement. */
export interface WheelRecallLine {
  readonly game: StationGame;
  readonly roundId: number;
  readonly pocket: number;
  readonly staked: number;
  readonly returned: number;
  /** The station's credit in the first snapshot that carried this settlement. */
  readonly creditAfter: number;
}

/** One hand (black jack) or coup (punto banco) of the recall, as the card table's view settled it. */
export interface CardRecallLine {
  readonly game: 'blackjack' | 'puntoBanco';
  /** The hand's or coup's number as the table counts it (again from 1 at a new séance or shoe). */
  readonly gameNo: number;
  /** What the table dealt, in the words of the hub's own recall (hub/tables/cards/cardRecall.ts). */
  readonly outcome: string;
  readonly staked: number;
  readonly returned: number;
  /** The station's credit in the first view that carried this settlement. */
  readonly creditAfter: number;
}

/** A recall line and the key it is stored under, unique per game of one table. */
export interface KeyedRecallLine {
  /** The wheel's round id; for a card game (whose numbers start again) a digest of its settlement. */
  readonly key: number;
  readonly line: WheelRecallLine | CardRecallLine;
  /** False for a wheel round: its round id is unique, a repeat only rewrites the same figures. */
  readonly cardGame: boolean;
}

const SPOT_LABELS: Readonly<Record<string, string>> = { punto: 'punto', banco: 'banco', egalite: 'égalité' };
const HYPER_LABELS: Readonly<Record<string, string>> = { blackjack: 'black jack', bust: 'plus de 21' };

/** A stable 48-bit key of a card game's settlement: the same `last` gives the same key after a restart. */
function digestKey(last: unknown): number {
  return createHash('sha256').update(JSON.stringify(last)).digest().readUIntBE(0, 6);
}

/** The recall line `view` settles for this station, or null when it settles none it played. */
export function recallLineOf(view: StationView): KeyedRecallLine | null {
  const snapshot = wheelSnapshotOf(view);
  if (snapshot !== null && view.game !== null) {
    const settled = snapshot.lastSettlement ?? null;
    // Only games this station played: a round it sat out has nothing to recall.
    if (settled === null || settled.staked <= 0) return null;
    const line: WheelRecallLine = {
      game: view.game,
      roundId: settled.roundId,
      pocket: settled.pocket,
      staked: settled.staked,
      returned: settled.returned,
      creditAfter: snapshot.credit,
    };
    return { key: settled.roundId, line, cardGame: false };
  }
  if (view.game !== 'blackjack' && view.game !== 'puntoBanco') return null;
  const card = view.hub.game;
  if (card.game === 'blackjack') {
    const last = card.last;
    if (last === null) return null;
    const result = hyperResultOf(last.dealer);
    return cardLine(view.hub, last, 'blackjack', last.round, `banque ${HYPER_LABELS[result] ?? result}`);
  }
  const last = card.last;
  if (last === null) return null;
  const winner = SPOT_LABELS[last.winner] ?? last.winner;
  const outcome = `punto ${last.puntoTotal}, banco ${last.bancoTotal} : ${winner}`;
  return cardLine(view.hub, last, 'puntoBanco', last.no, outcome);
}

/** A card game's line from its settlement `last` (this station's own lines: the hub filters them). */
function cardLine(
  hub: { readonly tableId: string; readonly credit: number },
  last: { readonly settlements: readonly { readonly stake: Cents; readonly returned: Cents }[] },
  game: CardRecallLine['game'],
  gameNo: number,
  outcome: string,
): KeyedRecallLine | null {
  // No settled line of its own: the station did not play this game (or it is dealt, not yet settled).
  if (last.settlements.length === 0) return null;
  const line: CardRecallLine = {
    game,
    gameNo,
    outcome,
    staked: last.settlements.reduce((t, s) => add(t, s.stake), ZERO),
    returned: last.settlements.reduce((t, s) => add(t, s.returned), ZERO),
    creditAfter: hub.credit,
  };
  return { key: digestKey({ tableId: hub.tableId, last }), line, cardGame: true };
}
