// The one interface every outcome device of the wheel games sits behind (DESIGN.md "Trust and
// authority"; issue 5 item 5; docs/devices.md): the table tells the device when betting opens and
// when "rien ne va plus" is recorded; the device tells the table what it detected, or that it
// detected nothing (manual mode, seed 000). Simulated devices draw from games/rng.ts; a hardware
// adapter implements the same interface.
import type { Direction } from '../../games/wheelRound/types.ts';

/** Which apparatus a table uses. */
export type DeviceKind = 'automaticLauncher' | 'croupierCylinder' | 'wheelOfFortune' | 'bouleApparatus';

/** A spin as the device measured it: outcome, the way it turned, full turns, any rotation anomaly. */
export interface SpinReport<O> {
  readonly outcome: O;
  readonly direction: Direction;
  /** Full turns (the wheel of fortune needs at least two, A.4); 0 where the device does not count. */
  readonly turns: number;
  /** A rotation anomaly the sensor saw: the spin is void and every stake refunded (A.4). */
  readonly anomaly: boolean;
}

/** What a device could not detect: the croupier goes to manual mode (seed 000). */
export type DeviceFault = 'noMoreBetsNotDetected' | 'resultNotDetected';

/** What the device tells its table; each call is decided and journaled by the table. */
export interface DeviceListener<O> {
  /** "Rien ne va plus": the detector saw the ball slow, or the betting time ended. */
  noMoreBets(trigger: 'detector' | 'timer'): void;
  /** The outcome detected once the ball, plate or wheel stopped. */
  result(report: SpinReport<O>): void;
  /** A detection failed: the table stops betting and waits for a manual entry. */
  fault(fault: DeviceFault): void;
}

/** An outcome device. */
export interface WheelDevice<O> {
  readonly kind: DeviceKind;
  /** Connects the table; called once, before any round. */
  attach(listener: DeviceListener<O>): void;
  /** When bets will close for a round opening at `now` (a betting timer), or null (a detector decides). */
  closesAt(now: number): number | null;
  /** A round opened and takes bets ("faites vos jeux"). */
  roundOpened(): void;
  /** "Rien ne va plus" is recorded: launch (or let the croupier launch) the way `direction` says. */
  launch(direction: Direction): void;
  /** Cancels whatever the device was waiting for (hub stopping, manual mode, round voided). */
  stop(): void;
}
