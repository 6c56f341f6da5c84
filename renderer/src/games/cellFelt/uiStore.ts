// The UI state of a cell-felt screen (boule, vingt-trois, wheel of fortune) only: the chips on
// their way to the hub, the last result the wheel has shown, whether it turns, and a voided spin
// to tell. No game rule and no money here (STYLE.md "Renderer").
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Cents } from '../../../../games/money.ts';

/** A bet sent to the hub and not yet answered. */
export interface PendingChip {
  readonly id: number;
  readonly spotKey: string;
  readonly stake: Cents;
}

/** The cell felt's UI store (one game is on screen at a time). */
export const useCellFeltUiStore = defineStore('cellFeltUi', () => {
  const pending = ref<PendingChip[]>([]);
  const shownResult = ref<{ roundId: number; pocket: number } | null>(null);
  const spinning = ref(false);
  /** The round whose spin the hub voided and refunded (seed 000), while the screen says so. */
  const voidedRound = ref<number | null>(null);
  let nextId = 1;

  /** Records a chip on its way to the hub; returns its id. */
  function addPending(spotKey: string, stake: Cents): number {
    const id = nextId++;
    pending.value = [...pending.value, { id, spotKey, stake }];
    return id;
  }

  /** Forgets a chip once the hub answered. */
  function resolvePending(id: number): void {
    pending.value = pending.value.filter((p) => p.id !== id);
  }

  /** Marks the wheel as turning (true) or landed on `result` (false). */
  function setSpinning(value: boolean, result?: { roundId: number; pocket: number }): void {
    spinning.value = value;
    if (result) shownResult.value = result;
  }

  /** Tells (a round id) or stops telling (null) that a spin was voided. */
  function setVoided(roundId: number | null): void {
    voidedRound.value = roundId;
  }

  return { pending, shownResult, spinning, voidedRound, addPending, resolvePending, setSpinning, setVoided };
});
