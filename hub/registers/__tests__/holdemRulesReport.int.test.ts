// The `rulesReport` register of a hold'em table over a real WebSocket: the table runs parties,
// not séances (docs/holdem-room.md), so its rules in force are those its open partie journaled in
// `HoldemPartieStarted.options` (seed 000: blinds, ante and cave minimum set per partie) — refused
// before the first partie and between parties, and the journaled options leave replay = live.
import { afterEach, describe, expect, it } from 'vitest';
import * as holdem from '../../../games/holdem/report.ts';
import { createRng, seededSource } from '../../../games/rng.ts';
import { StaffHubMessageSchema, type StaffHubMessage } from '../../../protocol/staffMessages.ts';
import type { RunningHub } from '../../hub.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { secretOf } from '../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../__tests__/helpers/testStaff.ts';
import { T, commandId, holdemHub } from '../../tables/holdem/__tests__/helpers/holdemHub.ts';
import { replayHoldemTable } from '../../tables/holdem/holdemReplay.ts';

let hubs: RunningHub[] = [];
let consoles: TestStaff[] = [];

afterEach(async () => {
  for (const c of consoles) c.close();
  for (const hub of hubs) await hub.close().catch(() => undefined);
  hubs = [];
  consoles = [];
});

type RegisterReply = Extract<StaffHubMessage, { type: 'register' }>;

async function rules(staff: TestStaff, requestId: string): Promise<RegisterReply> {
  const mark = staff.received.length;
  staff.send({ type: 'registerQuery', requestId, query: { register: 'rulesReport', tableId: T } });
  const reply = await staff.next((m) => m.type === 'register' && m.requestId === requestId, mark);
  return StaffHubMessageSchema.parse(reply) as RegisterReply;
}

describe("hold'em rules report on the staff API", () => {
  it("reports the open partie's rules, refuses before the first partie and between parties", async () => {
    const { hub, url } = await holdemHub(manualClock(), createRng(seededSource(3)));
    hubs.push(hub);
    const [alice, bruno] = (await Promise.all(
      ['alice', 'bruno'].map((login) => loginStaff(url('/staff'), login, secretOf(login))),
    )) as [TestStaff, TestStaff];
    consoles.push(alice, bruno);

    expect(await rules(alice, 'never')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_TABLE' } });

    await bruno.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 5_000, maximum: null });
    await bruno.ok('startHoldemPartie', commandId('partie'), { tableId: T, smallBlind: 200, bigBlind: 400 });
    const started = hub.state.db
      .prepare("SELECT seq, payload FROM journal WHERE kind = 'HoldemPartieStarted'")
      .get() as { seq: number; payload: string };
    // The partie's entry carries the engine's whole configuration with the partie's settings.
    expect(JSON.parse(started.payload)).toMatchObject({
      tableId: T,
      partie: 1,
      caveMinimum: 5_000,
      smallBlind: 200,
      bigBlind: 400,
      ante: 0,
      options: {
        tableId: T,
        structure: 'noLimit',
        seats: 10,
        caveMinimum: 5_000,
        smallBlind: 200,
        bigBlind: 400,
      },
    });

    // A croupier reads it like every role: exactly `npm run rules -- holdem` with the table's options.
    const open = await rules(alice, 'open');
    if (!open.ok) throw new Error(JSON.stringify(open.error));
    expect(open.result).toMatchObject({
      kind: 'rulesReport',
      tableId: T,
      game: 'holdem',
      partie: 1,
      sessionId: started.seq,
      journalSeq: started.seq,
    });
    const cli = holdem.buildReport({
      options: {
        tableId: T,
        smallBlind: '200',
        bigBlind: '400',
        caveMinimum: '5000',
        recaveMaximum: '40000',
      },
    });
    expect(open.result.kind === 'rulesReport' && open.result.report).toEqual(JSON.parse(JSON.stringify(cli)));
    expect(open.result.kind === 'rulesReport' && open.result.text).toContain(
      'sans limite, 10 places, blindes 2,00 € / 4,00 €, ante 0,00 €',
    );
    expect(open.result.kind === 'rulesReport' && open.result.options).toMatchObject({
      smallBlind: '200',
      bigBlind: '400',
      caveMinimum: '5000',
      rakeBasisPoints: '400',
    });

    // Replay = live: the journaled options change nothing of the table's memory.
    const table = hub.state.tables.holdem(T);
    expect(table).toBeDefined();
    expect(replayHoldemTable(hub.state.db, table!.config)).toEqual(table!.memory);

    await bruno.ok('endHoldemPartie', commandId('end'), { tableId: T });
    expect(await rules(bruno, 'between')).toMatchObject({
      ok: false,
      error: { code: 'SESSION_STATE', params: { phase: 'closed' } },
    });
  }, 60_000);
});
