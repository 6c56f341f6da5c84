// The limits a hold'em player faces and the refusals of an action (RULES.md A.7, B §8.2): the
// amount to call, the smallest and largest raise under each structure, the short all-in rule, and
// every refusal code. Hands are built by hand; every figure is worked out from the rule.
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../../money.ts';
import { limitsFor, validateAction } from '../betting.ts';
import { DEFAULT_OPTIONS, type HoldemOptions, checkOptions } from '../options.ts';
import type { BetAction, Hand, InHand } from '../state.ts';

const player = (seat: number, streetBet: number, extra: Partial<InHand> = {}): InHand => ({
  seat,
  hole: [0, 1],
  committed: cents(streetBet),
  streetBet: cents(streetBet),
  folded: false,
  allIn: false,
  acted: false,
  facedBet: cents(0),
  ...extra,
});

const hand = (players: InHand[], extra: Partial<Hand> = {}): Hand => ({
  no: 1,
  button: 1,
  smallBlindSeat: 2,
  bigBlindSeat: 3,
  street: 'flop',
  board: [],
  players,
  currentBet: cents(Math.max(...players.map((p) => p.streetBet))),
  lastRaiseSize: cents(200),
  raises: 0,
  lastAggressor: null,
  toAct: players[0]?.seat ?? null,
  deadline: 0,
  shown: {},
  awarded: cents(0),
  ...extra,
});

const o = (extra: Partial<HoldemOptions> = {}): HoldemOptions => ({ ...DEFAULT_OPTIONS, ...extra });
const limits = (h: Hand, stack: number, options = o()) =>
  limitsFor(h, h.players[0] as InHand, cents(stack), options);
const act = (h: Hand, stack: number, action: BetAction, options = o()) =>
  validateAction(h, h.players[0] as InHand, cents(stack), action, options);
const to = (n: number): Cents => cents(n);

describe('limits: what a player may put in', () => {
  it('no limit, facing 6 € after a 4 € raise: call 6 €, raise to 10 € at least, all in at most', () => {
    const h = hand([player(1, 0), player(2, 600)], { lastRaiseSize: cents(400) });
    expect(limits(h, 5_000)).toEqual({ toCall: 600, minTo: 1_000, maxTo: 5_000, mayRaise: true });
  });

  it('no limit, nothing bet yet: the smallest bet is the big blind', () => {
    const h = hand([player(1, 0), player(2, 0)]);
    expect(limits(h, 5_000)).toMatchObject({ toCall: 0, minTo: 200, maxTo: 5_000 });
  });

  it('minimum raise "double": to twice the highest bet, or the bet plus a big blind if more', () => {
    const h = hand([player(1, 0), player(2, 600)], { lastRaiseSize: cents(400) });
    expect(limits(h, 5_000, o({ minRaise: 'double' })).minTo).toBe(1_200);
    const small = hand([player(1, 0), player(2, 100)], { lastRaiseSize: cents(100) });
    expect(limits(small, 5_000, o({ minRaise: 'double' })).minTo).toBe(300);
  });

  it('pot limit: at most the pot after calling — 6 € bet into 4 €, call 6 €: raise to 22 €', () => {
    // Pot: 4 € from earlier streets (committed) + the 6 € bet = 10 €; after the call 16 €; raise by 16 € to 22 €.
    const h = hand([player(1, 0, { committed: cents(200) }), player(2, 600, { committed: cents(800) })], {
      lastRaiseSize: cents(600),
    });
    expect(limits(h, 10_000, o({ structure: 'potLimit' }))).toEqual({
      toCall: 600,
      minTo: 1_200,
      maxTo: 2_200,
      mayRaise: true,
    });
    expect(limits(h, 1_500, o({ structure: 'potLimit' })).maxTo).toBe(1_500);
  });

  it('a short stack calls what it has', () => {
    const h = hand([player(1, 0), player(2, 600)]);
    expect(limits(h, 250).toCall).toBe(250);
  });

  it('no raise against players who are all in, nor when the stack cannot go above the bet', () => {
    const allIn = hand([player(1, 0), player(2, 600, { allIn: true }), player(3, 0, { folded: true })]);
    expect(limits(allIn, 5_000).mayRaise).toBe(false);
    const short = hand([player(1, 0), player(2, 600)]);
    expect(limits(short, 600).mayRaise).toBe(false);
    expect(limits(short, 601).mayRaise).toBe(true);
  });

  it('A.7: a short all-in does not reopen the action for a player who already acted', () => {
    // Seat 1 bet 4 €, seat 2 went all in for 5 € (1 € more, less than a full 4 € raise).
    const reopenedNot = hand(
      [
        player(1, 400, { acted: true, facedBet: cents(400) }),
        player(2, 500, { allIn: true }),
        player(3, 500),
      ],
      {
        lastRaiseSize: cents(400),
      },
    );
    expect(limits(reopenedNot, 5_000).mayRaise).toBe(false);
    // Raises adding up to a full raise since seat 1 acted do reopen it.
    const reopened = hand(
      [player(1, 400, { acted: true, facedBet: cents(400) }), player(2, 800), player(3, 800)],
      {
        lastRaiseSize: cents(400),
      },
    );
    expect(limits(reopened, 5_000).mayRaise).toBe(true);
  });
});

