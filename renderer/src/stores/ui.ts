// The shell's UI state only: the selected chip, the language, intents waiting for the hub and the
// last notice. No game rule lives here; a game's own UI state is in its module's store.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Cents } from '../../../games/money.ts';
import type { ProtocolError } from '../../../protocol/errors.ts';
import type { Language } from '../i18n/language.ts';

/** A bet sent to the hub and not yet answered. */
export interface PendingIntent {
  readonly id: number;
  readonly spotKey: string;
  readonly stake: Cents;
}

/** A refusal shown in the notice area. */
export interface Notice {
  readonly id: number;
  readonly error: Pick<ProtocolError, 'code' | 'params'>;
}

/** The UI state store. */
export const useUiStore = defineStore('ui', () => {
  const language = ref<Language>('fr');
  const selectedChip = ref<Cents | null>(null);
  const pending = ref<PendingIntent[]>([]);
  const notice = ref<Notice | null>(null);
  /** The hide key (ui-conventions.md): credit and wins masked from neighbours until shown again. */
  const hidden = ref(false);
  /** The shell's overlay open over the game, if any: the game recall or the rules report. */
  const overlay = ref<'recall' | 'rules' | 'attendant' | null>(null);
  let nextId = 1;

  /** The language the station's view last carried, to follow only its changes. */
  let stationLanguage: Language | null = null;
  /** The validation number of the voucher the station's view last carried. */
  let stationVoucher: string | null = null;

  /** Switches between French and English. */
  function setLanguage(lang: Language): void {
    language.value = lang;
  }

  /**
   * Takes the language the station keeps when it changes (a reload, the next player), so that a
   * view sent before the player's own switch arrived never switches it back; and turns the hide
   * key off when a new voucher (`voucher`: its validation number) shows that the player left.
   */
  function followStation(lang: Language, voucher: string | null = null): void {
    // A new voucher: the player left (issue 11), so the next one does not inherit the hide key.
    if (voucher !== null && voucher !== stationVoucher) hidden.value = false;
    stationVoucher = voucher;
    if (lang === stationLanguage) return;
    stationLanguage = lang;
    language.value = lang;
  }

  /** Masks or shows the credit and the wins. */
  function setHidden(value: boolean): void {
    hidden.value = value;
  }

  /** Opens the recall, the rules or the attendant call over the game, or closes it (null). */
  function openOverlay(which: 'recall' | 'rules' | 'attendant' | null): void {
    overlay.value = which;
  }

  /** Selects the chip value used by the next tap on the felt. */
  function selectChip(value: Cents): void {
    selectedChip.value = value;
  }

  /** Records an intent on its way to the hub; returns its id. */
  function addPending(spotKey: string, stake: Cents): number {
    const id = nextId++;
    pending.value = [...pending.value, { id, spotKey, stake }];
    return id;
  }

  /** Forgets an intent once the hub answered. */
  function resolvePending(id: number): void {
    pending.value = pending.value.filter((p) => p.id !== id);
  }

  /** Shows a refusal; returns its id so that a timer clears only this one. */
  function showNotice(error: Notice['error']): number {
    const id = nextId++;
    notice.value = { id, error };
    return id;
  }

  /** Clears the notice `id` (or any notice when omitted). */
  function clearNotice(id?: number): void {
    if (id === undefined || notice.value?.id === id) notice.value = null;
  }

  return {
    language,
    selectedChip,
    pending,
    notice,
    hidden,
    overlay,
    setHidden,
    openOverlay,
    setLanguage,
    followStation,
    selectChip,
    addPending,
    resolvePending,
    showNotice,
    clearNotice,
  };
});
