// A hold'em table's memory at start: its journaled facts replayed in order through the live
// path's own `applyFact` (STYLE.md: replay from the first event reproduces the live state), from
// its checkpoint when one holds (hub/store/checkpointedReplay.ts, docs/journal.md).
import type { DatabaseSync } from 'node:sqlite';
import type { HoldemEvent } from '../../../games/holdem/state.ts';
import type { Cents } from '../../../games/money.ts';
import { POT_RAKED } from '../../registers/entryKinds.ts';
import { replayFromCheckpoint } from '../../store/checkpointedReplay.ts';
import { gamingDayOf } from '../../registers/gamingDay.ts';
import type { HoldemTableConfig } from './holdemConfig.ts';
import {
  type HoldemFact,
  type HoldemMemory,
  type PartieSettings,
  applyFact,
  emptyMemory,
} from './holdemMemory.ts';

/** The engine event types journaled as `Holdem<type>` (holdemJournal.ts `journalKind`). */
// Exhaustive: a new engine event type does not compile until it is listed here.
const ENGINE_EVENTS: Readonly<Record<HoldemEvent['type'], true>> = {
  PlayerSeated: true,
  PlayerLeft: true,
  Recaved: true,
  SatOut: true,
  SatIn: true,
  HandStarted: true,
  Posted: true,
  Acted: true,
  StreetDealt: true,
  UncalledBetReturned: true,
  HandsShown: true,
  PotAwarded: true,
  HandEnded: true,
};

/** The fold input of one journal entry of the table, or null for an entry the fold ignores. */
export function factOf(
  kind: string,
  at: string,
  payload: Record<string, unknown>,
  config: HoldemTableConfig,
): HoldemFact | null {
  switch (kind) {
    case POT_RAKED:
      return {
        kind: 'potRaked',
        day: gamingDayOf(at, config.gamingDay),
        serial: payload['serial'] as number,
        rake: payload['rake'] as Cents,
      };
    case 'HoldemPartieStarted':
      return { kind: 'partieStarted', partie: payload['partie'] as number, settings: settingsOf(payload) };
    case 'HoldemPartieEnded':
      return { kind: 'partieEnded' };
    case 'HoldemHandVoided':
      return { kind: 'handVoided', refunds: payload['refunds'] as { seat: number; amount: Cents }[] };
    default: {
      const event = payload['event'] as HoldemEvent | undefined;
      const type = kind.slice('Holdem'.length) as HoldemEvent['type'];
      if (!kind.startsWith('Holdem') || !Object.hasOwn(ENGINE_EVENTS, type) || event?.type !== type)
        return null;
      const terminalId = payload['terminalId'];
      return typeof terminalId === 'string'
        ? { kind: 'engine', event, terminalId }
        : { kind: 'engine', event };
    }
  }
}

/** Replays every hold'em fact journaled for the table, from its checkpoint when one holds. */
export function replayHoldemTable(db: DatabaseSync, config: HoldemTableConfig): HoldemMemory {
  return replayFromCheckpoint<HoldemMemory>(db, {
    name: `holdem:${config.tableId}`,
    configuration: JSON.stringify([config.options, config.gamingDay]),
    tableId: config.tableId,
    empty: () => emptyMemory(config.options),
    fold(memory, { kind, at, payload }) {
      // The entries `kind = 'PotRaked' OR kind LIKE 'Holdem%'` read before (LIKE ignores ASCII case).
      if (kind !== POT_RAKED && !kind.toLowerCase().startsWith('holdem')) return memory;
      const fact = factOf(kind, at, JSON.parse(payload) as Record<string, unknown>, config);
      return fact === null ? memory : applyFact(memory, fact);
    },
  });
}

function settingsOf(p: Record<string, unknown>): PartieSettings {
  return {
    caveMinimum: p['caveMinimum'] as Cents,
    smallBlind: p['smallBlind'] as Cents,
    bigBlind: p['bigBlind'] as Cents,
    ante: p['ante'] as Cents,
  };
}
