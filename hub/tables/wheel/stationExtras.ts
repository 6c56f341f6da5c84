// The snapshot fields issue 11 added, computed from the table's memory and a station's
// preferences: the station's own (its minimum, favourites, share of the last settled round with
// "Gain" apart from the stakes returned) and the table's state as every station draws it.
import { type Cents, ZERO } from '../../../games/money.ts';
import type { LastVoided, ManualMode, TableStatus } from '../../../protocol/stationSnapshot.ts';
import type { Favourite } from '../../../protocol/wheelCommands.ts';
import type { DeviceFault } from '../../devices/device.ts';
import type { SeatGain, WheelMemory } from './wheelTypes.ts';
import { WHEEL_RESTART_REASON } from '../../registers/voidedOutcome.ts';
import type { StationPrefs } from './stationPrefs.ts';

/** What one station's snapshot adds for issue 11. */
export interface StationExtras {
  readonly playerMinimum: Cents;
  readonly favourites: Favourite[];
  readonly lastSettlement: ({ readonly roundId: number; readonly pocket: number } & SeatGain) | null;
  readonly lastVoided: LastVoided | null;
}

/** The reason of a void on the wire: the decider's own names, a restart, else a staff incident. */
function voidReason(reason: string): LastVoided['reason'] {
  if (reason === 'sameDirection' || reason === 'tooFewTurns' || reason === 'anomaly') return reason;
  // hub/tables/wheel/wheelTable.ts recover() and hub/tables/wheel/legacyRecovery.ts void with this reason.
  return reason === WHEEL_RESTART_REASON ? 'restart' : 'incident';
}

const NOTHING: SeatGain = { staked: ZERO, returned: ZERO, won: ZERO, stakeReturned: ZERO, jackpot: ZERO };

/** Station `terminalId`'s extras: zeros in `lastSettlement` when it did not play the latest settled round. */
export function stationExtras<S, P, O>(
  memory: WheelMemory<S, P, O>,
  prefs: StationPrefs,
  playerMinimum: Cents,
  terminalId: string,
): StationExtras {
  const settled = memory.settled;
  const seat = memory.seatOfTerminal.get(terminalId);
  const gain = seat === undefined ? NOTHING : (settled?.bySeat.get(seat) ?? NOTHING);
  return {
    playerMinimum,
    favourites: [...prefs.favourites.values()].sort((a, b) => a.slot - b.slot),
    lastSettlement: settled === null ? null : { roundId: settled.roundId, pocket: settled.pocket, ...gain },
    lastVoided:
      memory.voided === null
        ? null
        : {
            roundId: memory.voided.roundId,
            reason: voidReason(memory.voided.reason),
            refunded: (seat === undefined ? undefined : memory.voided.bySeat.get(seat)) ?? ZERO,
          },
  };
}

/** What the table's state is read from. */
export interface StatusFacts {
  /** The séance is open (the session store's latest session). */
  readonly sessionOpen: boolean;
  /** Its stations are in service. */
  readonly inService: boolean;
  /** After the "three last" announcement, the rounds still to play. */
  readonly lastRoundsRemaining: number | null;
  /** A detection the device missed in this round. */
  readonly fault: DeviceFault | null;
  /** The croupier's manual entry awaiting validation. */
  readonly pending: 'noMoreBets' | 'result' | null;
}

/** The table's state (TableStatusSchema) and manual mode. */
export function tableStatus(f: StatusFacts): { tableStatus: TableStatus; manual: ManualMode | null } {
  if (!f.sessionOpen) return { tableStatus: 'closed', manual: null };
  if (f.inService && (f.fault !== null || f.pending !== null)) {
    const manual: ManualMode = {
      fault: f.fault,
      awaiting: f.pending === null ? 'croupier' : 'comite',
      entry: f.pending,
    };
    return { tableStatus: 'manual', manual };
  }
  if (!f.inService) return { tableStatus: 'outOfService', manual: null };
  return { tableStatus: f.lastRoundsRemaining === null ? 'open' : 'closing', manual: null };
}
