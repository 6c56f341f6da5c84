// The player at the station (issue 12 §5): "Appel" calls an attendant at any table, with a reason
// from the screen's buttons; "Je m'absente" starts the absence of seed 000 at blackjack, punto
// banco and hold'em (at a wheel table there is no seat to keep: refused NOT_AVAILABLE otherGame,
// nothing sent). Both are answered by the hub once per command id.
import { randomUUID } from 'node:crypto';
import type { BridgeResult } from '../../protocol/bridge.ts';
import type { Command } from './hubLink.ts';
import { notAvailable, type StationCallContext } from './stationCalls.ts';
import type { StationHandlers } from './stationApi.ts';
import { tableIdOf } from './viewUpdates.ts';

const OFFLINE = {
  ok: false,
  error: { code: 'OFFLINE', message: 'no link to the hub: nothing was sent' },
} as const;

/** The handlers of `callAttendant` and `stepAway` over `ctx`. */
export function attendanceCalls(
  ctx: StationCallContext,
): Pick<StationHandlers, 'callAttendant' | 'stepAway'> {
  return {
    async callAttendant({ reason }): Promise<BridgeResult<'callAttendant'>> {
      // The hub knows the station's table from its hello: a call needs no table view, only the link.
      const answer = await ctx.link.send({ type: 'callAttendant', commandId: randomUUID(), reason });
      if (!answer.ok) return answer;
      if (answer.result.kind !== 'attendantCalled') return unexpected();
      // The view carries the open call, so that the screen (and a reload) says an attendant is coming.
      ctx.publish({
        ...ctx.view(),
        attendantCall: { callId: answer.result.callId, reason, at: answer.result.at },
      });
      return { ok: true, value: { callId: answer.result.callId, at: answer.result.at } };
    },
    async stepAway(): Promise<BridgeResult<'stepAway'>> {
      const view = ctx.view();
      const tableId = tableIdOf(view);
      if (view.game === null || tableId === null) {
        return view.link === 'online' ? notAvailable('stepAway', 'noTable') : OFFLINE;
      }
      let message: Command;
      if (view.game === 'holdem') message = { type: 'holdemStepAway', commandId: randomUUID() };
      else if (view.game === 'blackjack' || view.game === 'puntoBanco')
        message = { type: 'cardStepAway', commandId: randomUUID(), tableId };
      else return notAvailable('stepAway', 'otherGame');
      const answer = await ctx.link.send(message);
      if (!answer.ok) return answer;
      if (answer.result.kind !== 'away') return unexpected();
      return { ok: true, value: { since: answer.result.since, allowedUntil: answer.result.allowedUntil } };
    },
  };
}

function unexpected(): { ok: false; error: { code: 'INTERNAL'; message: string } } {
  return { ok: false, error: { code: 'INTERNAL', message: 'unexpected answer of the hub' } };
}
