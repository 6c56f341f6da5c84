// The newest recorded result and whether the wheel has shown it yet. Until it lands, figures
// that would give the number away (credit, win, last results) keep their previous value:
// ui-conventions.md, "wins are credited when the result is announced".
import { computed, ref, watch, type Ref } from 'vue';
import { useRouletteUiStore } from './uiStore.ts';
import { useRouletteView } from './useRouletteView.ts';

/** A result as the hub recorded it; `direction` is unknown when only the history has it. */
export interface LatestResult {
  readonly roundId: number;
  readonly pocket: number;
  readonly direction: 'clockwise' | 'anticlockwise' | null;
}

/** The newest result in the view and whether the wheel still has to land on it. */
export function useLanding() {
  const { hub, round: currentRound } = useRouletteView();
  const ui = useRouletteUiStore();
  const latest = computed<LatestResult | null>(() => {
    const round = currentRound.value;
    if (round?.result) return { roundId: round.roundId, ...round.result };
    const newest = [...(hub.value?.lastResults ?? [])].sort((a, b) => b.roundId - a.roundId)[0];
    return newest ? { roundId: newest.roundId, pocket: newest.pocket, direction: null } : null;
  });
  const awaiting = computed(() => latest.value !== null && latest.value.roundId !== ui.shownResult?.roundId);
  return { latest, awaiting };
}

/** `source`, frozen while the wheel has a result still to land on. */
export function useHeld<T>(source: () => T): Ref<T> {
  const { awaiting } = useLanding();
  const held = ref(source()) as Ref<T>;
  watch(
    [source, awaiting],
    ([value, wait]) => {
      if (!wait) held.value = value;
    },
    { flush: 'sync' },
  );
  return held;
}
