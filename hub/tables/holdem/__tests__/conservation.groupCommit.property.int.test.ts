// Issue 13 §1: hold'em money through the table host (hub/host/tableHost.ts) and the hold'em
// adapter, as the stations' commands arrive: each turn's commands — the player to act's action,
// legal or not, another player's action out of turn, a recave between hands, a repeated command
// and one that fails inside the group — share one group transaction (hub/store/groupCommit.ts).
// No cent is created or lost across the player accounts, the stacks, the pot and the rake; the
// journal's replay gives the live memory, and the store's integrity report stays ok.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import type { HoldemClientMessage } from '../../../../protocol/holdemMessages.ts';
import type { StationHubMessage } from '../../../../protocol/roomMessages.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { hostCommand, type TableHostContext } from '../../../host/tableHost.ts';
import { createLogger } from '../../../logger.ts';
import { createHubMetrics } from '../../../observability/hubMetrics.ts';
import { StationPlayers } from '../../../players/stationPlayers.ts';
import { accounts } from '../../../store/accounts.ts';
import { groupOf } from '../../../store/groupCommit.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { balanceOf } from '../../../store/ledger.ts';
import { holdemAdapter, type HoldemTableMessage } from '../holdemAdapter.ts';
import { holdemTable } from '../holdemConfig.ts';
import { replayHoldemTable } from '../holdemReplay.ts';
import { HoldemTable } from '../holdemTable.ts';
import type { RoomGate } from '../roomGate.ts';
import { fundPlayer, tempDatabase } from './helpers.ts';

const T = 'holdem-1';
const PLAYERS = ['p1', 'p2', 'p3'] as const;
const FUNDED = 20_000;

/** A command's fields without its id (distributed over the union). */
type Fields = HoldemClientMessage extends infer M
  ? M extends HoldemClientMessage
    ? Omit<M, 'commandId'>
    : never
  : never;

/** Player `pN` logged in at station `TN` with card `N`, as registration and the card login leave them. */
function logInAll(db: ReturnType<typeof tempDatabase>['db']): void {
  PLAYERS.forEach((p, i) => {
    db.prepare(
      `INSERT INTO players (player_id, last_name, first_name, birth_date, id_document_type,
         id_document_number, registered_seq) VALUES (?, 'Nom', 'Prénom', '1980-01-01', 'cni', ?, 0)`,
    ).run(p, `doc-${p}`);
    db.prepare(
      `INSERT INTO player_cards (card_uid, player_id, token_hash, status, active_terminal, issued_seq)
         VALUES (?, ?, 'x', 'active', ?, 0)`,
    ).run(`card-${i + 1}`, p, `T${i + 1}`);
  });
}

