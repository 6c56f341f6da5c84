// DESFire EV2 authentication and secure messaging against NXP AN12196's worked examples (the
// NTAG 424 DNA application note: the same AuthenticateEV2First and EV2 secure messaging), among
// them ChangeKey (Table 26) and an encrypted answer decrypted (GetCardUID, Table 28).
import { describe, expect, it } from 'vitest';
import { commandMac, sessionVector, unpad } from '../ev2.ts';
import { authenticateEv2First, DesfireError, Ev2Session, type ApduTransport } from '../pcd.ts';

const h = (hex: string) => Buffer.from(hex, 'hex');
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex').toUpperCase();

/** A transport that checks each APDU against the example's and answers the example's response. */
function scripted(steps: [string, string][]): ApduTransport & { left(): number } {
  const queue = [...steps];
  return {
    transmit(apdu) {
      const step = queue.shift();
      if (step === undefined) throw new Error(`unexpected APDU ${hex(apdu)}`);
      expect(hex(apdu)).toBe(step[0]);
      return Promise.resolve(h(step[1]));
    },
    left: () => queue.length,
  };
}

const RND_A = h('13C5DB8A5930439FC3DEF9A4C675360F');
const RND_B = h('B9E2FC789B64BF237CCCAA20EC7E6E48');

describe('AuthenticateEV2First (AN12196 §6.6, key 0 = zeros)', () => {
  it('builds SV1 from RndA and RndB', () => {
    expect(hex(sessionVector(0xa55a, RND_A, RND_B))).toBe(
      'A55A0001008013C56268A548D8FBBF237CCCAA20EC7E6E48C3DEF9A4C675360F',
    );
  });

  it('answers the card byte for byte and derives the session keys', async () => {
    const t = scripted([
      ['9071000002000000', 'A04C124213C186F22399D33AC2A3021591AF'],
      [
        '90AF00002035C3E05A752E0144BAC0DE51C1F22C56B34408A23D8AEA266CAB947EA8E0118D00',
        '3FA64DB5446D1F34CD6EA311167F5E4985B89690C04A05F17FA7AB2F081206639100',
      ],
    ]);
    const session = await authenticateEv2First(t, 0, Buffer.alloc(16), () => Buffer.from(RND_A));
    expect(hex(session.keys.ti)).toBe('9D00C4DF');
    expect(hex(session.keys.enc)).toBe('1309C877509E5A215007FF0ED19CA564');
    expect(hex(session.keys.mac)).toBe('4C6626F5E72EA694202139295C7A7FC7');
    expect(session.counter).toBe(0);
    expect(t.left()).toBe(0);
  });

  it('refuses a card whose answer does not hold RndA′ (it lacks the key)', async () => {
    const t = scripted([
      ['9071000002000000', 'A04C124213C186F22399D33AC2A3021591AF'],
      [
        '90AF00002035C3E05A752E0144BAC0DE51C1F22C56B34408A23D8AEA266CAB947EA8E0118D00',
        '3FA64DB5446D1F34CD6EA311167F5E4985B89690C04A05F17FA7AB2F081206649100',
      ],
    ]);
    const refused = await authenticateEv2First(t, 0, Buffer.alloc(16), () => Buffer.from(RND_A)).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(DesfireError);
    expect((refused as DesfireError).failure).toBe('authentication');
  });

  it('reports the card’s 91 AE as an authentication failure', async () => {
    const t = scripted([
      ['9071000002000000', 'A04C124213C186F22399D33AC2A3021591AF'],
      ['90AF00002035C3E05A752E0144BAC0DE51C1F22C56B34408A23D8AEA266CAB947EA8E0118D00', '91AE'],
    ]);
    const refused = await authenticateEv2First(t, 0, Buffer.alloc(16), () => Buffer.from(RND_A)).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ failure: 'authentication', status: 0xae });
  });
});

