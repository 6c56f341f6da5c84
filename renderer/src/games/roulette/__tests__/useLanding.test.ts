import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialView, type GameView, type StationView } from '../../../../../protocol/bridge.ts';
import { useStationStore } from '../../../stores/station.ts';
import { useRouletteUiStore } from '../uiStore.ts';
import { useHeld, useLanding } from '../useLanding.ts';

type Hub = GameView<'roulette'>['hub'];

function hubWith(credit: number, round: Hub['round'], lastResults: Hub['lastResults']): StationView {
  const hub = {
    tableId: 'r1',
    tableName: 'Roulette 1',
    game: 'roulette',
    limits: { minimum: 100, maxPlein: 3000, maxChance: 100000, zeroRule: 'partage' },
    session: 'open',
    lastRoundsRemaining: null,
    hubTime: 0,
    round,
    credit,
    bets: [],
    lastResults,
    lastSettlement: null,
  } as unknown as Hub;
  return { ...initialView('T1', 0), link: 'online', game: 'roulette', hub };
}

describe('useLanding / useHeld', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('holds the credit while the wheel has a new result to land on', () => {
    const station = useStationStore();
    const ui = useRouletteUiStore();
    const { latest, awaiting } = useLanding();
    const credit = useHeld(() => (station.view?.game === 'roulette' ? station.view.hub.credit : null));

    station.receive(hubWith(7000, { roundId: 5, phase: 'betting', closesAt: 1, result: null }, []));
    expect(credit.value).toBe(7000);
    expect(latest.value).toBeNull();

    station.receive(
      hubWith(
        11000,
        { roundId: 5, phase: 'settled', closesAt: 1, result: { pocket: 27, direction: 'clockwise' } },
        [{ roundId: 5, pocket: 27 }],
      ),
    );
    expect(latest.value).toEqual({ roundId: 5, pocket: 27, direction: 'clockwise' });
    expect(awaiting.value).toBe(true);
    expect(credit.value).toBe(7000);

    ui.setSpinning(false, { roundId: 5, pocket: 27 });
    expect(awaiting.value).toBe(false);
    expect(credit.value).toBe(11000);
  });

  it('takes the newest result from the history when the round has none', () => {
    const station = useStationStore();
    const { latest } = useLanding();
    station.receive(
      hubWith(0, { roundId: 9, phase: 'betting', closesAt: 1, result: null }, [
        { roundId: 7, pocket: 3 },
        { roundId: 8, pocket: 12 },
      ]),
    );
    expect(latest.value).toEqual({ roundId: 8, pocket: 12, direction: null });
  });
});
