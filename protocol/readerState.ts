// The state of a station's NFC card reader (issue 12 §1), as the station reports it to the hub
// and to its own screen: why cards cannot be read, or that they can.
import { z } from 'zod';

/**
 * `noPcscd`: the PC/SC daemon's socket does not answer; `noReader`: pcscd runs but the station's
 * reader is not there; `ready`: cards can be read; `cardPresent`: a card is on the reader;
 * `failed`: the reader process died or hung and is being restarted.
 */
export const ReaderStateSchema = z.enum(['noPcscd', 'noReader', 'ready', 'cardPresent', 'failed']);

/** The state of a station's NFC card reader. */
export type ReaderState = z.infer<typeof ReaderStateSchema>;

/** True when a card tapped now would be read. */
export function readerCanReadCards(state: ReaderState): boolean {
  return state === 'ready' || state === 'cardPresent';
}