describe('EV2 secure messaging (AN12196)', () => {
  const keys = {
    enc: h('1309C877509E5A215007FF0ED19CA564'),
    mac: h('4C6626F5E72EA694202139295C7A7FC7'),
    ti: h('9D00C4DF'),
  };

  it('sends a full-mode command and checks its MAC-only answer (ChangeFileSettings, §6.9)', async () => {
    const t = scripted([
      ['905F0000190261B6D97903566E84C3AE5274467E89EAD799B7C1A0EF7A0400', '57BFF87B1241E93D9100'],
    ]);
    const session = new Ev2Session(t, keys, 1);
    expect(await session.full(0x5f, Buffer.of(0x02), h('4000E0C1F121200000430000430000'))).toHaveLength(0);
    expect(session.counter).toBe(2);
  });

  it('refuses an answer whose MAC was altered', async () => {
    const t = scripted([
      ['905F0000190261B6D97903566E84C3AE5274467E89EAD799B7C1A0EF7A0400', '57BFF87B1241E93E9100'],
    ]);
    const session = new Ev2Session(t, keys, 1);
    await expect(
      session.full(0x5f, Buffer.of(0x02), h('4000E0C1F121200000430000430000')),
    ).rejects.toMatchObject({
      failure: 'integrity',
    });
  });

  it('MACs a MAC-mode command (GetFileSettings, §6.8)', () => {
    const macKeys = { enc: Buffer.alloc(16), mac: h('8248134A386E86EB7FAF54A52E536CB6'), ti: h('7A21085E') };
    expect(hex(commandMac(macKeys, 0, 0xf5, Buffer.of(0x02), Buffer.alloc(0)))).toBe('6597A457C8CD442C');
  });

  it('strips 80 00… padding and refuses any other', () => {
    expect(hex(unpad(h('0102800000000000000000000000000000'.slice(0, 32)))!)).toBe('0102');
    expect(unpad(h('01020000000000000000000000000000'))).toBeNull();
    expect(hex(unpad(h('80000000000000000000000000000000'))!)).toBe('');
  });
});

describe('ChangeKey of the session’s own key (AN12196 Table 26)', () => {
  // Authenticated with key 0 (TI 7614281A), three commands later: key 0 becomes 5004BF99…, version 1.
  const keys = {
    enc: h('4CF3CB41A22583A61E89B158D252FC53'),
    mac: h('5529860B2FC5FB6154B7F28361D30BF9'),
    ti: h('7614281A'),
  };
  const NEW_KEY = h('5004BF991F408672B1EF00F08F9E8647');
  const C_APDU =
    '90C400002900C0EB4DEEFEDDF0B513A03A95A75491818580503190D4D05053FF75668A01D6FDA6610234BDED643200';

  it('sends the new key and its version encrypted and MACed, byte for byte, and ends the session', async () => {
    const t = scripted([[C_APDU, '9100']]);
    const session = new Ev2Session(t, keys, 3);
    await session.changeOwnKey(0, NEW_KEY, 0x01);
    expect(t.left()).toBe(0);
    // The card dropped the session with its key: nothing more is sent under it.
    await expect(session.full(0x51, Buffer.alloc(0))).rejects.toMatchObject({ failure: 'status' });
  });

  it('reports the card’s refusal (91 1E, integrity) as a status failure', async () => {
    const t = scripted([[C_APDU, '911E']]);
    await expect(new Ev2Session(t, keys, 3).changeOwnKey(0, NEW_KEY, 0x01)).rejects.toMatchObject({
      failure: 'status',
      status: 0x1e,
    });
  });
});

describe('an encrypted answer in full mode (AN12196 §7.3, Table 28: GetCardUID)', () => {
  // The same path as ReadData of the Tapis file in full mode: MAC checked, then decrypted and unpadded.
  const keys = {
    enc: h('2B4D963C014DC36F24F69A50A394F875'),
    mac: h('379D32130CE61705DD5FD8C36B95D764'),
    ti: h('DF055522'),
  };
  const ANSWER = '70756055688505B52A5E26E59E329CD6595F672298EA41B7';

  it('MACs the command and decrypts the card’s answer to the UID', async () => {
    const t = scripted([['90510000088E2C155ADDA99BE300', `${ANSWER}9100`]]);
    const session = new Ev2Session(t, keys, 0);
    expect(hex(await session.full(0x51, Buffer.alloc(0)))).toBe('04958CAA5C5E80');
    expect(session.counter).toBe(1);
    expect(t.left()).toBe(0);
  });

  it('refuses the answer when one bit of its ciphertext is flipped (the MAC no longer verifies)', async () => {
    const flipped = `${ANSWER.slice(0, 30)}D7${ANSWER.slice(32)}`;
    const t = scripted([['90510000088E2C155ADDA99BE300', `${flipped}9100`]]);
    await expect(new Ev2Session(t, keys, 0).full(0x51, Buffer.alloc(0))).rejects.toMatchObject({
      failure: 'integrity',
    });
  });
});