describe('actions: accepted facts and refusals', () => {
  const facing = hand([player(1, 0), player(2, 600)], { lastRaiseSize: cents(400) });
  const open = hand([player(1, 0), player(2, 0)]);

  it('fold, check and call', () => {
    expect(act(facing, 5_000, { kind: 'fold' })).toEqual({
      action: 'fold',
      amount: 0,
      to: 0,
      allIn: false,
      fullRaise: false,
    });
    expect(act(facing, 5_000, { kind: 'check' })).toBe('cannotCheck');
    expect(act(open, 5_000, { kind: 'check' })).toMatchObject({ action: 'check', amount: 0 });
    expect(act(facing, 5_000, { kind: 'call' })).toEqual({
      action: 'call',
      amount: 600,
      to: 600,
      allIn: false,
      fullRaise: false,
    });
    expect(act(facing, 600, { kind: 'call' })).toMatchObject({ action: 'call', amount: 600, allIn: true });
    expect(act(open, 5_000, { kind: 'call' })).toBe('nothingToCall');
  });

  it('bet and raise are named for what they are', () => {
    expect(act(facing, 5_000, { kind: 'bet', to: to(1_000) })).toBe('useRaise');
    expect(act(open, 5_000, { kind: 'raise', to: to(400) })).toBe('useBet');
    expect(act(open, 5_000, { kind: 'bet', to: to(400) })).toEqual({
      action: 'bet',
      amount: 400,
      to: 400,
      allIn: false,
      fullRaise: true,
    });
    expect(act(facing, 5_000, { kind: 'raise', to: to(1_000) })).toEqual({
      action: 'raise',
      amount: 1_000,
      to: 1_000,
      allIn: false,
      fullRaise: true,
    });
  });

  it('refuses amounts out of bounds with the reason', () => {
    expect(act(facing, 5_000, { kind: 'raise', to: to(900) })).toBe('belowMinimum');
    expect(act(facing, 5_000, { kind: 'raise', to: to(600) })).toBe('belowMinimum');
    expect(act(facing, 5_000, { kind: 'raise', to: to(5_001) })).toBe('notEnoughChips');
    expect(act(facing, 5_000, { kind: 'raise', to: 0 as Cents })).toBe('badAmount');
    expect(act(facing, 5_000, { kind: 'raise', to: -5 as Cents })).toBe('badAmount');
    expect(act(facing, 5_000, { kind: 'raise', to: 1_000.5 as Cents })).toBe('badAmount');
    expect(act(facing, 10_000, { kind: 'raise', to: to(3_000) }, o({ structure: 'potLimit' }))).toBe(
      'aboveMaximum',
    );
  });

  it('an all in below a full raise is an all-in raise that does not count as full', () => {
    expect(act(facing, 900, { kind: 'allIn' })).toEqual({
      action: 'allIn',
      amount: 900,
      to: 900,
      allIn: true,
      fullRaise: false,
    });
    expect(act(facing, 1_000, { kind: 'allIn' })).toMatchObject({
      action: 'allIn',
      amount: 1_000,
      fullRaise: true,
    });
    // All in for no more than the bet: a call.
    expect(act(facing, 500, { kind: 'allIn' })).toEqual({
      action: 'call',
      amount: 500,
      to: 500,
      allIn: true,
      fullRaise: false,
    });
  });

  it('when the action is not reopened, all in is a call and a raise is refused', () => {
    const h = hand(
      [
        player(1, 400, { acted: true, facedBet: cents(400) }),
        player(2, 500, { allIn: true }),
        player(3, 500),
      ],
      {
        lastRaiseSize: cents(400),
      },
    );
    expect(act(h, 5_000, { kind: 'allIn' })).toEqual({
      action: 'call',
      amount: 100,
      to: 500,
      allIn: false,
      fullRaise: false,
    });
    expect(act(h, 5_000, { kind: 'raise', to: to(1_000) })).toBe('actionNotReopened');
  });

  it('fixed limit refuses a raise once the street holds its cap of bets', () => {
    const capped = hand([player(1, 0), player(2, 800)], { raises: 4, lastRaiseSize: cents(200) });
    expect(act(capped, 5_000, { kind: 'raise', to: to(1_000) }, o({ structure: 'fixedLimit' }))).toBe(
      'capReached',
    );
    const under = hand([player(1, 0), player(2, 800)], { raises: 3, lastRaiseSize: cents(200) });
    expect(act(under, 5_000, { kind: 'raise', to: to(1_000) }, o({ structure: 'fixedLimit' }))).toMatchObject(
      { action: 'raise' },
    );
    expect(
      limitsFor(capped, capped.players[0] as InHand, cents(5_000), o({ structure: 'fixedLimit' })).mayRaise,
    ).toBe(false);
  });
});

