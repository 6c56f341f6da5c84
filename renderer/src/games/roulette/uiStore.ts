// The roulette screen's UI state only: the last number the wheel has shown and whether it is
// turning. No game rule and no money here (STYLE.md "Renderer").
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { DEFAULT_NEIGHBOURS } from '../../../../games/roulette/racetrack.ts';

/** The roulette UI store. */
export const useRouletteUiStore = defineStore('rouletteUi', () => {
  const shownResult = ref<{ roundId: number; pocket: number } | null>(null);
  const spinning = ref(false);
  /** The k of the racetrack's neighbours bet N±k, chosen by the player (2 by default). */
  const neighbours = ref(DEFAULT_NEIGHBOURS);

  /** The announcements are heard (on by default; the player may mute them, issue 11 §2). */
  const soundOn = ref(true);

  /** Mutes or unmutes the announcements. */
  function setSound(on: boolean): void {
    soundOn.value = on;
  }

  /** Chooses k for the next neighbours bet (1–18, as the annonce allows). */
  function setNeighbours(k: number): void {
    if (Number.isInteger(k) && k >= 1 && k <= 18) neighbours.value = k;
  }

  /** Marks the wheel as turning (true) or landed on `result` (false). */
  function setSpinning(value: boolean, result?: { roundId: number; pocket: number }): void {
    spinning.value = value;
    if (result) shownResult.value = result;
  }

  return { shownResult, spinning, setSpinning, neighbours, setNeighbours, soundOn, setSound };
});
