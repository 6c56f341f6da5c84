// The roulette screen's UI state only: the last number the wheel has shown and whether it is
// turning, and which settled rounds belong to a player who has since left. No game rule and no
// money here (STYLE.md "Renderer").
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

  /**
   * "Effacer une mise" (issue 11 §2, clear one bet): armed, the next touch on the layout takes back
   * the bet of that spot instead of placing a chip; one touch, then the mode ends.
   */
  const clearOne = ref(false);

  /**
   * The random combination the hub's device proposed (issue 11, RULES.md A.2), shown on the felt
   * until the player plays it, asks another or cancels; null when none. Never money: the pleins.
   */
  const proposal = ref<readonly number[] | null>(null);

  /** Shows the hub's proposal, or none (null). */
  function setProposal(numbers: readonly number[] | null): void {
    proposal.value = numbers === null ? null : [...numbers];
  }

  /** Arms or disarms the clear-one mode. */
  function setClearOne(on: boolean): void {
    clearOne.value = on;
  }

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

  /**
   * The round through which "Gain du dernier coup" belongs to a player who has left: a voucher
   * closed the credit after it (issue 11 §3), so the next player does not see it as theirs.
   */
  const winsClosedThrough = ref<number | null>(null);
  /** The last voucher seen (its validation number), so that only a new one closes the wins. */
  let lastVoucher: string | null = null;

  /** Follows the station's voucher: a new one closes every round settled so far (`lastRoundId`). */
  function followVoucher(voucher: string | null, lastRoundId: number | null): void {
    if (voucher === null || voucher === lastVoucher) return;
    lastVoucher = voucher;
    if (lastRoundId !== null) winsClosedThrough.value = lastRoundId;
    // The next player does not inherit the last one's proposal either.
    proposal.value = null;
  }

  /** True when the settlement of `roundId` is the present player's (no voucher closed it). */
  function winIsCurrent(roundId: number): boolean {
    return winsClosedThrough.value === null || roundId > winsClosedThrough.value;
  }

  return {
    shownResult,
    spinning,
    setSpinning,
    neighbours,
    setNeighbours,
    soundOn,
    clearOne,
    setClearOne,
    proposal,
    setProposal,
    setSound,
    winsClosedThrough,
    followVoucher,
    winIsCurrent,
  };
});
