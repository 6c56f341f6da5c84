// Issue, tap and refuse a copy, in-process: the hub's flows (personaliseCard, readCard) against
// the test kit's virtual DESFire EV2 card, with properties over UIDs, references, a meddling
// relay and a replayed exchange.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualDesfire } from '../../../../testkit/nfc/virtualDesfire.ts';
import { cardKeyOf } from '../cardKey.ts';
import { TAPIS_AID } from '../cardLayout.ts';
import type { ApduTransport } from '../pcd.ts';
import { personaliseCard } from '../personaliseCard.ts';
import { readCard } from '../readCard.ts';

const MASTER = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const UID = Buffer.from('04A1B2C3D4E5F6', 'hex');

async function issued(
  uid = UID,
  reference = randomBytes(16),
): Promise<{ card: VirtualDesfire; reference: Buffer }> {
  const card = new VirtualDesfire({ uid });
  expect(await personaliseCard(card, uid, MASTER, reference)).toEqual({ ok: true });
  return { card, reference };
}

describe('a Tapis DESFire card', () => {
  it('is personalised with the diversified key and gives its reference after mutual authentication', async () => {
    const { card, reference } = await issued();
    expect(card.applications).toEqual(['F05450']);
    expect(card.keyOf('F05450', 0)).toEqual(cardKeyOf(MASTER, UID));
    expect(await readCard(card, UID, MASTER)).toEqual({ ok: true, reference });
  });

  it('refuses a clone: same UID, same applications and files, no key', async () => {
    const { card } = await issued();
    const clone = VirtualDesfire.cloneOf(card);
    expect(clone.uid).toEqual(card.uid);
    expect(clone.applications).toEqual(card.applications);
    expect(await readCard(clone, UID, MASTER)).toMatchObject({ ok: false, code: 'CARD_NOT_GENUINE' });
  });

  it('refuses a genuine card presented under another UID, and a card under another master key', async () => {
    const { card } = await issued();
    expect(await readCard(card, Buffer.from('04000000000001', 'hex'), MASTER)).toMatchObject({
      ok: false,
      code: 'CARD_NOT_GENUINE',
    });
    expect(await readCard(card, UID, randomBytes(16))).toMatchObject({ ok: false, code: 'CARD_NOT_GENUINE' });
  });

  it('tells a blank card, and refuses to personalise a card twice', async () => {
    const blank = new VirtualDesfire({ uid: UID });
    expect(await readCard(blank, UID, MASTER)).toMatchObject({ ok: false, code: 'CARD_BLANK' });
    const { card } = await issued();
    expect(await personaliseCard(card, UID, MASTER, randomBytes(16))).toMatchObject({
      ok: false,
      code: 'CARD_NOT_BLANK',
    });
  });

  it('reports a card that stops answering as unreadable', async () => {
    const { card } = await issued();
    let left = 3;
    const lifted: ApduTransport = {
      transmit: (apdu) => (left-- > 0 ? card.transmit(apdu) : Promise.reject(new Error('card removed'))),
    };
    expect(await readCard(lifted, UID, MASTER)).toMatchObject({ ok: false, code: 'CARD_UNREADABLE' });
  });

  it('round-trips any reference on any 7-byte UID', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 7, maxLength: 7 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        async (uid, reference) => {
          const { card } = await issued(Buffer.from(uid), Buffer.from(reference));
          expect(await readCard(card, uid, MASTER)).toEqual({ ok: true, reference: Buffer.from(reference) });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('never accepts a read whose relay flipped one bit of one answer', async () => {
    const { card, reference } = await issued();
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 3 }), fc.nat(), async (which, bit) => {
        let n = 0;
        const meddling: ApduTransport = {
          async transmit(apdu) {
            const answer = Buffer.from(await card.transmit(apdu));
            // The status word (last two bytes) stays: a flipped status is just a refusal.
            if (n++ === which && answer.length > 2) {
              const at = bit % ((answer.length - 2) * 8);
              answer[at >> 3]! ^= 1 << (at & 7);
            }
            return answer;
          },
        };
        const read = await readCard(meddling, UID, MASTER);
        // Only the select's answer has no data to flip, so every run with a flip must fail.
        if (which === 0) expect(read).toEqual({ ok: true, reference });
        else expect(read.ok).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('makes a replayed exchange worthless: the card’s recorded answers fail a new challenge', async () => {
    const { card } = await issued();
    const answers: Uint8Array[] = [];
    const recording: ApduTransport = {
      async transmit(apdu) {
        const answer = await card.transmit(apdu);
        answers.push(answer);
        return answer;
      },
    };
    expect((await readCard(recording, UID, MASTER)).ok).toBe(true);
    const replay: ApduTransport = {
      transmit: () => Promise.resolve(answers.shift() ?? Buffer.of(0x91, 0xae)),
    };
    expect(await readCard(replay, UID, MASTER)).toMatchObject({ ok: false, code: 'CARD_NOT_GENUINE' });
  });

  it('re-keys a card of the retired master key at its tap during a rotation; a clone stays refused', async () => {
    const { card, reference } = await issued();
    const next = randomBytes(16);
    expect(await readCard(card, UID, next)).toMatchObject({ ok: false, code: 'CARD_NOT_GENUINE' });
    expect(await readCard(card, UID, next, MASTER)).toEqual({ ok: true, reference });
    expect(card.keyOf('F05450', 0)).toEqual(cardKeyOf(next, UID));
    // Re-keyed: the new key alone reads it now; the old one no longer does.
    expect(await readCard(card, UID, next)).toEqual({ ok: true, reference });
    expect(await readCard(card, UID, MASTER)).toMatchObject({ ok: false, code: 'CARD_NOT_GENUINE' });
    expect(await readCard(VirtualDesfire.cloneOf(card), UID, next, MASTER)).toMatchObject({
      ok: false,
      code: 'CARD_NOT_GENUINE',
    });
  });

  it('keeps the file closed to a reader without the key', async () => {
    const { card } = await issued();
    // Select, then ReadData in plain with no session: refused, nothing leaks.
    card.handle(Buffer.from(`905A000003${Buffer.from(TAPIS_AID).reverse().toString('hex')}00`, 'hex'));
    const answer = card.handle(Buffer.from('90AD0000070100000010000000', 'hex'));
    expect(answer.toString('hex')).toBe('919d');
  });
});
