import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '../../../../../games/money.ts';
import type { ProtocolError } from '../../../../../protocol/errors.ts';
import type { Favourite } from '../../../../../protocol/wheelCommands.ts';
import { type CellBridge, createCellIntents } from '../intents.ts';

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

const refusal = { ok: false as const, error: { code: 'BETS_CLOSED' as const, message: 'late' } };

/** A bridge that records each call and answers `ok` (or the refusal when `refuse` is set). */
function recordingBridge(refuse = false) {
  const calls: unknown[] = [];
  const answer =
    <T>(name: string, value: T) =>
    (args: unknown) => {
      calls.push({ [name]: args });
      return Promise.resolve(refuse ? refusal : { ok: true as const, value });
    };
  const betIds = { betIds: ['b1'] };
  const bridge: CellBridge = {
    placeBet: answer('placeBet', { betId: 'b1' }),
    placeBets: answer('placeBets', betIds),
    undoLastBet: answer('undoLastBet', betIds),
    clearBet: answer('clearBet', betIds),
    clearAllBets: answer('clearAllBets', betIds),
    repeatLastRound: answer('repeatLastRound', betIds),
    doubleBets: answer('doubleBets', betIds),
    setPlayerMinimum: answer('setPlayerMinimum', { minimum: null }),
    saveFavourite: answer('saveFavourite', { slot: 0 }),
    deleteFavourite: answer('deleteFavourite', { slot: 0 }),
  };
  return { bridge, calls };
}

const five = { kind: 'plein', number: 5 } as const;
const manque = { kind: 'chance', chance: 'manque' } as const;

describe('cell-felt intents beyond the four controls', () => {
  it('clears the chips of one spot with the hub’s clearBet by spot', async () => {
    const ui = fakeUi();
    const { bridge, calls } = recordingBridge();
    await createCellIntents(bridge, ui, () => cents(100)).clearSpot(five);
    expect(calls).toEqual([{ clearBet: { spot: five } }]);
    expect(ui.log).toEqual(['clear all']);
  });

  it('sends the chosen minimum, or null for the table’s, as it is', async () => {
    const { bridge, calls } = recordingBridge();
    const intents = createCellIntents(bridge, fakeUi(), () => null);
    await intents.setMinimum(cents(500));
    await intents.setMinimum(null);
    expect(calls).toEqual([{ setPlayerMinimum: { minimum: 500 } }, { setPlayerMinimum: { minimum: null } }]);
  });

  it('saves the accepted bets as a favourite, plays it as one batch and deletes it', async () => {
    const { bridge, calls } = recordingBridge();
    const intents = createCellIntents(bridge, fakeUi(), () => null);
    await intents.saveFavourite(2, 'Favori 3', [
      { spot: five, stake: cents(200) },
      { spot: manque, stake: cents(100) },
    ]);
    const bets = [
      { kind: 'bet' as const, spot: five, stake: cents(200) },
      { kind: 'bet' as const, spot: manque, stake: cents(100) },
    ];
    const favourite: Favourite = { slot: 2, name: 'Favori 3', bets };
    await intents.playFavourite(favourite);
    await intents.deleteFavourite(2);
    expect(calls).toEqual([
      { saveFavourite: { favourite } },
      { placeBets: { items: bets } },
      { deleteFavourite: { slot: 2 } },
    ]);
  });

  it('saves nothing when the felt holds no bet', async () => {
    const { bridge, calls } = recordingBridge();
    await createCellIntents(bridge, fakeUi(), () => null).saveFavourite(0, 'Favori 1', []);
    expect(calls).toEqual([]);
  });

  it('shows the hub’s refusal of each new call by its code and changes nothing else', async () => {
    const ui = fakeUi();
    const { bridge } = recordingBridge(true);
    const timers: number[] = [];
    const intents = createCellIntents(
      bridge,
      ui,
      () => null,
      (_fn, ms) => void timers.push(ms),
    );
    await intents.clearSpot(five);
    await intents.setMinimum(cents(200));
    await intents.playFavourite({
      slot: 0,
      name: 'x',
      bets: [{ kind: 'bet', spot: five, stake: cents(100) }],
    });
    await intents.deleteFavourite(0);
    expect(ui.log).toEqual([
      'notice BETS_CLOSED',
      'notice BETS_CLOSED',
      'notice BETS_CLOSED',
      'notice BETS_CLOSED',
    ]);
    expect(timers).toHaveLength(4);
  });
});
