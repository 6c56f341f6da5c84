// Issue 12 §3 across a hub restart, over real WebSockets on a real SQLite store: a player logged in
// by the card alone at a roulette station bets, the hub stops with the round open; the restarted
// hub voids it naming the player whose stake it returns (RoundVoided `players`), still knows who is
// logged in at the station (hub/players/stationPlayers.ts, loaded from the store), journals the
// station's next bet under the player, and its integrity report (rebuilds included) is clean.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { demoTable, prepareDemo, prepareTable } from '../../demo.ts';
import { pleinChanceTable, wheelOfFortuneTable } from '../../tables/wheel/tableConfigs.ts';
import { startHub, type RunningHub } from '../../hub.ts';
import { createStaff } from '../../staff/staffAccounts.ts';
import { verifyDataDir } from '../../verify.ts';
import { STAFF, TERMINAL_SECRET, secretOf } from '../../__tests__/helpers/staffHub.ts';
import { loginStaff } from '../../__tests__/helpers/testStaff.ts';
import { issueVirtualCard, tapAt } from '../../__tests__/helpers/virtualCards.ts';
import { TEST_CARD_KEY } from '../../__tests__/helpers/testCardKey.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { connectStation, type TestStation } from '../../tables/holdem/__tests__/helpers/holdemHub.ts';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await Promise.resolve(c()).catch(() => undefined);
});

function hubOn(dataDir: string): Promise<RunningHub> {
  return startHub({
    journalKey: TEST_JOURNAL_KEY,
    cardMasterKey: TEST_CARD_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 120_000, spinMs: 200, resultMs: 200 })],
    logLevel: 'silent',
  });
}

async function station(hub: RunningHub): Promise<TestStation> {
  const t1 = await connectStation(`ws://127.0.0.1:${hub.port}/terminal`, 'T1');
  closers.push(() => t1.close());
  return t1;
}

/** The open round's id from the station's snapshots. */
async function bettingRound(t: TestStation): Promise<number> {
  const m = await t.next((x) => x.type === 'snapshot' && x.state.round?.phase === 'betting', 0);
  if (m.type !== 'snapshot' || m.state.round === null) throw new Error('no round');
  return m.state.round.roundId;
}

function payloads(hub: RunningHub, kind: string): Record<string, unknown>[] {
  return (
    hub.state.db.prepare('SELECT payload FROM journal WHERE kind = ? ORDER BY seq').all(kind) as {
      payload: string;
    }[]
  ).map((r) => JSON.parse(r.payload) as Record<string, unknown>);
}

