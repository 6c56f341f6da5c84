// DESFire native commands wrapped in ISO 7816-4 APDUs (datasheet §9.3): CLA 90, INS = the
// command, P1 P2 = 00 00, Lc and data when there are any, Le = 00. The card answers data ‖ 91 ‖
// its status.
/** The DESFire status codes used here (datasheet Table 22; SW2 after SW1 = 91). */
export const STATUS = {
  ok: 0x00,
  integrityError: 0x1e,
  illegalCommand: 0x1c,
  noSuchKey: 0x40,
  lengthError: 0x7e,
  permissionDenied: 0x9d,
  parameterError: 0x9e,
  applicationNotFound: 0xa0,
  authenticationError: 0xae,
  additionalFrame: 0xaf,
  boundaryError: 0xbe,
  duplicateError: 0xde,
  fileNotFound: 0xf0,
} as const;

/** The native command codes used here. */
export const CMD = {
  authenticateEv2First: 0x71,
  additionalFrame: 0xaf,
  selectApplication: 0x5a,
  createApplication: 0xca,
  createStdDataFile: 0xcd,
  changeKey: 0xc4,
  readData: 0xad,
  writeData: 0x8d,
} as const;

/** The most data one wrapped command carries here (short APDU). */
export const MAX_DATA = 255;

/** A native command as an ISO 7816-4 APDU. */
export function wrap(cmd: number, data: Uint8Array = new Uint8Array(0)): Buffer {
  if (data.length > MAX_DATA) throw new RangeError(`${data.length} bytes do not fit a short APDU`);
  return data.length === 0
    ? Buffer.of(0x90, cmd, 0x00, 0x00, 0x00)
    : Buffer.concat([Buffer.of(0x90, cmd, 0x00, 0x00, data.length), data, Buffer.of(0x00)]);
}

/** A wrapped command's parts, or null when it is not a well-formed DESFire APDU. */
export function unwrapCommand(apdu: Uint8Array): { cmd: number; data: Buffer } | null {
  if (apdu.length < 5 || apdu[0] !== 0x90 || apdu[2] !== 0x00 || apdu[3] !== 0x00) return null;
  if (apdu.length === 5) return apdu[4] === 0x00 ? { cmd: apdu[1]!, data: Buffer.alloc(0) } : null;
  const lc = apdu[4]!;
  if (lc === 0 || apdu.length !== 6 + lc || apdu[5 + lc] !== 0x00) return null;
  return { cmd: apdu[1]!, data: Buffer.from(apdu.subarray(5, 5 + lc)) };
}

/** A card's response as data and status, or null when it is not data ‖ 91 ‖ status. */
export function unwrapResponse(response: Uint8Array): { status: number; data: Buffer } | null {
  if (response.length < 2 || response[response.length - 2] !== 0x91) return null;
  return {
    status: response[response.length - 1]!,
    data: Buffer.from(response.subarray(0, response.length - 2)),
  };
}

/** A response as the card sends it. */
export function respond(status: number, data: Uint8Array = new Uint8Array(0)): Buffer {
  return Buffer.concat([data, Buffer.of(0x91, status)]);
}

/** A 24-bit value least significant byte first (offsets, lengths, sizes, AIDs on the wire). */
export function le24(value: number): Buffer {
  return Buffer.of(value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff);
}

/** The value of a 3-byte little-endian field. */
export function readLe24(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
}