describe("hold'em money through the table host", () => {
  it('conserves every cent and replays to the live memory with grouped, illegal, repeated and failing commands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const { db } = tempDatabase();
        const clock = manualClock();
        const pick = createRng(seededSource(seed ^ 0x2545f491));
        for (const p of PLAYERS) fundPlayer(db, p, cents(FUNDED));
        logInAll(db);
        const config = holdemTable(T, {
          smallBlind: cents(100),
          bigBlind: cents(200),
          caveMinimum: cents(4_000),
          recaveMaximum: cents(40_000),
        });
        // The chef de partie assigned seat N to player pN.
        const room: RoomGate = {
          maySit: () => true,
          assignedSeat: (p) => PLAYERS.indexOf(p as (typeof PLAYERS)[number]) + 1 || null,
          isLoggedIn: () => true,
        };
        const table = new HoldemTable(config, { db, rng: createRng(seededSource(seed)), clock, room });
        table.recover();
        expect(table.startPartie('staff:directeur', { caveMinimum: cents(4_000) }).ok).toBe(true);
        const host: TableHostContext = {
          db,
          clock,
          metrics: createHubMetrics(),
          log: createLogger('silent', clock),
          stationPlayers: new StationPlayers(db),
        };
        const replies: StationHubMessage[] = [];
        const station = (terminalId: string) => ({
          terminalId,
          sendMessage: (m: StationHubMessage) => replies.push(m),
        });
        const adapterOf = (terminalId: string) =>
          holdemAdapter(
            {
              db,
              clock,
              staffChanged: () => undefined,
              holdem: { changed: () => undefined, flush: () => table.flushDisplay() },
            },
            table,
            terminalId,
          );
        let ids = 0;
        const sent: { terminalId: string; message: HoldemTableMessage }[] = [];
        const send = (terminalId: string, fields: Fields) => {
          const message = { ...fields, commandId: `c-${++ids}-xxxxxxxx` } as HoldemClientMessage;
          sent.push({ terminalId, message });
          return hostCommand(host, station(terminalId), adapterOf(terminalId), message, performance.now());
        };
        // A repeat of an earlier command: answered from its record, never applied twice.
        const repeat = () => {
          const earlier = sent[pick.int(sent.length)];
          if (earlier === undefined) return Promise.resolve();
          const { terminalId, message } = earlier;
          return hostCommand(host, station(terminalId), adapterOf(terminalId), message, performance.now());
        };
        // It fails inside the group transaction: undone alone, the others of the batch committed.
        const failing = () => {
          const doomed = { type: 'holdemSitOut', commandId: `c-${++ids}-failing` } as const;
          const adapter = {
            ...adapterOf('T1'),
            apply: () => {
              throw new Error('a command that fails inside the group');
            },
          };
          return hostCommand(host, station('T1'), adapter, doomed, performance.now()).then(
            () => {
              throw new Error('the failing command was answered');
            },
            (error: unknown) => expect(String(error)).toContain('fails inside the group'),
          );
        };
        const total = (): number =>
          PLAYERS.reduce(
            (s, p) => s + balanceOf(db, accounts.player(p)) + balanceOf(db, accounts.stack(T, p)),
            0,
          ) +
          balanceOf(db, accounts.pot(T)) +
          balanceOf(db, accounts.rake(T));
        await Promise.all(
          PLAYERS.map((_, i) =>
            send(`T${i + 1}`, { type: 'holdemSitDown', cave: cents(4_000 + 100 * pick.int(60)) }),
          ),
        );
        expect(total()).toBe(3 * FUNDED);
        const group = groupOf(db);
        const before = { commits: group.commits, commands: group.commands };
        for (let hand = 0; hand < 4; hand++) {
          // Between hands: recaves (some beyond the account or the maximum, refused) in one group.
          await Promise.all([
            ...PLAYERS.map((_, i) =>
              pick.int(3) === 0
                ? send(`T${i + 1}`, { type: 'holdemRecave', amount: cents(100 * (1 + pick.int(250))) })
                : Promise.resolve(),
            ),
            repeat(),
            failing(),
          ]);
          expect(total()).toBe(3 * FUNDED);
          clock.advance(config.betweenHandsMs);
          for (let step = 0; step < 60; step++) {
            const s = table.memory.state;
            if (s.phase !== 'inHand' || s.hand.toAct === null) break;
            const handId = `${T}#${s.hand.no}`;
            const seat = s.hand.toAct;
            // Now and then a player lets the turn timer act for them.
            if (pick.int(12) === 0) {
              clock.advance(Math.max(0, s.hand.deadline - clock.now()) + 1);
              continue;
            }
            const other = (seat % PLAYERS.length) + 1;
            const amount = cents(100 * (1 + pick.int(40)));
            const kinds = ['fold', 'check', 'call', 'bet', 'raise', 'allIn', 'call', 'check'] as const;
            const kind = kinds[pick.int(kinds.length)] ?? 'call';
            const action = kind === 'bet' || kind === 'raise' ? { kind, to: amount } : { kind };
            await Promise.all([
              send(`T${seat}`, { type: 'holdemAct', handId, action }),
              // Out of turn, or for a stale hand: refused, changes nothing.
              send(`T${other}`, {
                type: 'holdemAct',
                handId: pick.int(2) === 0 ? handId : `${T}#0`,
                action: { kind: 'call' },
              }),
              repeat(),
              ...(pick.int(4) === 0 ? [failing()] : []),
            ]);
            expect(total()).toBe(3 * FUNDED);
          }
          // A hand left unfinished by the step budget is played out by the turn timer.
          for (let n = 0; n < 60; n++) {
            const s = table.memory.state;
            if (s.phase !== 'inHand') break;
            clock.advance(Math.max(0, s.hand.deadline - clock.now()) + 1);
          }
          expect(total()).toBe(3 * FUNDED);
          expect(balanceOf(db, accounts.pot(T))).toBe(0);
        }
        // The commands shared transactions: fewer commits than commands.
        expect(group.commits - before.commits).toBeLessThan(group.commands - before.commands);
        expect(replies.every((m) => m.type === 'reply')).toBe(true);
        expect(replies.some((m) => m.type === 'reply' && !m.ok)).toBe(true);
        // Hands were played: more accepted than the three sit-downs, and the pots raked.
        expect(replies.filter((m) => m.type === 'reply' && m.ok).length).toBeGreaterThan(PLAYERS.length);
        expect(replayHoldemTable(db, config)).toEqual(table.memory);
        // The login fixture's rows are not in the journal (no registration was journaled): gone
        // before the check, which compares the players' tables with their rebuild from the journal.
        db.exec('DELETE FROM player_cards; DELETE FROM players');
        expect(integrityReport(db).problems).toEqual([]);
        table.stop();
        db.close();
      }),
      { numRuns: 10 },
    );
  }, 60_000);
});
