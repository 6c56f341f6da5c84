// Each card's own key from the hub's card master key (AN10922, diversify.ts): the UID and the
// application's AID and system identifier are the diversification input, so a clone that copies
// the UID still needs the one key that the master key gives for it.
import { diversifyAes128 } from './diversify.ts';
import { SYSTEM_IDENTIFIER, TAPIS_AID } from './cardLayout.ts';

/** The card's application key for `uid` under `masterKey`. */
export function cardKeyOf(masterKey: Uint8Array, uid: Uint8Array): Buffer {
  return diversifyAes128(masterKey, uid, TAPIS_AID, SYSTEM_IDENTIFIER);
}
