// What Tapis puts on a player's DESFire EV2 card (docs/players.md "The card"): one application
// with one AES-128 key, diversified per card (AN10922) from the hub's card master key, and one
// standard data file, readable and writable only in full mode under that key, holding the card's
// account reference (16 random bytes; the hub keeps only their SHA-256).
/** The application's AID, most significant byte first (F…: outside the MAD's ranges, AN10787). */
export const TAPIS_AID: Buffer = Buffer.from('F05450', 'hex');

/** The diversification's system identifier (AN10922 §2.2): "Tapis" in ASCII. */
export const SYSTEM_IDENTIFIER: Buffer = Buffer.from('Tapis', 'ascii');

/** The application's one key (its master key, which also guards the file). */
export const CARD_KEY_NO = 0;

/** The key version written with the diversified key (bumped by a master-key rotation). */
export const CARD_KEY_VERSION = 1;

/** The data file holding the account reference. */
export const REFERENCE_FILE = 0x01;

/** The account reference's length in bytes. */
export const REFERENCE_BYTES = 16;

/** The file's communication settings: full mode (encrypted and MACed both ways). */
export const COMM_FULL = 0x03;

/**
 * Access rights (read ‖ write ‖ read-write ‖ change, one nibble each): key 0 for all four, so
 * nothing of the file is readable or writable without the card's own key.
 */
export const REFERENCE_ACCESS: Buffer = Buffer.of(0x00, 0x00);

/** Key settings 1 of the application: the master key may change itself; nothing free without it. */
export const APP_KEY_SETTINGS = 0x01;

/** Key settings 2: AES keys (bit 7), one key. */
export const APP_KEY_SETTINGS_2 = 0x80 | 1;

/** The AES key a fresh application's keys hold until changed (datasheet: all zeros). */
export const DEFAULT_KEY: Buffer = Buffer.alloc(16);
