// A free loopback port for the single-table hub, chosen once so that a restarted hub comes back
// on the same port and the station's link reconnects by itself.
import { createServer } from 'node:net';

/** Resolves with a TCP port on 127.0.0.1 that was free a moment ago. */
export function findFreeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no port'))));
    });
  });
}
