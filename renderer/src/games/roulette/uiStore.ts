// The roulette screen's UI state only: the last number the wheel has shown and whether it is
// turning. No game rule and no money here (STYLE.md "Renderer").
import { defineStore } from 'pinia';
import { ref } from 'vue';

/** The roulette UI store. */
export const useRouletteUiStore = defineStore('rouletteUi', () => {
  const shownResult = ref<{ roundId: number; pocket: number } | null>(null);
  const spinning = ref(false);

  /** Marks the wheel as turning (true) or landed on `result` (false). */
  function setSpinning(value: boolean, result?: { roundId: number; pocket: number }): void {
    spinning.value = value;
    if (result) shownResult.value = result;
  }

  return { shownResult, spinning, setSpinning };
});
