/** One card on the station's reader as the station relays it: its UID and an APDU exchange. */
export interface CardChannel {
  /** The UID the reader reports; readable by anyone, so never proof of a card by itself. */
  readonly uid: Uint8Array;
  /** Sends one command APDU and resolves with the card's response (data, then SW1 SW2). */
  transmit(apdu: Uint8Array): Promise<Uint8Array>;
}
