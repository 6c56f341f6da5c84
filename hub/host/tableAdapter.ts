// What one kind of table adds to the table host's pipeline (hub/host/tableHost.ts;
// docs/architecture.md): only what truly differs between the wheel, card and hold'em tables.
// The host owns the rest — the command key and its idempotency, the group commit, the Paiement's
// logout, the metrics, the reply envelope and its order after the views.
import type { StationHubMessage } from '../../protocol/roomMessages.ts';
import type { Outcome } from '../outcome.ts';
import type { CommandKey } from '../store/commands.ts';

/** What an accepted command answers, whatever the kind of table (the `result` of a `reply`). */
export type HostedResult = Extract<StationHubMessage, { type: 'reply'; ok: true }>['result'];

/** A station's command: a type and a client-generated id, applied once (DESIGN.md protocol). */
export interface HostedCommand {
  readonly type: string;
  readonly commandId: string;
}

/** One kind of table's part of the pipeline for command `M`, answering `R`. */
export interface TableAdapter<M extends HostedCommand, R extends HostedResult> {
  /**
   * Checks the phase and the seat, decides, journals with the transfers and the command record,
   * and evolves the table's memory: runs inside the group transaction, for a new command id only.
   */
  apply(key: CommandKey, message: M): Outcome<R>;
  /** A repeat's recorded reply as it is sent now (the wheel adds the station's credit and chips). */
  repeated(reply: R): R;
  /** True for the Paiement: it ends the card's time at the station and is no bet (not measured). */
  isPayment(message: M): boolean;
  /** True for a stake on the layout (counted in `tapis_bets_accepted_total` once accepted). */
  isBet(message: M): boolean;
  /** After the commit, before the reply: pushes the views the command changed (`reply`: null if refused). */
  afterCommit(reply: R | null): void;
}
