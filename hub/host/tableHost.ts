// The table host (issue 13 §1; STYLE.md "the hub processes a command as a fixed pipeline"): one
// pipeline for a station's command at every kind of table. The connection has parsed the message
// at the edge and authenticated the station; the host then looks the command id up (a repeat is
// answered the same way, a reused id refused), lets the table's adapter check, decide, journal and
// evolve inside the group commit (hub/store/groupCommit.ts), logs the card out after a Paiement,
// and once the group is on disk pushes the views, sends the reply and measures the player's wait.
import type { DatabaseSync } from 'node:sqlite';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { StationHubMessage } from '../../protocol/roomMessages.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { HubMetrics } from '../observability/hubMetrics.ts';
import { logoutAfterPayment } from '../players/paymentLogout.ts';
import type { StationPlayers } from '../players/stationPlayers.ts';
import { commandKey, priorCommand } from '../store/commands.ts';
import { groupOf } from '../store/groupCommit.ts';
import type { HostedCommand, HostedResult, TableAdapter } from './tableAdapter.ts';

/** What the host uses of the running hub. */
export interface TableHostContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly metrics: HubMetrics;
  readonly log: Logger;
  /** Who is logged in by card at each station (the Paiement logs them out). */
  readonly stationPlayers: StationPlayers;
}

/** An authenticated station at its table, which the host answers. */
export interface HostedStation {
  readonly terminalId: string;
  sendMessage(message: StationHubMessage): void;
}

type Answer<R> =
  { readonly ok: true; readonly result: R } | { readonly ok: false; readonly error: ProtocolError };

const REUSED: Answer<never> = {
  ok: false,
  error: { code: 'COMMAND_ID_REUSED', message: 'command id already used' },
};

/**
 * Runs `message` from `station` through the pipeline with `adapter`; resolves once its reply has
 * left. `receivedAt` is the `performance.now()` of its arrival, for `tapis_bet_ack_seconds`.
 */
export async function hostCommand<M extends HostedCommand, R extends HostedResult>(
  hub: TableHostContext,
  station: HostedStation,
  adapter: TableAdapter<M, R>,
  message: M,
  receivedAt: number,
): Promise<void> {
  const { commandId, type, ...content } = message;
  const { terminalId } = station;
  const key = commandKey(terminalId, commandId, type, content);
  const answer = await groupOf(hub.db).run((): Answer<R> => {
    const prior = priorCommand<R>(hub.db, key);
    if (prior?.kind === 'repeat') return { ok: true, result: adapter.repeated(prior.reply) };
    if (prior?.kind === 'reused') return REUSED;
    const outcome = adapter.apply(key, message);
    if (!outcome.ok) return outcome;
    if (adapter.isBet(message)) hub.metrics.betsAccepted.inc();
    // Issue 12 §3: the Paiement ends the logged-in player's time at the station, in its transaction.
    if (adapter.isPayment(message))
      logoutAfterPayment(hub.db, hub.stationPlayers, new Date(hub.clock.now()).toISOString(), terminalId);
    return { ok: true, result: outcome.value };
  });
  if (!answer.ok) hub.metrics.commandsRefused.inc({ code: answer.error.code });
  // Committed: a failure to push views must not turn the command's reply into an error.
  try {
    adapter.afterCommit(answer.ok ? answer.result : null);
  } catch (error) {
    // The station asks for a snapshot when it sees the gap in the sequence.
    hub.log('error', 'views not pushed after a command', { terminalId, type, error: String(error) });
  }
  station.sendMessage(
    answer.ok
      ? ({ type: 'reply', commandId, ok: true, result: answer.result } as StationHubMessage)
      : { type: 'reply', commandId, ok: false, error: answer.error },
  );
  // Measured once the reply has left, after the group commit: the player's real wait.
  if (!adapter.isPayment(message)) hub.metrics.betAckSeconds.observe((performance.now() - receivedAt) / 1000);
}
