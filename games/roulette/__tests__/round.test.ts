// Given/when/then on the roulette table through the shared wheel-round decider.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Cents, add, cents, euros, sum } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../../wheelRound/decide.ts';
import { evolve, replay } from '../../wheelRound/evolve.ts';
import { type Command, type Event, type TableState, createTable } from '../../wheelRound/state.ts';
import type { Ctx, Staff } from '../../wheelRound/types.ts';
import { view } from '../../wheelRound/view.ts';
import type { RouletteSpot } from '../bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../options.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../rules.ts';

type Ev = Event<RouletteSpot, RouletteBet, RouletteOutcome>;
type Cmd = Command<RouletteBet, RouletteOutcome>;
type State = TableState<RouletteSpot, RouletteOptions>;

const croupier: Staff = { id: 'c1', role: 'croupier' };
const comite: Staff = { id: 'd1', role: 'comite' };
const ctx = (seed = 1): Ctx => ({ rng: createRng(seededSource(seed)), now: 1_000 });

/** Runs commands from a fresh table, failing on any rejection; returns state and events. */
function run(options: RouletteOptions, commands: Cmd[], pool: Cents | null = null, seed = 1) {
  let state: State = createTable(options, pool);
  const events: Ev[] = [];
  const c = ctx(seed);
  for (const cmd of commands) {
    const d = decide(rouletteRules, state, cmd, c);
    if (!d.ok) throw new Error(`${cmd.type} rejected: ${JSON.stringify(d.rejection)}`);
    for (const e of d.events) {
      events.push(e);
      state = evolve(state, e);
    }
  }
  return { state, events };
}

const open: Cmd[] = [{ type: 'OpenSession', openedBy: croupier, validatedBy: comite }, { type: 'OpenRound' }];
const bet = (betId: string, seat: number, b: RouletteBet, unit: Cents): Cmd => ({
  type: 'PlaceBet',
  betId,
  seat,
  playerMinimum: cents(0),
  bet: b,
  unit,
});
const spot = (s: RouletteSpot): RouletteBet => ({ kind: 'spot', spot: s });
const close: Cmd = { type: 'CloseBets', trigger: 'detector' };
const result = (pocket: number, direction: 'clockwise' | 'anticlockwise' = 'clockwise'): Cmd => ({
  type: 'ReportResult',
  outcome: { pocket },
  direction,
  turns: 8,
  anomaly: false,
});
const settledOf = (events: Ev[]) => {
  const e = events.filter((x) => x.type === 'RoundSettled').at(-1);
  if (e?.type !== 'RoundSettled') throw new Error('no settlement');
  return e.settlement;
};

