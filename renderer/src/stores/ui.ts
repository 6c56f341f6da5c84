// UI state only: the selected chip, the language, intents waiting for the hub, the last notice
// and the last number the wheel has shown. No game rule lives here.
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
  const shownResult = ref<{ roundId: number; pocket: number } | null>(null);
  const spinning = ref(false);
  let nextId = 1;

  /** Switches between French and English. */
  function setLanguage(lang: Language): void {
    language.value = lang;
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

  /** Marks the wheel as turning (true) or landed on `result` (false). */
  function setSpinning(value: boolean, result?: { roundId: number; pocket: number }): void {
    spinning.value = value;
    if (result) shownResult.value = result;
  }

  return {
    language,
    selectedChip,
    pending,
    notice,
    shownResult,
    spinning,
    setLanguage,
    selectChip,
    addPending,
    resolvePending,
    showNotice,
    clearNotice,
    setSpinning,
  };
});
