// Random legal play for the property tests: every action drawn from what the view says is legal.
import { cents } from '../../money.ts';
import type { Rng } from '../../rng.ts';
import { limitsFor } from '../betting.ts';
import type { BetAction, HoldemCommand, HoldemState } from '../state.ts';

/** A random legal action for the player to act. */
export function randomAction(s: HoldemState, rng: Rng): HoldemCommand | null {
  if (s.phase !== 'inHand' || s.hand.toAct === null) return null;
  const seat = s.hand.toAct;
  const p = s.hand.players.find((x) => x.seat === seat);
  const stack = s.seats[seat]?.stack ?? 0;
  if (!p) return null;
  const lim = limitsFor(s.hand, p, cents(stack), s.options);
  const facing = s.hand.currentBet > p.streetBet;
  const r = rng.int(100);
  let action: BetAction;
  if (r < 12 && facing) action = { kind: 'fold' };
  else if (r < 55) action = facing ? { kind: 'call' } : { kind: 'check' };
  else if (r < 62 && lim.mayRaise) action = { kind: 'allIn' };
  else if (lim.mayRaise && lim.minTo <= lim.maxTo) {
    const to = cents(lim.minTo + rng.int(lim.maxTo - lim.minTo + 1));
    action = s.hand.currentBet === 0 ? { kind: 'bet', to } : { kind: 'raise', to };
  } else action = facing ? { kind: 'call' } : { kind: 'check' };
  return { type: 'Act', seat, action };
}

/** A random between-hands command (seat changes, recaves), or a hand start. */
export function randomBetweenHands(s: HoldemState, rng: Rng): HoldemCommand {
  const seats = Object.keys(s.seats).map(Number);
  const seat = seats[rng.int(Math.max(1, seats.length))] ?? 1;
  const r = rng.int(100);
  if (r < 3) return { type: 'Leave', seat };
  if (r < 6) return { type: 'SitOut', seat };
  if (r < 15) return { type: 'SitIn', seat };
  const broke = seats.find((n) => (s.seats[n]?.stack ?? 0) === 0);
  if (broke !== undefined && r < 40)
    return { type: 'Recave', seat: broke, amount: cents(2_000 + rng.int(20_000)) };
  if (seats.length < s.options.seats && r < 50) {
    const free = Array.from({ length: s.options.seats }, (_, i) => i + 1).filter((n) => !seats.includes(n));
    return {
      type: 'SitDown',
      seat: free[rng.int(free.length)] ?? 1,
      player: `p${rng.int(1e9)}`,
      cave: cents(4_000 + rng.int(40_000)),
    };
  }
  return { type: 'StartHand' };
}
