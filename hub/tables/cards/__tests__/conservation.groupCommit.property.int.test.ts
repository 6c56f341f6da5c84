// Issue 13 §1: the conservation property of conservation.property.int.test.ts, with every player
// command sent through the table host (hub/host/tableHost.ts) and the card adapter, as the stations'
// commands are: the stakes of a hand arrive in the same turn and share one group transaction
// (hub/store/groupCommit.ts), some commands are repeated (answered from the record, applied once)
// and one of each batch fails inside the group (undone alone). No cent is created or lost, the
// journal's replay gives the live memory, and the store's integrity report stays ok.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerAction } from '../../../../games/blackjack/state.ts';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import type { StationHubMessage } from '../../../../protocol/roomMessages.ts';
import { simulatedShoe } from '../../../devices/shoe.ts';
import { hostCommand, type TableHostContext } from '../../../host/tableHost.ts';
import { createLogger } from '../../../logger.ts';
import { createHubMetrics } from '../../../observability/hubMetrics.ts';
import { StationPlayers } from '../../../players/stationPlayers.ts';
import { groupOf } from '../../../store/groupCommit.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { blackjackGame } from '../blackjackGame.ts';
import { type CardCommandMessage, cardAdapter } from '../cardAdapter.ts';
import { replayCardTable } from '../cardReplay.ts';
import { blackjackConfig, blackjackTable, credit, freshStore, openSeance } from './cardHarness.ts';

const ACTIONS: readonly PlayerAction[] = ['hit', 'stand', 'double', 'split', 'surrender'];
const TERMINALS = ['T1', 'T2', 'T3'] as const;

/** A card command's fields without its id and table (distributed over the union). */
type Fields = CardCommandMessage extends infer M
  ? M extends CardCommandMessage
    ? Omit<M, 'commandId' | 'tableId'>
    : never
  : never;

describe('blackjack table money through the table host', () => {
  it('conserves every cent and replays to the live memory with grouped, repeated and failing commands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const { db, clock } = freshStore();
        const pick = createRng(seededSource(seed ^ 0x2545f491));
        const config = blackjackConfig({
          options: { ...blackjackConfig().options, surrender: true, cutRemaining: 250 },
        });
        const table = blackjackTable(db, clock, simulatedShoe(createRng(seededSource(seed))), config);
        for (const t of TERMINALS) table.creditIn(t, cents(20_000), 'cash', 'cashier:test');
        openSeance(db, clock, table);
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
          cardAdapter({ db, cards: { flush: () => undefined } }, table, terminalId);
        let ids = 0;
        const sent: { terminalId: string; message: CardCommandMessage }[] = [];
        const send = (terminalId: string, fields: Fields) => {
          const message = {
            ...fields,
            commandId: `c-${++ids}-xxxxxxxx`,
            tableId: 'bj-1',
          } as CardCommandMessage;
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
        await Promise.all(TERMINALS.map((t, i) => send(t, { type: 'cardSit', seat: i + 1 })));
        const total = (): number =>
          TERMINALS.reduce((s, t) => s + credit(db, t), 0) +
          balanceOf(db, accounts.stakes('bj-1')) +
          balanceOf(db, accounts.bank('bj-1'));
        const group = groupOf(db);
        const before = { commits: group.commits, commands: group.commands };
        for (let hand = 0; hand < 5; hand++) {
          // The stakes of the hand, a repeat and a failing command, all in one turn: one group.
          const batch: Promise<unknown>[] = TERMINALS.flatMap((t, i) =>
            pick.int(4) === 0
              ? []
              : [send(t, { type: 'blackjackBet', box: i + 1, amount: cents(500 + 100 * pick.int(16)) })],
          );
          batch.push(repeat());
          const doomed = {
            type: 'cardWithdrawBets',
            commandId: `c-${++ids}-failing`,
            tableId: 'bj-1',
          } as const;
          // It fails inside the group transaction: undone alone, the others of the batch committed.
          const failing = {
            ...adapterOf('T1'),
            apply: () => {
              throw new Error('a command that fails inside the group');
            },
          };
          batch.push(
            hostCommand(host, station('T1'), failing, doomed, performance.now()).then(
              () => {
                throw new Error('the failing command was answered');
              },
              (error: unknown) => expect(String(error)).toContain('fails inside the group'),
            ),
          );
          await Promise.all(batch);
          clock.advance(15_000);
          for (let step = 0; step < 40 && table.handInProgress(); step++) {
            const s = table.memory.state;
            if (s.phase === 'insurance') {
              await Promise.all(
                Object.entries(s.boxes).map(([box, b]) =>
                  send(TERMINALS[b.seat - 1] ?? 'T1', {
                    type: 'blackjackInsurance',
                    box: Number(box),
                    amount: cents(pick.int(2) * 100),
                  }),
                ),
              );
            } else if (s.phase === 'playing') {
              const seat = s.boxes[s.turn.box]?.seat ?? 1;
              if (pick.int(10) === 0) clock.advance(20_000);
              else
                await Promise.all([
                  send(TERMINALS[seat - 1] ?? 'T1', {
                    type: 'blackjackAction',
                    box: s.turn.box,
                    action: ACTIONS[pick.int(ACTIONS.length)] ?? 'stand',
                  }),
                  repeat(),
                ]);
            }
          }
          expect(table.handInProgress()).toBe(false);
          expect(total()).toBe(60_000);
          expect(balanceOf(db, accounts.stakes('bj-1'))).toBe(0);
        }
        // The commands shared transactions: fewer commits than commands.
        expect(group.commits - before.commits).toBeLessThan(group.commands - before.commands);
        expect(replies.every((m) => m.type === 'reply')).toBe(true);
        expect(replayCardTable(db, 'bj-1', blackjackGame(config.options))).toEqual(table.memory);
        expect(integrityReport(db).problems).toEqual([]);
        table.stop();
        db.close();
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
