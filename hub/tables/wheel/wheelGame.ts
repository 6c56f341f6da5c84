// What one wheel game plugs into the hub's generic table (hub/tables/wheel/wheelTable.ts): its rules
// (games/), its options as configured, its wire spots, its simulated device and its snapshot.
// Roulette, boule, vingt-trois and the wheel of fortune each give one (issue 5).
import type { Cents } from '../../../games/money.ts';
import type { Rng } from '../../../games/rng.ts';
import type { Direction, WheelRules } from '../../../games/wheelRound/types.ts';
import type { AnnonceWire } from '../../../protocol/roulette.ts';
import type { RoundPhase, StationJackpot, StationSnapshot } from '../../../protocol/stationSnapshot.ts';
import type { WheelGameName } from '../../../protocol/wheelGames.ts';
import type { Clock } from '../../clock.ts';
import type { WheelDevice } from '../../devices/device.ts';
import type { WheelSchemas } from '../../entries/wheelEntries.ts';
import type { PlacedBet, PocketOutcome } from './wheelTypes.ts';

/** What every wheel table's configuration has, whatever its game. */
export interface WheelTableConfig {
  /** The game; absent means roulette (the configurations written before the other games). */
  readonly game?: WheelGameName;
  /** Stable id, e.g. "boule-1". */
  readonly tableId: string;
  /** Name shown to players and staff. */
  readonly tableName: string;
  /** Table minimum stake. */
  readonly minimum: Cents;
  /** "Faites vos jeux" → "rien ne va plus" (the simulated device's timer). */
  readonly bettingMs: number;
  /** "Rien ne va plus" → the result. */
  readonly spinMs: number;
  /** Time the result stays on screen before the next "faites vos jeux". */
  readonly resultMs: number;
  /**
   * Who launches: an automatic device ('automatic': the comité member puts the stations in service
   * and announces the three last, seed 000) or a croupier ('croupier': a roulette cylinder, the
   * boule / vingt-trois apparatus, a wheel of fortune in Live mode).
   */
  readonly launcher: 'automatic' | 'croupier';
}

/** The game-independent part of a station's snapshot; the game adds its limits and reads its result. */
export interface CommonSnapshot {
  readonly tableId: string;
  readonly tableName: string;
  readonly session: 'open' | 'closed';
  readonly lastRoundsRemaining: number | null;
  readonly hubTime: number;
  readonly round: {
    readonly roundId: number;
    readonly phase: RoundPhase;
    readonly closesAt: number | null;
    /** The stored pocket and direction once the result is recorded. */
    readonly result: { readonly pocket: number; readonly direction: Direction } | null;
  } | null;
  readonly credit: Cents;
  readonly bets: readonly { readonly betId: string; readonly spot: unknown; readonly stake: Cents }[];
  readonly lastResults: readonly { readonly roundId: number; readonly pocket: number }[];
  readonly lastSettlement: {
    readonly roundId: number;
    readonly pocket: number;
    readonly staked: Cents;
    readonly returned: Cents;
  } | null;
  /** The bonus-number jackpot (roulette, RULES.md A.2), set by the table; null without one. */
  readonly jackpot?: StationJackpot | null;
}

/** One wheel game as the hub's table runs it. */
export interface WheelGame<S, B, O extends PocketOutcome, P> {
  /** The game's name on the wire. */
  readonly name: WheelGameName;
  /** The decider's rules; every outcome they draw carries its stored `pocket`. */
  readonly rules: WheelRules<S, B, O, P>;
  /** The decider options the configuration gives. */
  readonly options: P;
  /** Its round entries' schemas, which the table's replay reads them with (hub/entries/wheelParts.ts). */
  readonly entries: WheelSchemas<S, B, O>;
  /** The table's own reading of a wire spot; null for another game's spot or an impossible one. */
  parseSpot(wire: unknown): S | null;
  /** The decider bet of a chip on one spot. */
  betOf(spot: S): B;
  /** An annonce as a bet, for the games that have annonces (roulette); null elsewhere. */
  annonceOf(annonce: AnnonceWire): B | null;
  /** The annonce (or random combination) a placed bet is, for the racetrack; null for a chip on a spot. */
  annonceWire(bet: B): AnnonceWire | null;
  /** The name the game's limit check gives a spot (for STAKE_ABOVE_MAXIMUM's alreadyStaked). */
  spotKey(spot: S): string;
  /** The bets that put a placed bet's chips on the layout again (repeat, double), at their units. */
  rebet(placed: PlacedBet<S>): { bet: B; unit: Cents }[];
  /** The largest maximum of any spot: a player's chosen minimum above it could stake nowhere. */
  readonly largestMaximum: Cents;
  /** The table's simulated outcome device (hub/devices, docs/devices.md). */
  device(clock: Clock, rng: Rng): WheelDevice<O>;
  /** The outcome a croupier's manual entry of `pocket` stands for, or null without manual mode. */
  manualOutcome(pocket: number): O | null;
  /** The station's snapshot: the common part with the game's limits, spots and result. */
  snapshot(common: CommonSnapshot, outcome: O | null): StationSnapshot;
}

/** The chips of a placed bet one by one, as single-spot bets (the games whose bet is its spot). */
export function rebetChips<S>(placed: PlacedBet<S>): { bet: S; unit: Cents }[] {
  return placed.chips.map((c) => ({ bet: c.spot, unit: c.stake }));
}

/** `rules` whose drawn outcomes carry `pocket` (the number the hub stores for the round). */
export function withPocket<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  pocketOf: (outcome: O) => number,
): WheelRules<S, B, O & PocketOutcome, P> {
  return {
    ...rules,
    draw(options, rng) {
      const outcome = rules.draw(options, rng);
      return { ...outcome, pocket: pocketOf(outcome) };
    },
  };
}

/** Reads a wire value with a zod-like schema: the parsed spot, or null. */
export function parsedOrNull<S>(schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }) {
  return (wire: unknown): S | null => {
    const r = schema.safeParse(wire);
    return r.success ? (r.data as S) : null;
  };
}
