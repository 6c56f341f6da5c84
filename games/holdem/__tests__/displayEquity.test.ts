import { describe, expect, it } from 'vitest';
import { allInEquity } from '../displayEquity.ts';
import { evolve } from '../evolve.ts';
import { decide } from '../decide.ts';
import { lowest, rigged, table } from './helpers.ts';

describe("hold'em display equity", () => {
  it('gives exact equities once everyone is all in, street by street', () => {
    const s = rigged(table({ 1: 1_000, 2: 1_000 }), { 1: 'As Ah', 2: 'Kd Kc' });
    if (s.phase !== 'inHand') throw new Error('no hand');
    expect(allInEquity(s.hand)).toBeNull();
    const a = decide(s, { type: 'Act', seat: 1, action: { kind: 'allIn' } }, lowest);
    if (!a.ok) throw new Error(a.rejection.code);
    let after = a.events.reduce(evolve, s);
    const b = decide(after, { type: 'Act', seat: 2, action: { kind: 'call' } }, lowest);
    if (!b.ok) throw new Error(b.rejection.code);
    // Replay the run-out and take the equity right after the flop.
    let flops = 0;
    for (const e of b.events) {
      after = evolve(after, e);
      if (e.type === 'StreetDealt' && e.street === 'flop' && after.phase === 'inHand') {
        flops++;
        const eq = allInEquity(after.hand);
        expect(eq?.seats).toEqual([1, 2]);
        expect(eq?.result.boards).toBe(990);
        expect(eq!.result.equity[0]! + eq!.result.equity[1]!).toBeCloseTo(1, 12);
      }
    }
    expect(flops).toBe(1);
  });
});
