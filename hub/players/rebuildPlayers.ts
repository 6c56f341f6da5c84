// The hold'em room's projections rebuilt from the journal and compared with what is stored
// (hub/store/integrity.ts): players (PlayerRegistered, PinProgrammed), cards (CardIssued,
// CardRevoked, PinFailed, CardLocked, CardUnlocked, PlayerLoggedIn, PlayerLoggedOut), cave
// limits (CaveLimitsSet), waiting lists (WaitingListJoined, WaitingListCalled,
// WaitingListSkipped, SeatAssigned) and seats (SeatAssigned, SeatFreed). The PIN and token
// hashes are not in the journal: only whether a PIN was programmed is compared.
import type { DatabaseSync } from 'node:sqlite';
import {
  type Fact,
  type ProjectionFold,
  diffMaps,
  foldFacts,
  num,
  obj,
  str,
} from '../store/rebuild/journalFacts.ts';

type Rows = Map<string, unknown[]>;

function stored(
  db: DatabaseSync,
  sql: string,
  key: (r: Record<string, unknown>) => string,
): Map<string, string> {
  const rows = db.prepare(sql).all() as Record<string, unknown>[];
  return new Map(rows.map((r) => [key(r), JSON.stringify(Object.values(r))]));
}

const json = (m: Rows) => new Map([...m].map(([k, v]) => [k, JSON.stringify(v)]));

/** Stored hold'em room rows that differ from what the journal says, one line each. */
export function playerMismatches(db: DatabaseSync, facts: Iterable<Fact>): string[] {
  return foldFacts(playerFold(db), facts);
}

/** The hold'em room's rebuild as a fold over the journal. */
export function playerFold(db: DatabaseSync): ProjectionFold {
  const players: Rows = new Map();
  const cards: Rows = new Map();
  const limits: Rows = new Map();
  const waiting: Rows = new Map();
  const seats: Rows = new Map();
  const card = (p: Fact['payload']) => cards.get(str(p, 'cardUid'));
  const step = (f: Fact): void => {
    const p = f.payload;
    const table = str(p, 'tableId');
    const player = str(p, 'playerId');
    switch (f.kind) {
      case 'PlayerRegistered': {
        const doc = obj(p, 'idDocument');
        players.set(player, [
          str(p, 'lastName'),
          str(p, 'firstName'),
          str(p, 'birthDate'),
          str(doc, 'type'),
          str(doc, 'number'),
          f.seq,
          0,
        ]);
        break;
      }
      case 'PinProgrammed': {
        const row = players.get(player);
        if (row !== undefined) row[6] = 1;
        break;
      }
      // [player, status, failed pins, locked, active terminal, issued seq]
      case 'CardIssued':
        cards.set(str(p, 'cardUid'), [player, 'active', 0, 0, null, f.seq]);
        break;
      case 'CardRevoked':
        card(p)?.splice(1, 1, 'revoked');
        card(p)?.splice(4, 1, null);
        break;
      case 'PinFailed':
        card(p)?.splice(2, 1, num(p, 'attempts'));
        break;
      case 'CardLocked':
        card(p)?.splice(3, 1, 1);
        break;
      case 'CardUnlocked':
        card(p)?.splice(2, 2, 0, 0);
        break;
      case 'PlayerLoggedIn':
        // A login by the card alone (`pin: false`, issue 12 §3) proves no PIN: the count stays.
        if (p?.['pin'] !== false) card(p)?.splice(2, 1, 0);
        card(p)?.splice(4, 1, str(p, 'terminalId'));
        break;
      case 'PlayerLoggedOut':
        card(p)?.splice(4, 1, null);
        break;
      case 'CaveLimitsSet':
        limits.set(table, [p?.['minimum'] ?? null, p?.['maximum'] ?? null, f.seq]);
        break;
      case 'WaitingListJoined':
        waiting.set(`${table}/${player}`, [f.seq, 'waiting']);
        break;
      case 'WaitingListCalled':
        waiting.get(`${table}/${player}`)?.splice(1, 1, 'called');
        break;
      case 'WaitingListSkipped':
        waiting.delete(`${table}/${player}`);
        break;
      case 'SeatAssigned':
        waiting.delete(`${table}/${player}`);
        seats.set(`${table}/${num(p, 'seat')}`, [player]);
        break;
      case 'SeatFreed':
        seats.delete(`${table}/${num(p, 'seat')}`);
        break;
    }
  };
  return { step, finish: () => compare(db, { players, cards, limits, waiting, seats }) };
}

/** The rebuilt rows against the stored ones. */
function compare(
  db: DatabaseSync,
  {
    players,
    cards,
    limits,
    waiting,
    seats,
  }: Record<'players' | 'cards' | 'limits' | 'waiting' | 'seats', Rows>,
): string[] {
  return [
    ...diffMaps(
      'player',
      stored(
        db,
        `SELECT player_id, last_name, first_name, birth_date, id_document_type, id_document_number,
           registered_seq, pin_hash IS NOT NULL AS pin_set FROM players`,
        (r) => String(r['player_id']),
      ),
      new Map([...players].map(([k, v]) => [k, JSON.stringify([k, ...v])])),
    ),
    ...diffMaps(
      'card',
      stored(
        db,
        'SELECT player_id, status, failed_pins, locked, active_terminal, issued_seq, card_uid FROM player_cards',
        (r) => String(r['card_uid']),
      ),
      new Map([...cards].map(([k, v]) => [k, JSON.stringify([...v, k])])),
    ),
    ...diffMaps(
      'cave limits',
      stored(db, 'SELECT minimum, maximum, set_seq, table_id FROM cave_limits', (r) => String(r['table_id'])),
      new Map([...limits].map(([k, v]) => [k, JSON.stringify([...v, k])])),
    ),
    ...diffMaps(
      'waiting list entry',
      stored(db, "SELECT joined_seq, state, table_id || '/' || player_id AS k FROM waiting_list", (r) =>
        String(r['k']),
      ),
      new Map([...waiting].map(([k, v]) => [k, JSON.stringify([...v, k])])),
    ),
    ...diffMaps(
      'seat',
      stored(db, "SELECT player_id, table_id || '/' || seat AS k FROM seats", (r) => String(r['k'])),
      json(new Map([...seats].map(([k, v]) => [k, [...v, k]]))),
    ),
  ];
}