describe('roulette round lifecycle', () => {
  it('given an open round, when a plein and rouge are staked and 17 comes out, then the plein pays 35 to 1', () => {
    const { events, state } = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      bet('b1', 1, spot({ kind: 'plein', number: 17 }), euros(2)),
      bet('b2', 1, spot({ kind: 'chance', chance: 'rouge' }), euros(10)),
      close,
      result(17),
    ]);
    const s = settledOf(events);
    expect(s.bets.map((b) => [b.outcome, b.returned])).toEqual([
      ['won', 7200],
      ['lost', 0],
    ]);
    expect(s.houseResult).toBe(1200 - 7200);
    expect(s.transfers).toEqual([{ from: 'table:bank', to: 'station:1', amount: 7200, reason: 'payout' }]);
    expect(state.round).toBeNull();
    expect(state.lastDirection).toBe('clockwise');
  });

  it('refuses a bet after rien ne va plus, a repeated bet id, a bet outside the limits and a bet with no session', () => {
    const { state } = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      bet('b1', 1, spot({ kind: 'plein', number: 1 }), euros(1)),
    ]);
    expect(
      decide(rouletteRules, state, bet('b1', 1, spot({ kind: 'plein', number: 2 }), euros(1)), ctx()),
    ).toEqual({ ok: false, rejection: { code: 'duplicateBet' } });
    const tooMuch = decide(
      rouletteRules,
      state,
      bet('b2', 1, spot({ kind: 'plein', number: 1 }), euros(30)),
      ctx(),
    );
    expect(tooMuch).toEqual({
      ok: false,
      rejection: {
        code: 'limit',
        detail: { code: 'aboveMaximum', spot: 'plein-1', maximum: 3000, total: 3100 },
      },
    });
    const closed = run(DEFAULT_ROULETTE_OPTIONS, [...open, close]).state;
    expect(
      decide(rouletteRules, closed, bet('b3', 1, spot({ kind: 'plein', number: 1 }), euros(1)), ctx()),
    ).toEqual({ ok: false, rejection: { code: 'betsClosed' } });
    expect(
      decide(rouletteRules, createTable(DEFAULT_ROULETTE_OPTIONS, null), { type: 'OpenRound' }, ctx()),
    ).toEqual({ ok: false, rejection: { code: 'sessionClosed' } });
  });

  it('an annonce is staked as its chips, each checked against the limits', () => {
    const { events } = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      bet('v', 2, { kind: 'annonce', annonce: { kind: 'voisinsDuZero' } }, euros(1)),
      close,
      result(0),
    ]);
    const placed = events.find((e) => e.type === 'BetPlaced');
    expect(placed?.type === 'BetPlaced' && sum(placed.chips.map((c) => c.stake))).toBe(900);
    // 0-2-3 ×2 at 11 to 1: 2 € × 12 = 24 €.
    expect(settledOf(events).returned).toBe(2400);
    // A plein at 30 × min: a voisins unit of 16 € puts 32 € on 0-2-3 (max 100 × 1 € fine), but N±2 at 31 € is refused.
    const state = run(DEFAULT_ROULETTE_OPTIONS, open).state;
    const refused = decide(
      rouletteRules,
      state,
      bet('n', 2, { kind: 'annonce', annonce: { kind: 'voisins', number: 5, k: 2 } }, euros(31)),
      ctx(),
    );
    expect(refused.ok).toBe(false);
  });

  it('refuses a bet kind or annonce it does not know, with a typed rejection', () => {
    const state = run(DEFAULT_ROULETTE_OPTIONS, open).state;
    const odd = (b: unknown): Cmd => bet('x', 1, b as RouletteBet, euros(1));
    expect(decide(rouletteRules, state, odd({ kind: 'martingale' }), ctx())).toMatchObject({
      ok: false,
      rejection: { code: 'illegalBet' },
    });
    expect(
      decide(rouletteRules, state, odd({ kind: 'annonce', annonce: { kind: 'serpent' } }), ctx()),
    ).toMatchObject({ ok: false, rejection: { code: 'illegalBet' } });
    expect(
      decide(rouletteRules, state, odd({ kind: 'spot', spot: { kind: 'cheval', numbers: 'x' } }), ctx()),
    ).toMatchObject({ ok: false, rejection: { code: 'illegalBet' } });
    expect(
      decide(rouletteRules, state, odd({ kind: 'spot', spot: { kind: 'orphelin' } }), ctx()),
    ).toMatchObject({ ok: false, rejection: { code: 'illegalBet' } });
  });

  it('a bet can be withdrawn until rien ne va plus, refunding its chips, and its id stays used', () => {
    const { state, events } = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      bet('t', 2, { kind: 'annonce', annonce: { kind: 'tiers' } }, euros(2)),
      bet('p', 2, spot({ kind: 'plein', number: 9 }), euros(1)),
      { type: 'WithdrawBet', seat: 2, betId: 't' },
    ]);
    expect(events.at(-1)).toEqual({ type: 'BetWithdrawn', at: 1000, seat: 2, betId: 't', refund: 1200 });
    expect(view(state, 2).myChips.map((c) => c.betId)).toEqual(['p']);
    expect(
      decide(rouletteRules, state, bet('t', 2, spot({ kind: 'plein', number: 1 }), euros(1)), ctx()),
    ).toMatchObject({ ok: false, rejection: { code: 'duplicateBet' } });
    expect(decide(rouletteRules, state, { type: 'WithdrawBet', seat: 3, betId: 'p' }, ctx())).toMatchObject({
      ok: false,
      rejection: { code: 'unknownBet' },
    });
    const closed = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      bet('p', 2, spot({ kind: 'plein', number: 9 }), euros(1)),
      close,
    ]).state;
    expect(decide(rouletteRules, closed, { type: 'WithdrawBet', seat: 2, betId: 'p' }, ctx())).toMatchObject({
      ok: false,
      rejection: { code: 'betsClosed' },
    });
  });

  it('a random combination draws its pleins from the RNG and writes them into the event', () => {
    const { events } = run(
      DEFAULT_ROULETTE_OPTIONS,
      [...open, bet('r', 3, { kind: 'random', count: 5 }, euros(1))],
      null,
      99,
    );
    const placed = events.find((e) => e.type === 'BetPlaced');
    if (placed?.type !== 'BetPlaced') throw new Error('no bet');
    const numbers = placed.chips.map((c) => (c.spot.kind === 'plein' ? c.spot.number : -1));
    expect(new Set(numbers).size).toBe(5);
    expect(numbers.every((n) => n >= 0 && n <= 36)).toBe(true);
  });

  it('a result in the same direction as the previous spin voids the round and refunds every stake', () => {
    const { events, state } = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      close,
      result(5, 'clockwise'),
      { type: 'OpenRound' },
      bet('b', 4, spot({ kind: 'plein', number: 5 }), euros(3)),
      close,
      result(5, 'clockwise'),
    ]);
    expect(events.at(-1)).toEqual({
      type: 'RoundVoided',
      at: 1000,
      reason: 'sameDirection',
      direction: null,
      refunds: [{ seat: 4, amount: 300 }],
    });
    expect(state.round).toBeNull();
  });

  it('manual mode: a result entered by a croupier needs a different comité member', () => {
    const { state } = run(DEFAULT_ROULETTE_OPTIONS, [...open, close]);
    const entry = (validatedBy: Staff): Cmd => ({
      type: 'EnterResult',
      outcome: { pocket: 9 },
      direction: 'anticlockwise',
      enteredBy: croupier,
      validatedBy,
    });
    expect(decide(rouletteRules, state, entry({ id: 'c2', role: 'chef' }), ctx()).ok).toBe(false);
    const d = decide(rouletteRules, state, entry(comite), ctx());
    expect(d.ok && d.events[0]).toEqual({
      type: 'ResultEntered',
      at: 1000,
      outcome: { pocket: 9 },
      direction: 'anticlockwise',
      enteredBy: croupier,
      validatedBy: comite,
    });
    // Rien ne va plus by hand needs the comité member too.
    const betting = run(DEFAULT_ROULETTE_OPTIONS, open).state;
    const manualClose = (validatedBy: Staff): Cmd => ({
      type: 'CloseBets',
      trigger: 'manual',
      manual: { by: croupier, validatedBy },
    });
    expect(decide(rouletteRules, betting, manualClose(croupier), ctx()).ok).toBe(false);
    expect(decide(rouletteRules, betting, manualClose(comite), ctx())).toMatchObject({
      ok: true,
      events: [{ type: 'BetsClosed', manual: { by: croupier, validatedBy: comite } }],
    });
  });

  it('prison: zero, then a win releases; zero, then a loss loses; zero then zero loses (A.2)', () => {
    const prison: RouletteOptions = { ...DEFAULT_ROULETTE_OPTIONS, zeroRule: 'prison' };
    const rouge = spot({ kind: 'chance', chance: 'rouge' });
    const spin = (pocket: number, dir: 'clockwise' | 'anticlockwise'): Cmd[] => [
      { type: 'OpenRound' },
      close,
      result(pocket, dir),
    ];
    const first = [...open, bet('p', 1, rouge, euros(10)), close, result(0, 'clockwise')];
    const a = run(prison, first);
    expect(settledOf(a.events).held).toBe(1000);
    expect(settledOf(a.events).houseResult).toBe(0);
    expect(view(a.state, 1).myPrison).toHaveLength(1);
    const win = run(prison, [...first, ...spin(1, 'anticlockwise')]);
    expect(settledOf(win.events).bets[0]).toMatchObject({
      outcome: 'released',
      returned: 1000,
      carried: true,
    });
    const loss = run(prison, [...first, ...spin(2, 'anticlockwise')]);
    expect(settledOf(loss.events).bets[0]).toMatchObject({ outcome: 'lost', returned: 0 });
    expect(settledOf(loss.events).houseResult).toBe(1000);
    const zero = run(prison, [...first, ...spin(0, 'anticlockwise')]);
    expect(settledOf(zero.events).bets[0]).toMatchObject({ outcome: 'lost' });
    const dbl = run({ ...prison, doublePrison: true }, [
      ...first,
      ...spin(0, 'anticlockwise'),
      ...spin(3, 'clockwise'),
      ...spin(5, 'anticlockwise'),
    ]);
    expect(settledOf(dbl.events).bets[0]).toMatchObject({ outcome: 'released', returned: 1000 });
  });

  it('closing the session returns prison stakes; a void keeps them waiting', () => {
    const prison: RouletteOptions = { ...DEFAULT_ROULETTE_OPTIONS, zeroRule: 'prison' };
    const { events } = run(prison, [
      ...open,
      bet('p', 6, spot({ kind: 'chance', chance: 'noir' }), euros(4)),
      close,
      result(0),
      { type: 'OpenRound' },
      { type: 'VoidRound', reason: 'ball jumped out', by: croupier, validatedBy: comite },
      { type: 'CloseSession', validatedBy: comite, incident: 'cylinder out of order' },
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'SessionClosed',
      incident: 'cylinder out of order',
      refunds: [{ seat: 6, amount: 400 }],
    });
  });

  it('the three last: announced, three spins played, no fourth, then the closing (A.1)', () => {
    const spin = (dir: 'clockwise' | 'anticlockwise'): Cmd[] => [
      { type: 'OpenRound' },
      close,
      result(7, dir),
    ];
    const announced = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      close,
      { type: 'AnnounceLastSpins', by: croupier },
      result(1, 'clockwise'),
      ...spin('anticlockwise'),
    ]);
    expect(announced.state.lastSpinsLeft).toBe(1);
    const closeCmd: Cmd = { type: 'CloseSession', validatedBy: comite };
    expect(decide(rouletteRules, announced.state, closeCmd, ctx())).toEqual({
      ok: false,
      rejection: { code: 'lastSpinsPending' },
    });
    expect(
      decide(rouletteRules, announced.state, { type: 'AnnounceLastSpins', by: croupier }, ctx()).ok,
    ).toBe(false);
    const played = run(DEFAULT_ROULETTE_OPTIONS, [
      ...open,
      close,
      { type: 'AnnounceLastSpins', by: croupier },
      result(1, 'clockwise'),
      ...spin('anticlockwise'),
      ...spin('clockwise'),
    ]);
    expect(played.state.lastSpinsLeft).toBe(0);
    expect(decide(rouletteRules, played.state, { type: 'OpenRound' }, ctx())).toEqual({
      ok: false,
      rejection: { code: 'lastSpinsPlayed' },
    });
    expect(decide(rouletteRules, played.state, closeCmd, ctx())).toMatchObject({
      ok: true,
      events: [{ type: 'SessionClosed', incident: null }],
    });
  });
});

