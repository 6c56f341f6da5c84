// Property: whatever the pots and their times, the modèle 7 of each gaming day lists exactly that
// day's pots with rake = ⌊4 % × pot⌋, and the days' totals add up to the rake ledger account.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { openDatabase } from '../../store/database.ts';
import { balanceOf } from '../../store/ledger.ts';
import { gamingDayOf } from '../gamingDay.ts';
import { modele7 } from '../modele7.ts';
import { modele11quater } from '../modele11quater.ts';
import { buyCave, playHand } from './holdemJournal.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { accounts } from '../../store/accounts.ts';

const START = Date.UTC(2026, 2, 27, 0, 0, 0); // around the spring clock change

describe('modèle 7 over any session', () => {
  it('splits the pots into gaming days whose totals add up to the rake account', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            offset: fc.integer({ min: 0, max: 4 * 86_400_000 }),
            a: fc.integer({ min: 1, max: 500_000 }),
            b: fc.integer({ min: 0, max: 500_000 }),
          }),
          {
            minLength: 1,
            maxLength: 25,
          },
        ),
        (hands) => {
          const db = openDatabase(
            join(mkdtempSync(join(tmpdir(), 'tapis-m7-prop-')), 'hub.sqlite'),
            TEST_JOURNAL_KEY,
          );
          buyCave(db, new Date(START).toISOString(), 'P1', cents(100_000_000));
          buyCave(db, new Date(START).toISOString(), 'P2', cents(100_000_000));
          const sorted = [...hands].sort((x, y) => x.offset - y.offset);
          const serials = new Map<string, number>();
          const expected = new Map<string, [number, number][]>();
          sorted.forEach((h, i) => {
            const at = new Date(START + h.offset).toISOString();
            const day = gamingDayOf(at);
            const serial = (serials.get(day) ?? 0) + 1;
            serials.set(day, serial);
            const rake = playHand(db, at, 'holdem-1', `h${i}`, serial, { P1: h.a, P2: h.b }, 'P1');
            expect(rake).toBe(Math.floor(((h.a + h.b) * 4) / 100));
            expected.set(day, [...(expected.get(day) ?? []), [h.a + h.b, rake]]);
          });
          let sum = 0;
          for (const [day, lines] of expected) {
            const s = modele7(db, 'holdem-1', day);
            expect(s.lines.map((l) => [l.pot, l.rake])).toEqual(lines);
            expect(s.anomalies).toEqual([]);
            expect(s.ledger.consistent).toBe(true);
            sum += s.totals.rakeTotal;
          }
          expect(sum).toBe(balanceOf(db, accounts.rake('holdem-1')));
          const days = [...expected.keys()].sort();
          const book = modele11quater(db, days[0] ?? '', days.at(-1) ?? '');
          expect(book.entries.at(-1)?.cumulative).toBe(sum);
          db.close();
        },
      ),
      { numRuns: 25 },
    );
  });
});
