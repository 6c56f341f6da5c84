import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '../../../../../games/money.ts';
import type { ProtocolError } from '../../../../../protocol/errors.ts';
import type { RendererBridge } from '../../../bridge/rendererBridge.ts';
import { CONTROLS, createIntents, NOTICE_MS, type RouletteBridge } from '../intents.ts';

function fakeUi() {
  const log: string[] = [];
  let next = 1;
  return {
    log,
    addPending: (key: string, stake: Cents) => (log.push(`pending ${key} ${stake}`), next++),
    resolvePending: (id: number) => void log.push(`resolved ${id}`),
    showNotice: (e: Pick<ProtocolError, 'code' | 'params'>) => (log.push(`notice ${e.code}`), next++),
    clearNotice: (id?: number) => void log.push(`clear ${id ?? 'all'}`),
  };
}

/** The hub's answer to a favourite command: kept, or refused when the slot is 3 (a test's choice). */
function slotAnswer(slot: number) {
  return slot === 3
    ? ({ ok: false, error: { code: 'MALFORMED', message: 'no' } } as const)
    : ({ ok: true, value: { slot } } as const);
}

function fakeBridge(
  answer: Awaited<ReturnType<RendererBridge['placeBet']>>,
  batch: Awaited<ReturnType<RendererBridge['placeBets']>> = { ok: true, value: { betIds: ['x'] } },
) {
  const calls: unknown[] = [];
  const log = (name: string) => (args: unknown) => (calls.push({ [name]: args }), Promise.resolve(batch));
  const bridge: RouletteBridge = {
    placeBet: (args) => (calls.push(args), Promise.resolve(answer)),
    placeBets: log('placeBets'),
    undoLastBet: log('undoLastBet'),
    clearBet: log('clearBet'),
    clearAllBets: log('clearAllBets'),
    repeatLastRound: log('repeatLastRound'),
    doubleBets: log('doubleBets'),
    setPlayerMinimum: (args) => (
      calls.push({ setPlayerMinimum: args }),
      Promise.resolve({ ok: true, value: { minimum: null } })
    ),
    saveFavourite: (args) => (
      calls.push({ saveFavourite: args }),
      Promise.resolve(slotAnswer(args.favourite.slot))
    ),
    deleteFavourite: (args) => (
      calls.push({ deleteFavourite: args }),
      Promise.resolve(slotAnswer(args.slot))
    ),
    // The hub's device proposes 3, 8, 17, 22, 31 for five; refuses nine (more than it draws).
    proposeRandom: (args) => (
      calls.push({ proposeRandom: args }),
      Promise.resolve(
        args.count === 9
          ? ({
              ok: false,
              error: { code: 'ILLEGAL_BET', message: 'no', params: { reason: 'randomCount' } },
            } as const)
          : ({ ok: true, value: { numbers: [3, 8, 17, 22, 31] } } as const),
      )
    ),
  };
  return { bridge, calls };
}

