// The station ↔ reader-process protocol (issue 12 §1): JSON over the child's IPC channel, each
// message parsed by its schema on arrival in both directions. A malformed message is counted and
// dropped, never thrown: no input ends either process.
import { z } from 'zod';

/** Bytes on this channel: lowercase or uppercase hex, an even number of digits. */
export const HexSchema = z
  .string()
  .max(2 * 65_538)
  .regex(/^(?:[0-9a-fA-F]{2})*$/);

/** A request id or a tap id: the station's counters. */
const IdSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** What the station sends to the reader process. */
export const StationToReaderSchema = z.discriminatedUnion('type', [
  /** Heartbeat: the process answers `pong` with the same id from its event loop. */
  z.object({ type: z.literal('ping'), id: IdSchema }),
  /** One APDU to the card of tap `tapId`; refused when that card is no longer on the reader. */
  z.object({
    type: z.literal('transmit'),
    id: IdSchema,
    tapId: IdSchema,
    apdu: HexSchema.min(2),
    /** The longest response expected, SW1 SW2 included (PC/SC's receive buffer). */
    responseMax: z.number().int().min(2).max(65_538),
  }),
  /** Close the readers and the NFC object (deferred, notes/nfc.md trap 3), then exit. */
  z.object({ type: z.literal('close') }),
]);

/** A message from the station to the reader process. */
export type StationToReader = z.infer<typeof StationToReaderSchema>;

/** Why an APDU got no response. */
export const TransmitFailureSchema = z.enum(['noCard', 'otherCard', 'transmitFailed', 'timeout']);

/** Why an APDU got no response. */
export type TransmitFailure = z.infer<typeof TransmitFailureSchema>;

/** What the reader process sends to the station (a plain union: the two responses share `type`). */
export const ReaderToStationSchema = z.union([
  /** The process runs; sent before nfc-pcsc is constructed. */
  z.object({ type: z.literal('started'), pid: z.number().int().positive() }),
  z.object({ type: z.literal('pong'), id: IdSchema, malformed: z.number().int().nonnegative() }),
  /** The station's reader appeared (`ready`) or went away (`noReader`). */
  z.object({
    type: z.literal('reader'),
    state: z.enum(['ready', 'noReader']),
    name: z.string().max(200).nullable(),
  }),
  /** A card was tapped and its UID read (PC/SC get UID). */
  z.object({
    type: z.literal('card'),
    tapId: IdSchema,
    uid: HexSchema.min(8).max(20),
    atr: HexSchema.max(66),
  }),
  /** A card was tapped but its UID could not be read. */
  z.object({ type: z.literal('cardUnreadable'), tapId: IdSchema }),
  /** The card of tap `tapId` left the reader. */
  z.object({ type: z.literal('cardGone'), tapId: IdSchema }),
  z.object({ type: z.literal('response'), id: IdSchema, ok: z.literal(true), data: HexSchema.min(4) }),
  z.object({
    type: z.literal('response'),
    id: IdSchema,
    ok: z.literal(false),
    failure: TransmitFailureSchema,
  }),
  /** nfc-pcsc failed for good (pcscd gone, notes/nfc.md trap 2): the process closes and exits. */
  z.object({ type: z.literal('failing'), reason: z.string().max(500) }),
]);

/** A message from the reader process to the station. */
export type ReaderToStation = z.infer<typeof ReaderToStationSchema>;

/** Bytes as hex for this channel. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/** Hex of this channel (already parsed by HexSchema) as bytes. */
export function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}
