// The UI state of a cell-felt screen (boule, vingt-trois, wheel of fortune) only: the last result
// the wheel has shown, whether it turns, and a voided spin to tell (the chips on their way to the
// hub are the shell's, stores/ui.ts). No game rule and no money here (STYLE.md "Renderer").
import { defineStore } from 'pinia';
import { ref } from 'vue';

/**
 * A result the wheel has landed on: the stored pocket and, on the wheel of fortune's purple, the
 * bonus segment, kept here because the next round's view no longer carries it (seed 000).
 */
export interface ShownResult {
  readonly roundId: number;
  readonly pocket: number;
  readonly bonus?: number | null;
}

/** The cell felt's UI store (one game is on screen at a time). */
export const useCellFeltUiStore = defineStore('cellFeltUi', () => {
  const shownResult = ref<ShownResult | null>(null);
  const spinning = ref(false);
  /** The round whose spin the hub voided and refunded (seed 000), while the screen says so. */
  const voidedRound = ref<number | null>(null);
  /** The announcements are on by default; the player mutes them (issue 11 §2, as at roulette). */
  const soundOn = ref(true);

  /** Turns the announcements on or off. */
  function setSound(on: boolean): void {
    soundOn.value = on;
  }

  /** Marks the wheel as turning (true) or landed on `result` (false). */
  function setSpinning(value: boolean, result?: ShownResult): void {
    spinning.value = value;
    if (result) shownResult.value = result;
  }

  /** Tells (a round id) or stops telling (null) that a spin was voided. */
  function setVoided(roundId: number | null): void {
    voidedRound.value = roundId;
  }

  return { shownResult, spinning, voidedRound, setSpinning, setVoided, soundOn, setSound };
});