describe('the card alone across a hub restart', () => {
  it('voids the open round naming the player, keeps them logged in, and verifies clean', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-card-only-restart-'));
    const first = await hubOn(dataDir);
    closers.push(() => first.close());
    prepareDemo(first, [{ id: 'T1', secret: TERMINAL_SECRET }], euros(100));
    const at = new Date().toISOString();
    for (const [login, role] of Object.entries(STAFF))
      createStaff(first.state.db, at, 'operator:test', login, role, secretOf(login));
    const chloe = await loginStaff(`ws://127.0.0.1:${first.port}/staff`, 'chloe', secretOf('chloe'));
    closers.push(() => chloe.close());
    const registered = await chloe.ok('registerPlayer', randomUUID(), {
      lastName: 'Martin',
      firstName: 'Léa',
      birthDate: '1980-05-17',
      idDocument: { type: 'idCard', number: 'IDA' },
    });
    if (registered.kind !== 'playerRegistered') throw new Error('not registered');
    const { playerId } = registered;
    const card = await issueVirtualCard(chloe, randomUUID(), playerId, '04E1F2A3B4C5D6');

    const t1 = await station(first);
    expect(
      await t1.command('playerCardLogin', randomUUID(), { cardSession: await tapAt(t1.socket, card) }),
    ).toEqual({
      type: 'reply',
      commandId: expect.any(String),
      ok: true,
      result: { kind: 'playerLoggedIn', playerId, lastName: 'Martin', firstName: 'Léa' },
    });
    const roundId = await bettingRound(t1);
    const bet = await t1.command('placeBet', randomUUID(), {
      roundId,
      spot: { kind: 'plein', number: 17 },
      stake: 500,
    });
    expect(bet).toMatchObject({ ok: true });
    expect(payloads(first, 'BetPlaced')).toEqual([expect.objectContaining({ terminalId: 'T1', playerId })]);
    chloe.close();
    t1.close();
    await first.close();

    // The restart voids the open round and returns the player's stake, naming them.
    const second = await hubOn(dataDir);
    closers.push(() => second.close());
    expect(payloads(second, 'RoundVoided')).toEqual([
      expect.objectContaining({ roundId, players: [{ playerId, terminalId: 'T1' }] }),
    ]);
    // Still logged in (the card's active station is in the store): the next bet is the player's.
    expect(second.state.stationPlayers.playerAt('T1')).toBe(playerId);
    // A stop closes the stations' service: a comité member puts them back (RULES.md A.1).
    second.state.tables.wheel('roulette-1')?.openSession('comite:demo', 'comite:demo');
    const again = await station(second);
    const next = await bettingRound(again);
    expect(
      await again.command('placeBet', randomUUID(), {
        roundId: next,
        spot: { kind: 'plein', number: 5 },
        stake: 100,
      }),
    ).toMatchObject({ ok: true });
    expect(payloads(second, 'BetPlaced').at(-1)).toMatchObject({ terminalId: 'T1', playerId });
    // Logged out: anonymous again, at once (no read of the store per bet).
    expect(await again.command('playerLogout', randomUUID())).toMatchObject({
      ok: true,
      result: { kind: 'playerLoggedOut', playerId },
    });
    expect(
      await again.command('placeBet', randomUUID(), {
        roundId: next,
        spot: { kind: 'plein', number: 6 },
        stake: 100,
      }),
    ).toMatchObject({ ok: true });
    expect(payloads(second, 'BetPlaced').at(-1)).not.toHaveProperty('playerId');
    again.close();
    await second.close();
    expect(verifyDataDir(dataDir, TEST_JOURNAL_KEY).problems).toEqual([]);
  });

  it('at boule, vingt-trois and the wheel of fortune, a bet of the card-only player names them; a re-issued card ends it', async () => {
    const timing = { bettingMs: 120_000, spinMs: 200, resultMs: 200 };
    const hub = await startHub({
      journalKey: TEST_JOURNAL_KEY,
      cardMasterKey: TEST_CARD_KEY,
      dataDir: mkdtempSync(join(tmpdir(), 'tapis-card-only-wheels-')),
      host: '127.0.0.1',
      port: 0,
      tables: [
        pleinChanceTable('boule', 'boule-1', 'Boule 1', euros(1), timing, {
          pleinMaxMultiple: 40,
          chanceMaxMultiple: 200,
        }),
        pleinChanceTable('vingtTrois', 'vt-1', 'Vingt-trois 1', euros(1), timing, {
          pleinMaxMultiple: 20,
          chanceMaxMultiple: 100,
        }),
        wheelOfFortuneTable('roue-1', 'Roue 1', euros(1), timing, {
          bonusStake: euros(1),
          reading: 'pour',
          mode: 'auto',
        }),
      ],
      logLevel: 'silent',
    });
    closers.push(() => hub.close());
    const stations = { 'boule-1': 'T1', 'vt-1': 'T2', 'roue-1': 'T3' } as const;
    for (const [tableId, id] of Object.entries(stations))
      prepareTable(hub, tableId, [{ id, secret: TERMINAL_SECRET }], euros(100));
    const at = new Date().toISOString();
    for (const [login, role] of Object.entries(STAFF))
      createStaff(hub.state.db, at, 'operator:test', login, role, secretOf(login));
    const chloe = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'chloe', secretOf('chloe'));
    closers.push(() => chloe.close());
    const registered = await chloe.ok('registerPlayer', randomUUID(), {
      lastName: 'Martin',
      firstName: 'Léa',
      birthDate: '1980-05-17',
      idDocument: { type: 'idCard', number: 'IDA' },
    });
    if (registered.kind !== 'playerRegistered') throw new Error('not registered');
    const { playerId } = registered;
    const card = await issueVirtualCard(chloe, randomUUID(), playerId, '04A9B8C7D6E5F4');
    const spots = { T1: { kind: 'plein', number: 7 }, T2: { kind: 'plein', number: 7 }, T3: { symbol: '2' } };
    for (const id of ['T1', 'T2', 'T3'] as const) {
      const t = await connectStation(`ws://127.0.0.1:${hub.port}/terminal`, id);
      closers.push(() => t.close());
      expect(
        await t.command('playerCardLogin', randomUUID(), { cardSession: await tapAt(t.socket, card) }),
      ).toMatchObject({ ok: true, result: { kind: 'playerLoggedIn', playerId } });
      const roundId = await bettingRound(t);
      expect(
        await t.command('placeBet', randomUUID(), { roundId, spot: spots[id], stake: 100 }),
      ).toMatchObject({
        ok: true,
      });
      expect(payloads(hub, 'BetPlaced').at(-1)).toMatchObject({ terminalId: id, playerId });
      if (id === 'T3') {
        // The cashier re-issues the card (a lost card): the old one is revoked, logged in or not,
        // and the station's next bet is anonymous at once.
        await issueVirtualCard(chloe, randomUUID(), playerId, '04A9B8C7D6E5F5');
        expect(hub.state.stationPlayers.playerAt('T3')).toBeNull();
        expect(
          await t.command('placeBet', randomUUID(), { roundId, spot: spots[id], stake: 100 }),
        ).toMatchObject({
          ok: true,
        });
        expect(payloads(hub, 'BetPlaced').at(-1)).not.toHaveProperty('playerId');
      } else {
        expect(await t.command('playerLogout', randomUUID())).toMatchObject({ ok: true });
      }
    }
  });
});
