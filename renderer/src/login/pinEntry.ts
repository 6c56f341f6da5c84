// The PIN pad's entry (issue 12 §3), kept apart from the component so that its rules are tested:
// digits only, 4 to 6 of them (the hub's PIN format, protocol/roomMessages.ts), shown masked;
// "Corriger" removes the last digit, "Effacer" all of them; `take` hands the PIN over exactly once
// and forgets it at the same moment, so that it lives nowhere in the renderer beyond the pad.

/** The shortest and longest PIN the cashier programs (4 to 6 digits). */
export const PIN_MIN = 4;
export const PIN_MAX = 6;

/** A PIN being typed on the pad. */
export class PinEntry {
  #digits: string[] = [];

  /** How many digits are typed (what the mask shows: one dot each). */
  get length(): number {
    return this.#digits.length;
  }

  /** True when the PIN may be submitted. */
  get complete(): boolean {
    return this.#digits.length >= PIN_MIN;
  }

  /** Adds a digit; ignored past PIN_MAX or for anything but 0–9. */
  press(digit: string): void {
    if (this.#digits.length >= PIN_MAX || !/^[0-9]$/.test(digit)) return;
    this.#digits.push(digit);
  }

  /** "Corriger": removes the last digit. */
  correct(): void {
    this.#digits.pop();
  }

  /** "Effacer": removes every digit. */
  clear(): void {
    this.#digits = [];
  }

  /** The PIN, once, for the submit call; the entry is empty afterwards. Null when too short. */
  take(): string | null {
    if (!this.complete) return null;
    const pin = this.#digits.join('');
    this.#digits = [];
    return pin;
  }
}
