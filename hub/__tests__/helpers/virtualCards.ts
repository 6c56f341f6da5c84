// Virtual DESFire cards at a hub under test (issue 12 §2): issued at a staff console's desk reader
// and tapped at a station, both through the real relay messages on the real sockets.
import type { WebSocket } from 'ws';
import { VirtualDesfire } from '../../../testkit/nfc/virtualDesfire.ts';
import { presentAtDesk, tapThrough } from '../../../testkit/nfc/wsRelayLink.ts';
import type { TestStaff } from './testStaff.ts';

/** A card on a reader (structurally main/station/reader/cardChannel.ts, which hub/ may not import). */
export interface TappableCard {
  readonly uid: Uint8Array;
  transmit(apdu: Uint8Array): Promise<Uint8Array>;
}

/** Issues a new virtual card of `cardUid` to `playerId` at `staff`'s desk; resolves with the card. */
export async function issueVirtualCard(
  staff: TestStaff,
  commandId: string,
  playerId: string,
  cardUid: string,
): Promise<VirtualDesfire> {
  const card = new VirtualDesfire({ uid: Buffer.from(cardUid, 'hex') });
  const desk = await presentAtDesk(staff.socket, card);
  try {
    if (desk.refused !== 'CARD_BLANK')
      throw new Error(`a new card should read blank, got ${String(desk.refused)}`);
    const result = await staff.ok('issueCard', commandId, { playerId, cardUid });
    if (result.kind !== 'cardIssued') throw new Error('no card issued');
  } finally {
    desk.stop();
  }
  return card;
}

/** Presents `card` at `staff`'s desk reader; resolves with its card session (throws the refusal's code). */
export async function deskSession(staff: TestStaff, card: VirtualDesfire): Promise<string> {
  const desk = await presentAtDesk(staff.socket, card);
  desk.stop();
  if (desk.cardSession === null) throw new Error(String(desk.refused));
  return desk.cardSession;
}

/** Taps `card` at the station on `socket`; resolves with its card session (throws the refusal's code). */
export function tapAt(socket: WebSocket, card: TappableCard): Promise<string> {
  return tapThrough(socket, card);
}
