// Property: whatever the players do at a blackjack table dealt from a seeded shoe, no cent is
// created or lost (stations + stakes + bank = what the cashier put in), the journal's replay gives
// the live memory, and the store's integrity report stays ok.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HYPER_RESULTS } from '../../../../games/blackjack/options.ts';
import type { PlayerAction } from '../../../../games/blackjack/state.ts';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { simulatedShoe } from '../../../devices/shoe.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { blackjackGame } from '../blackjackGame.ts';
import { replayCardTable } from '../cardReplay.ts';
import { blackjackConfig, blackjackTable, credit, freshStore, key, openSeance } from './cardHarness.ts';

const ACTIONS: readonly PlayerAction[] = ['hit', 'stand', 'double', 'split', 'surrender'];
const TERMINALS = ['T1', 'T2', 'T3'] as const;

describe('blackjack table money', () => {
  it('conserves every cent and replays to the live memory under random play', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { db, clock } = freshStore();
        const pick = createRng(seededSource(seed ^ 0x5bd1e995));
        const config = blackjackConfig({
          options: { ...blackjackConfig().options, surrender: true, cutRemaining: 250 },
        });
        const table = blackjackTable(db, clock, simulatedShoe(createRng(seededSource(seed))), config);
        for (const t of TERMINALS) table.creditIn(t, cents(20_000), 'cash', 'cashier:test');
        openSeance(db, clock, table);
        TERMINALS.forEach((t, i) => table.sit(key(t), i + 1));
        const total = (): number =>
          TERMINALS.reduce((s, t) => s + credit(db, t), 0) +
          balanceOf(db, accounts.stakes('bj-1')) +
          balanceOf(db, accounts.bank('bj-1'));
        for (let hand = 0; hand < 6; hand++) {
          TERMINALS.forEach((t, i) => {
            if (pick.int(4) === 0) return;
            table.moves.placeBet(key(t), i + 1, cents(500 + 100 * pick.int(16)));
            // Now and then a hyper black jack side bet on one dealer result (B §6.7).
            if (pick.int(3) === 0)
              table.moves.placeHyperBet(
                key(t),
                HYPER_RESULTS[pick.int(HYPER_RESULTS.length)] ?? 'bust',
                cents(100 * (1 + pick.int(5))),
              );
          });
          clock.advance(15_000);
          for (let step = 0; step < 40 && table.handInProgress(); step++) {
            const s = table.memory.state;
            if (s.phase === 'insurance') {
              for (const [box, b] of Object.entries(s.boxes))
                table.moves.insure(key(TERMINALS[b.seat - 1] ?? 'T1'), Number(box), cents(pick.int(2) * 100));
            } else if (s.phase === 'playing') {
              const seat = s.boxes[s.turn.box]?.seat ?? 1;
              // Now and then a player lets the turn timer stand for them.
              if (pick.int(10) === 0) clock.advance(20_000);
              else
                table.moves.act(
                  key(TERMINALS[seat - 1] ?? 'T1'),
                  s.turn.box,
                  ACTIONS[pick.int(ACTIONS.length)] ?? 'stand',
                );
            }
          }
          expect(table.handInProgress()).toBe(false);
          expect(total()).toBe(60_000);
          expect(balanceOf(db, accounts.stakes('bj-1'))).toBe(0);
        }
        expect(table.memory.state.round).toBeGreaterThan(0);
        expect(replayCardTable(db, 'bj-1', blackjackGame(config.options))).toEqual(table.memory);
        expect(integrityReport(db).problems).toEqual([]);
        db.close();
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
