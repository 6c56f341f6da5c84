// Issue 10 §3 on `/display`: the central display proves its credential to a fresh challenge as a
// station does. A captured displayHello does not connect again, a station-domain proof is no
// display's, and a silent display is closed at the hello timeout.
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { CLOSE_CODES, PROTOCOL_VERSION } from '../../../../protocol/hubMessages.ts';
import { challengeOf, helloFrame } from '../../../__tests__/helpers/hello.ts';
import { type JsonSocket, connectJson } from '../../../__tests__/helpers/jsonSocket.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { DISPLAY_HELLO_DOMAIN, helloKey, helloProof } from '../../../helloProof.ts';
import { DISPLAY_SECRET, holdemHub } from './helpers/holdemHub.ts';

type Any = { type: string; error?: { code: string } };
const closers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c.close();
});

async function open(url: string): Promise<JsonSocket<Any>> {
  const socket = await connectJson<Any>(url);
  closers.push({ close: () => socket.socket.close() });
  return socket;
}

const closeCode = (s: JsonSocket<Any>): Promise<number> =>
  new Promise((resolve) => s.socket.once('close', (code) => resolve(code)));

describe('the central display’s handshake', () => {
  it('refuses a replayed displayHello and a station-domain proof, and closes a silent display', async () => {
    const { hub, url } = await holdemHub(manualClock(), createRng(seededSource(3)));
    closers.push(hub);
    const display = await open(url('/display'));
    const challenge = await challengeOf(display);
    const nonce = Buffer.from(challenge.nonce, 'hex');
    const proof = helloProof(
      helloKey(DISPLAY_SECRET, 'D1'),
      DISPLAY_HELLO_DOMAIN,
      nonce,
      'D1',
      challenge.hubId,
    );
    const captured = { type: 'displayHello', protocolVersion: PROTOCOL_VERSION, displayId: 'D1', proof };
    display.send(captured);
    expect((await display.next((m) => m.type === 'displayWelcome', 0)).type).toBe('displayWelcome');

    const replay = await open(url('/display'));
    const replayClosed = closeCode(replay);
    replay.send(captured);
    expect((await replay.next((m) => m.type === 'error', 0)).error?.code).toBe('BAD_CREDENTIALS');
    expect(await replayClosed).toBe(CLOSE_CODES.badCredentials);

    // The display's credential, but the station's proof (terminal domain): refused.
    const wrongDomain = await open(url('/display'));
    const station = helloFrame(await challengeOf(wrongDomain), 'D1', DISPLAY_SECRET);
    wrongDomain.send({
      type: 'displayHello',
      protocolVersion: PROTOCOL_VERSION,
      displayId: 'D1',
      proof: station.proof,
    });
    expect((await wrongDomain.next((m) => m.type === 'error', 0)).error?.code).toBe('BAD_CREDENTIALS');
  });

  it('closes a display that says nothing at the hello timeout', async () => {
    const { hub, url } = await holdemHub(manualClock(), createRng(seededSource(4)), undefined, {
      gate: { helloTimeoutMs: 300 },
    });
    closers.push(hub);
    const silent = await open(url('/display'));
    expect(await closeCode(silent)).toBe(CLOSE_CODES.helloTimeout);
    expect(silent.received.map((m) => m.error?.code ?? m.type)).toEqual(['challenge', 'HELLO_TIMEOUT']);
  });
});
