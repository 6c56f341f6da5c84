// Issuing at the cashier (issue 12 §2): a blank DESFire EV2 card gets the Tapis application, its
// reference file written in full mode, then its key changed from the factory zeros to the key
// diversified for its UID — last, so that a card interrupted half-way is still blank-keyed and can
// be told apart. The result is read back through the player's path (readCard.ts) before it counts.
import { CMD, le24, STATUS } from './apdu.ts';
import { cardKeyOf } from './cardKey.ts';
import {
  APP_KEY_SETTINGS,
  APP_KEY_SETTINGS_2,
  CARD_KEY_NO,
  CARD_KEY_VERSION,
  COMM_FULL,
  DEFAULT_KEY,
  REFERENCE_ACCESS,
  REFERENCE_BYTES,
  REFERENCE_FILE,
  TAPIS_AID,
} from './cardLayout.ts';
import {
  type ApduTransport,
  authenticateEv2First,
  DesfireError,
  plainCommand,
  selectApplication,
} from './pcd.ts';
import { readCard } from './readCard.ts';

/** Why a card could not be personalised. */
export type PersonaliseRefusal =
  /** The card already has a Tapis application (issued before, or half-issued): not blank. */
  | 'CARD_NOT_BLANK'
  /** The exchange failed (lifted, garbage, timeout), or the read-back did not give the reference. */
  | 'CARD_UNREADABLE';

/** A personalisation's outcome. */
export type Personalised =
  { readonly ok: true } | { readonly ok: false; readonly code: PersonaliseRefusal; readonly detail: string };

/** Personalises the blank card of `uid` with `reference` under `masterKey`, then reads it back. */
export async function personaliseCard(
  t: ApduTransport,
  uid: Uint8Array,
  masterKey: Uint8Array,
  reference: Uint8Array,
): Promise<Personalised> {
  if (reference.length !== REFERENCE_BYTES) throw new RangeError(`a reference is ${REFERENCE_BYTES} bytes`);
  try {
    await selectApplication(t, Buffer.alloc(3));
    try {
      // The card level's factory settings allow creating an application without its key.
      await plainCommand(
        t,
        CMD.createApplication,
        Buffer.concat([Buffer.from(TAPIS_AID).reverse(), Buffer.of(APP_KEY_SETTINGS, APP_KEY_SETTINGS_2)]),
      );
    } catch (error) {
      if (error instanceof DesfireError && error.status === STATUS.duplicateError)
        return { ok: false, code: 'CARD_NOT_BLANK', detail: 'the card already has a Tapis application' };
      throw error;
    }
    await selectApplication(t, TAPIS_AID);
    const session = await authenticateEv2First(t, CARD_KEY_NO, DEFAULT_KEY);
    await session.mac(
      CMD.createStdDataFile,
      Buffer.concat([Buffer.of(REFERENCE_FILE, COMM_FULL), REFERENCE_ACCESS, le24(REFERENCE_BYTES)]),
    );
    await session.full(
      CMD.writeData,
      Buffer.concat([Buffer.of(REFERENCE_FILE), le24(0), le24(REFERENCE_BYTES)]),
      reference,
    );
    await session.changeOwnKey(CARD_KEY_NO, cardKeyOf(masterKey, uid), CARD_KEY_VERSION);
  } catch (error) {
    return {
      ok: false,
      code: 'CARD_UNREADABLE',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  const back = await readCard(t, uid, masterKey);
  if (!back.ok || !back.reference.equals(Buffer.from(reference)))
    return {
      ok: false,
      code: 'CARD_UNREADABLE',
      detail: back.ok ? 'read back another reference' : back.detail,
    };
  return { ok: true };
}