describe('intents', () => {
  it('always sends the tap to the hub with the selected chip (no client-side phase check)', async () => {
    const ui = fakeUi();
    const { bridge, calls } = fakeBridge({ ok: true, value: { betId: 'b' } });
    await createIntents(bridge, ui, () => cents(2000)).placeBet('rouge');
    expect(calls).toEqual([{ spot: { kind: 'chance', chance: 'rouge' }, stake: 2000 }]);
    expect(ui.log).toEqual(['pending rouge 2000', 'clear all', 'resolved 1']);
  });

  it('shows the refusal by code and clears it later', async () => {
    const ui = fakeUi();
    const timers: { fn: () => void; ms: number }[] = [];
    const { bridge } = fakeBridge({ ok: false, error: { code: 'BETS_CLOSED', message: 'late' } });
    const intents = createIntents(
      bridge,
      ui,
      () => cents(100),
      (fn, ms) => timers.push({ fn, ms }),
    );
    await intents.placeBet('plein-17');
    expect(ui.log).toEqual(['pending plein-17 100', 'notice BETS_CLOSED', 'resolved 1']);
    expect(timers[0]?.ms).toBe(NOTICE_MS);
    timers[0]?.fn();
    expect(ui.log[ui.log.length - 1]).toBe('clear 2');
  });

  it('ignores a key that is not a spot', async () => {
    const ui = fakeUi();
    const { bridge, calls } = fakeBridge({ ok: true, value: { betId: 'b' } });
    await createIntents(bridge, ui, () => cents(100)).placeBet('cheval-1-5');
    expect(calls).toEqual([]);
  });

  it('sends an annonce as one hub command at the selected chip per unit, drawn pending on the racetrack', async () => {
    const ui = fakeUi();
    const { bridge, calls } = fakeBridge({ ok: true, value: { betId: 'b' } });
    await createIntents(bridge, ui, () => cents(500)).placeAnnonce({ kind: 'tiers' }, 'race-tiers');
    expect(calls).toEqual([
      { placeBets: { items: [{ kind: 'annonce', annonce: { kind: 'tiers' }, unit: 500 }] } },
    ]);
    expect(ui.log).toEqual(['pending race-tiers 500', 'clear all', 'resolved 1']);
  });

  it('sends each control as its hub command and shows the hub’s typed refusal', async () => {
    const ui = fakeUi();
    const refusal = { ok: false as const, error: { code: 'NOTHING_TO_REPEAT' as const, message: 'none' } };
    const { bridge, calls } = fakeBridge({ ok: true, value: { betId: 'b' } }, refusal);
    const intents = createIntents(
      bridge,
      ui,
      () => cents(100),
      () => undefined,
    );
    for (const c of CONTROLS) await intents.control(c);
    await intents.clearBet('bet-7');
    await intents.clearSpot('plein-5');
    await intents.clearSpot('not-a-spot');
    expect(calls).toEqual([
      { undoLastBet: {} },
      { clearAllBets: {} },
      { repeatLastRound: {} },
      { doubleBets: {} },
      { clearBet: { betId: 'bet-7' } },
      { clearBet: { spot: { kind: 'plein', number: 5 } } },
    ]);
    expect(ui.log.filter((l) => l.startsWith('notice'))).toHaveLength(6);
  });

  it('sends the player’s chosen minimum to the hub, null for the table’s', async () => {
    const ui = fakeUi();
    const { bridge, calls } = fakeBridge({ ok: true, value: { betId: 'b' } });
    const intents = createIntents(bridge, ui, () => cents(100));
    await intents.setMinimum(cents(500));
    await intents.setMinimum(null);
    expect(calls).toEqual([{ setPlayerMinimum: { minimum: 500 } }, { setPlayerMinimum: { minimum: null } }]);
  });

  it('saves, replays as one batch and deletes a favourite; a refusal is shown by its code', async () => {
    const ui = fakeUi();
    const { bridge, calls } = fakeBridge(
      { ok: true, value: { betId: 'b' } },
      { ok: false, error: { code: 'BETS_CLOSED', message: 'late' } },
    );
    const intents = createIntents(
      bridge,
      ui,
      () => cents(100),
      () => undefined,
    );
    const bets = [{ kind: 'bet', spot: { kind: 'plein', number: 5 }, stake: cents(300) }] as const;
    expect(await intents.saveFavourite(1, 'Cinq', [...bets])).toBe(true);
    expect(await intents.saveFavourite(3, 'Trois', [...bets])).toBe(false);
    expect(await intents.playFavourite({ slot: 1, name: 'Cinq', bets: [...bets] })).toBe(false);
    await intents.deleteFavourite(1);
    expect(calls).toEqual([
      { saveFavourite: { favourite: { slot: 1, name: 'Cinq', bets } } },
      { saveFavourite: { favourite: { slot: 3, name: 'Trois', bets } } },
      { placeBets: { items: bets } },
      { deleteFavourite: { slot: 1 } },
    ]);
    expect(ui.log).toEqual(['clear all', 'notice MALFORMED', 'notice BETS_CLOSED', 'clear all']);
  });

  it('asks the hub for a proposal and places nothing; a refusal shows its code', async () => {
    const ui = fakeUi();
    const { bridge, calls } = fakeBridge({ ok: true, value: { betId: 'b' } });
    const intents = createIntents(
      bridge,
      ui,
      () => cents(200),
      () => undefined,
    );
    expect(await intents.proposeRandom(5)).toEqual([3, 8, 17, 22, 31]);
    expect(await intents.proposeRandom(9)).toBeNull();
    expect(calls).toEqual([{ proposeRandom: { count: 5 } }, { proposeRandom: { count: 9 } }]);
    expect(ui.log).toEqual(['clear all', 'notice ILLEGAL_BET']);
  });

  it('plays a proposal as one batch of pleins at the selected chip, faded until the hub answers', async () => {
    const ui = fakeUi();
    const { bridge, calls } = fakeBridge({ ok: true, value: { betId: 'b' } });
    const intents = createIntents(
      bridge,
      ui,
      () => cents(200),
      () => undefined,
    );
    expect(await intents.playProposal([3, 17])).toBe(true);
    expect(calls).toEqual([
      {
        placeBets: {
          items: [
            { kind: 'bet', spot: { kind: 'plein', number: 3 }, stake: 200 },
            { kind: 'bet', spot: { kind: 'plein', number: 17 }, stake: 200 },
          ],
        },
      },
    ]);
    expect(ui.log).toEqual([
      'pending plein-3 200',
      'pending plein-17 200',
      'clear all',
      'resolved 1',
      'resolved 2',
    ]);
  });

  it('shows the hub’s refusal of a played proposal and says it was not placed', async () => {
    const ui = fakeUi();
    const refused = {
      ok: false,
      error: { code: 'INSUFFICIENT_CREDIT', message: 'no', params: { credit: 100 } },
    } as const;
    const { bridge } = fakeBridge({ ok: true, value: { betId: 'b' } }, refused);
    const intents = createIntents(
      bridge,
      ui,
      () => cents(200),
      () => undefined,
    );
    expect(await intents.playProposal([3])).toBe(false);
    expect(ui.log).toEqual(['pending plein-3 200', 'notice INSUFFICIENT_CREDIT', 'resolved 1']);
    // No chip selected (credit under the smallest chip): nothing is sent.
    const none = createIntents(
      bridge,
      fakeUi(),
      () => null,
      () => undefined,
    );
    expect(await none.playProposal([3])).toBe(false);
  });
});
