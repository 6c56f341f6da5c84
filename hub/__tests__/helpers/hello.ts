// The challenge–response hello of the test clients (docs/protocol.md "Handshake"): wait for the
// hub's challenge, answer with the proof made from the terminal's (or display's) secret.
import { type Challenge, ChallengeSchema, PROTOCOL_VERSION } from '../../../protocol/hubMessages.ts';
import { DISPLAY_HELLO_DOMAIN, TERMINAL_HELLO_DOMAIN, helloKey, helloProof } from '../../helloProof.ts';

/** A socket that collects what the hub sent (testTerminal.ts, jsonSocket.ts). */
interface Collecting<M> {
  next(test: (m: M) => boolean, from?: number): Promise<M>;
  send(message: unknown): void;
}

/** The hub's challenge on `t` (the first message of the socket). */
export async function challengeOf<M>(t: Collecting<M>): Promise<Challenge> {
  return ChallengeSchema.parse(await t.next((m) => ChallengeSchema.safeParse(m).success, 0));
}

/** The hello answering `challenge` for terminal `terminalId` with `secret`. */
export function helloFrame(
  challenge: Challenge,
  terminalId: string,
  secret: string,
  protocolVersion: number = PROTOCOL_VERSION,
): { type: 'hello'; protocolVersion: number; terminalId: string; proof: string } {
  const nonce = Buffer.from(challenge.nonce, 'hex');
  const proof = helloProof(
    helloKey(secret, terminalId),
    TERMINAL_HELLO_DOMAIN,
    nonce,
    terminalId,
    challenge.hubId,
  );
  return { type: 'hello', protocolVersion, terminalId, proof };
}

/** Waits for `t`'s challenge and sends the hello of `terminalId` with `secret`. */
export async function sayHello<M>(t: Collecting<M>, terminalId: string, secret: string): Promise<void> {
  t.send(helloFrame(await challengeOf(t), terminalId, secret));
}

/** Waits for a display socket's challenge and sends the `displayHello` of `displayId`. */
export async function sayDisplayHello<M>(t: Collecting<M>, displayId: string, secret: string): Promise<void> {
  const challenge = await challengeOf(t);
  const nonce = Buffer.from(challenge.nonce, 'hex');
  const proof = helloProof(
    helloKey(secret, displayId),
    DISPLAY_HELLO_DOMAIN,
    nonce,
    displayId,
    challenge.hubId,
  );
  t.send({ type: 'displayHello', protocolVersion: PROTOCOL_VERSION, displayId, proof });
}