describe('limits: the rules each structure keeps or drops', () => {
  it('the opening bet of a street is one big blind, whatever size the last raise had', () => {
    const h = hand([player(1, 0), player(2, 0)], { lastRaiseSize: cents(600) });
    expect(limits(h, 5_000).minTo).toBe(200);
    expect(act(h, 5_000, { kind: 'bet', to: to(200) })).toMatchObject({
      action: 'bet',
      to: 200,
      fullRaise: true,
    });
  });

  it('pot limit, the small blind facing 2 € with 1 € in: call 1 €, the pot is then 6 €, raise to 8 € at most', () => {
    // Pre-flop: small blind 100, big blind 200, seat 3 called 200. Pot 500; after the call 600.
    const h = hand([player(1, 100), player(2, 200), player(3, 200, { acted: true, facedBet: cents(200) })], {
      street: 'preflop',
    });
    expect(limits(h, 9_900, o({ structure: 'potLimit' }))).toEqual({
      toCall: 100,
      minTo: 400,
      maxTo: 800,
      mayRaise: true,
    });
    expect(act(h, 9_900, { kind: 'raise', to: to(900) }, o({ structure: 'potLimit' }))).toBe('aboveMaximum');
  });

  it('no cap on raises in no limit or pot limit: a fifth bet on the street is still allowed', () => {
    const h = hand([player(1, 0), player(2, 1_600)], { raises: 4, lastRaiseSize: cents(400) });
    for (const structure of ['noLimit', 'potLimit'] as const) {
      expect(limits(h, 100_000, o({ structure })).mayRaise).toBe(true);
      expect(act(h, 100_000, { kind: 'raise', to: to(2_000) }, o({ structure }))).toMatchObject({
        action: 'raise',
        to: 2_000,
        fullRaise: true,
      });
    }
  });

  it('a raise to no more than the bet is below the minimum, even with no chips to go higher', () => {
    const facing = hand([player(1, 0), player(2, 600)], { lastRaiseSize: cents(400) });
    expect(act(facing, 600, { kind: 'raise', to: to(600) })).toBe('belowMinimum');
    expect(act(facing, 500, { kind: 'raise', to: to(500) })).toBe('belowMinimum');
  });

  it('all in means the action put in the last chip: a fold or a check puts in none', () => {
    const open = hand([player(1, 0), player(2, 0)]);
    expect(act(open, 0, { kind: 'check' })).toMatchObject({ action: 'check', amount: 0, allIn: false });
    expect(act(open, 0, { kind: 'fold' })).toMatchObject({ action: 'fold', amount: 0, allIn: false });
  });
});

describe('hold’em table options', () => {
  it('accepts the defaults and names each problem', () => {
    expect(checkOptions(DEFAULT_OPTIONS)).toEqual([]);
    expect(checkOptions(o({ seats: 1 }))).toEqual(['2 to 10 seats']);
    expect(checkOptions(o({ seats: 11 }))).toEqual(['2 to 10 seats']);
    expect(checkOptions(o({ seats: 2 }))).toEqual([]);
    expect(checkOptions(o({ seats: 2.5 }))).toEqual(['2 to 10 seats']);
    expect(checkOptions(o({ smallBlind: cents(0) }))).toEqual(['blinds: 0 < small ≤ big']);
    expect(checkOptions(o({ bigBlind: cents(50) }))).toEqual(['blinds: 0 < small ≤ big']);
    expect(checkOptions(o({ bigBlind: cents(100) }))).toEqual([]);
    expect(checkOptions(o({ ante: cents(-1) }))).toEqual(['ante ≥ 0']);
    expect(checkOptions(o({ rakeUnit: cents(0) }))).toEqual(['rake unit > 0']);
  });
});
