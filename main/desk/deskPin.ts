// The player's PIN at the desk (issue 12 §2; docs/players.md "Lifecycle" 3 and 6): typed by the
// player on the desk's keyboard without echo (main/desk/deskKeyboard.ts), checked against the
// PIN rule of the staff API (4 to 6 digits, protocol/playerMessages.ts PinSchema) before it is
// sent, typed twice when it is being programmed, and kept only as bytes the caller wipes once the
// command carrying it is sent. Never printed, never in a log: the messages below never hold it.
import { timingSafeEqual } from 'node:crypto';
import type { SecretEntry } from './deskKeyboard.ts';

/** The PIN typed, as bytes to wipe after use; or why there is none, in French. */
export type PinEntry =
  { readonly ok: true; readonly pin: Buffer } | { readonly ok: false; readonly why: string };

/** How the desk asks for a secret (DeskKeyboard.secret). */
export type AskSecret = (prompt: string) => Promise<SecretEntry>;

/** True when `bytes` obey the PIN rule: 4 to 6 ASCII digits (PinSchema's /^\d{4,6}$/). */
export function isPin(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes.length <= 6 && bytes.every((b) => b >= 0x30 && b <= 0x39);
}

/** True when two PINs typed are the same, in constant time for equal lengths. */
export function samePin(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

const NOT_TYPED: Readonly<Record<Exclude<SecretEntry['kind'], 'typed'>, string>> = {
  aborted: 'saisie du code abandonnée : rien n’a été envoyé',
  noTerminal: 'le poste ne lit pas un terminal : le code ne peut pas être tapé sans écho',
  closed: 'l’entrée du poste est fermée : rien n’a été envoyé',
};

/** The French refusal of a PIN that breaks the rule. */
export const PIN_RULE_WORDS = 'le code doit compter de 4 à 6 chiffres : rien n’a été envoyé';

/**
 * Asks the player's PIN with `prompt`; when `confirm` is given (the PIN being programmed), asks it
 * again with that prompt and requires the same digits. Every copy but the one returned is wiped.
 */
export async function askPin(ask: AskSecret, prompt: string, confirm?: string): Promise<PinEntry> {
  const first = await typedPin(ask, prompt);
  if (!first.ok || confirm === undefined) return first;
  const second = await typedPin(ask, confirm);
  if (!second.ok) {
    first.pin.fill(0);
    return second;
  }
  const same = samePin(first.pin, second.pin);
  second.pin.fill(0);
  if (same) return first;
  first.pin.fill(0);
  return { ok: false, why: 'les deux codes tapés diffèrent : rien n’a été envoyé' };
}

async function typedPin(ask: AskSecret, prompt: string): Promise<PinEntry> {
  const entry = await ask(prompt);
  if (entry.kind !== 'typed') return { ok: false, why: NOT_TYPED[entry.kind] };
  if (entry.tooLong || !isPin(entry.bytes)) {
    entry.bytes.fill(0);
    return { ok: false, why: PIN_RULE_WORDS };
  }
  return { ok: true, pin: entry.bytes };
}
