// The hub's check of a tapped card (issue 12 §2): select the Tapis application, authenticate
// mutually with the card's diversified key, read the account reference in full mode. A card's UID
// and whatever it shows without the key are worth nothing: a copy fails at the authentication.
import { CMD, le24, STATUS } from './apdu.ts';
import { cardKeyOf } from './cardKey.ts';
import { CARD_KEY_NO, CARD_KEY_VERSION, REFERENCE_BYTES, REFERENCE_FILE, TAPIS_AID } from './cardLayout.ts';
import {
  type ApduTransport,
  authenticateEv2First,
  DesfireError,
  type Ev2Session,
  selectApplication,
} from './pcd.ts';

/** Why a tapped card was not accepted (protocol/errors.ts codes). */
export type CardReadRefusal =
  /** No Tapis application: a blank card, or another system's card. */
  | 'CARD_BLANK'
  /** The card does not hold the key derived for its UID: a copy, or a forgery. */
  | 'CARD_NOT_GENUINE'
  /** The exchange failed: the card was lifted, answered garbage, or the relay timed out. */
  | 'CARD_UNREADABLE';

/** A card read: its account reference, or the reason it was refused. */
export type CardRead =
  | { readonly ok: true; readonly reference: Buffer }
  | { readonly ok: false; readonly code: CardReadRefusal; readonly detail: string };

/** True when the card refused our key (91 AE at AuthenticateEV2First): it holds another one. */
function refusedOurKey(error: unknown): boolean {
  return (
    error instanceof DesfireError &&
    error.failure === 'authentication' &&
    error.status === STATUS.authenticationError
  );
}

/**
 * Authenticates the card of `uid` under `masterKey` and reads its account reference. During a
 * rotation `previousMasterKey` is the key being retired: a card that refuses the current key is
 * tried under it and, proven, re-keyed to the current one before the read.
 */
export async function readCard(
  t: ApduTransport,
  uid: Uint8Array,
  masterKey: Uint8Array,
  previousMasterKey?: Uint8Array,
): Promise<CardRead> {
  try {
    try {
      await selectApplication(t, TAPIS_AID);
    } catch (error) {
      if (error instanceof DesfireError && error.status === STATUS.applicationNotFound)
        return { ok: false, code: 'CARD_BLANK', detail: 'no Tapis application on the card' };
      throw error;
    }
    const key = cardKeyOf(masterKey, uid);
    let session: Ev2Session;
    try {
      session = await authenticateEv2First(t, CARD_KEY_NO, key);
    } catch (error) {
      // A rotation (docs/players.md "Card keys"): a card still under the previous master key is
      // proven with it, re-keyed to the current one at this tap, then authenticated again.
      if (previousMasterKey === undefined || !refusedOurKey(error)) throw error;
      await selectApplication(t, TAPIS_AID);
      const old = await authenticateEv2First(t, CARD_KEY_NO, cardKeyOf(previousMasterKey, uid));
      await old.changeOwnKey(CARD_KEY_NO, key, CARD_KEY_VERSION);
      await selectApplication(t, TAPIS_AID);
      session = await authenticateEv2First(t, CARD_KEY_NO, key);
    }
    const reference = await session.full(
      CMD.readData,
      Buffer.concat([Buffer.of(REFERENCE_FILE), le24(0), le24(REFERENCE_BYTES)]),
    );
    if (reference.length !== REFERENCE_BYTES)
      return { ok: false, code: 'CARD_UNREADABLE', detail: 'the reference file has the wrong length' };
    return { ok: true, reference };
  } catch (error) {
    if (
      error instanceof DesfireError &&
      (error.failure === 'authentication' || error.failure === 'integrity')
    )
      return { ok: false, code: 'CARD_NOT_GENUINE', detail: error.message };
    return {
      ok: false,
      code: 'CARD_UNREADABLE',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}
