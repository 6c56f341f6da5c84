// The roulette module's reading of the station view: the roulette snapshot, or null at another
// game's table (the registry mounts this module only for `game === 'roulette'`).
import { computed } from 'vue';
import type { RouletteStationSnapshot } from '../../../../protocol/stationSnapshot.ts';
import { useStationStore } from '../../stores/station.ts';

/** The roulette snapshot and its round, as computed refs. */
export function useRouletteView() {
  const station = useStationStore();
  const hub = computed<RouletteStationSnapshot | null>(() =>
    station.view?.game === 'roulette' ? station.view.hub : null,
  );
  const round = computed(() => hub.value?.round ?? null);
  return { hub, round };
}
