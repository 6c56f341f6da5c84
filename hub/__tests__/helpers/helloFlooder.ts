// A hello flood in its own process (hub/__tests__/helloFlood.int.test.ts), as an attacker's
// machine would be: `node helloFlooder.ts <url> <count> <inFlight>` opens `count` connections,
// `inFlight` at a time, from 127.0.0.2–127.0.0.9, each answering the hub's challenge with one
// wrong proof. Prints {"event":"started"} once the first wave is open, then {"event":"done",
// "tally":{…}} with how each connection ended. Traffic only to loopback; bounded in count.
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';

const [url = '', countText = '0', inFlightText = '1'] = process.argv.slice(2);
const count = Number(countText);
const inFlight = Number(inFlightText);
const tally: Record<string, number> = {};
let next = 0;
let opened = 0;

function one(localAddress: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { localAddress });
    let outcome = 'closed';
    socket.on('open', () => {
      if (++opened === inFlight) process.stdout.write(`${JSON.stringify({ event: 'started' })}\n`);
    });
    socket.on('unexpected-response', (_req, res) => {
      outcome = `http${String(res.statusCode)}`;
      socket.terminate();
    });
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; error?: { code: string } };
      if (m.type === 'challenge') {
        const proof = randomBytes(32).toString('hex');
        socket.send(JSON.stringify({ type: 'hello', protocolVersion: 2, terminalId: 'T1', proof }));
      } else if (m.type === 'welcome') outcome = 'welcomed';
      else if (m.error !== undefined) outcome = m.error.code;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(outcome));
  });
}

async function lane(): Promise<void> {
  while (next < count) {
    const i = next++;
    const outcome = await one(`127.0.0.${String(2 + (i % 8))}`);
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: inFlight }, lane));
process.stdout.write(`${JSON.stringify({ event: 'done', tally })}\n`);