describe('jackpot through the decider', () => {
  const jackpotOptions = (variant: 1 | 2, split: 'a' | 'b'): RouletteOptions => ({
    ...DEFAULT_ROULETTE_OPTIONS,
    jackpot: { variant, split, contributionBps: 100, resetAmount: euros(500) },
  });

  it('variant 1 shows the bonus number at opening; variant 2 at rien ne va plus', () => {
    const v1 = run(jackpotOptions(1, 'a'), [...open, close], euros(500));
    expect(v1.events[1]).toMatchObject({ type: 'RoundOpened', bonusNumber: expect.any(Number) });
    const v2 = run(jackpotOptions(2, 'a'), [...open, close], euros(500));
    expect(v2.events[1]).toMatchObject({ type: 'RoundOpened', bonusNumber: null });
    expect(v2.events[2]).toMatchObject({ type: 'BetsClosed', bonusNumber: expect.any(Number) });
  });

  it('a plein on the bonus number (from an annonce too) wins the pool, which resets from the bank', () => {
    const opened = run(jackpotOptions(1, 'a'), open, euros(500));
    const bonus = opened.state.round?.bonusNumber ?? -1;
    const { events, state } = run(
      jackpotOptions(1, 'a'),
      [
        ...open,
        bet('a', 1, spot({ kind: 'plein', number: bonus }), euros(10)),
        bet('b', 2, { kind: 'annonce', annonce: { kind: 'voisins', number: bonus, k: 1 } }, euros(1)),
        bet('c', 3, spot({ kind: 'chance', chance: 'rouge' }), euros(20)),
        close,
        result(bonus),
      ],
      euros(500),
    );
    const s = settledOf(events);
    // Stakes 10 + 3 + 20 = 33 € → 1 % = 33 cents; pool 500,33 € shared 10 : 3 between seats 1 and 2.
    expect(s.jackpot).toMatchObject({ contribution: 33, reset: 50_000, poolAfter: 50_000 });
    expect(s.jackpot?.shares).toEqual([
      { seat: 1, amount: 38_487 },
      { seat: 2, amount: 11_546 },
    ]);
    expect(state.jackpotPool).toBe(50_000);
  });
});

describe('roulette properties', () => {
  const spots: RouletteSpot[] = [
    { kind: 'plein', number: 0 },
    { kind: 'plein', number: 17 },
    { kind: 'cheval', numbers: [0, 3] },
    { kind: 'transversale', numbers: [34, 35, 36] },
    { kind: 'carre', numbers: [0, 1, 2, 3] },
    { kind: 'sixain', numbers: [1, 2, 3, 4, 5, 6] },
    { kind: 'douzaine', dozen: 2 },
    { kind: 'colonne', column: 3 },
    { kind: 'deuxDouzaines', first: 1 },
    { kind: 'chance', chance: 'impair' },
    { kind: 'chance', chance: 'manque' },
  ];
  const betArb = fc.oneof(
    fc.constantFrom(...spots).map((s): RouletteBet => ({ kind: 'spot', spot: s })),
    fc.constantFrom<RouletteBet>(
      { kind: 'annonce', annonce: { kind: 'tiers' } },
      { kind: 'annonce', annonce: { kind: 'orphelins' } },
      { kind: 'random', count: 3 },
    ),
  );
  const spinArb = fc.record({
    bets: fc.array(
      fc.record({
        seat: fc.integer({ min: 1, max: 4 }),
        bet: betArb,
        unit: fc.integer({ min: 50, max: 400 }).map((n) => cents(2 * n)),
      }),
      { maxLength: 8 },
    ),
    withdrawFirst: fc.boolean(),
    pocket: fc.integer({ min: 0, max: 36 }),
  });

  it('conservation, replay = live, and views that show only the seat’s own chips', () => {
    fc.assert(
      fc.property(
        fc.array(spinArb, { minLength: 1, maxLength: 5 }),
        fc.constantFrom<RouletteOptions['zeroRule']>('partage', 'prison'),
        fc.boolean(),
        fc.integer(),
        (spins, zeroRule, withJackpot, seed) => {
          const options: RouletteOptions = {
            ...DEFAULT_ROULETTE_OPTIONS,
            zeroRule,
            doublePrison: seed % 2 === 0,
            jackpot: withJackpot
              ? { variant: 1, split: 'b', contributionBps: 250, resetAmount: euros(100) }
              : null,
          };
          let pool: Cents | null = withJackpot ? euros(100) : null;
          const commands: Cmd[] = [{ type: 'OpenSession', openedBy: croupier, validatedBy: comite }];
          spins.forEach((s, i) => {
            commands.push({ type: 'OpenRound' });
            s.bets.forEach((b, j) => commands.push(bet(`${i}-${j}`, b.seat, b.bet, b.unit)));
            const first = s.bets[0];
            if (s.withdrawFirst && first !== undefined)
              commands.push({ type: 'WithdrawBet', seat: first.seat, betId: `${i}-0` });
            commands.push(close, result(s.pocket, i % 2 === 0 ? 'clockwise' : 'anticlockwise'));
          });
          let state: State = createTable(options, pool);
          const events: Ev[] = [];
          const c = ctx(seed);
          for (const cmd of commands) {
            const d = decide(rouletteRules, state, cmd, c);
            if (!d.ok) continue; // a bet over a limit is refused; the rest goes on
            for (const e of d.events) {
              events.push(e);
              state = evolve(state, e);
              for (const seat of [1, 2, 3, 4]) {
                const v = view(state, seat);
                expect(
                  v.myChips.every((x) => x.seat === seat) && v.myPrison.every((x) => x.seat === seat),
                ).toBe(true);
                expect(JSON.stringify(v)).not.toMatch(new RegExp(`"seat":(?!${seat}\\b)\\d`));
              }
              if (e.type === 'RoundSettled') {
                const s = e.settlement;
                expect(add(s.stakes, s.carriedIn)).toBe(
                  s.returned + s.held + s.houseResult + (s.jackpot?.contribution ?? 0),
                );
                if (s.jackpot !== null && pool !== null) {
                  const paid = sum(s.jackpot.shares.map((x) => x.amount));
                  expect(s.jackpot.poolAfter).toBe(pool + s.jackpot.contribution - paid + s.jackpot.reset);
                  pool = s.jackpot.poolAfter;
                }
              }
            }
          }
          expect(replay(createTable(options, withJackpot ? euros(100) : null), events)).toEqual(state);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { numRuns: 150 },
    );
  });
});
