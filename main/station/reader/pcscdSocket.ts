// pcscd's readiness, checked the only safe way (notes/nfc.md): a connection to its Unix socket.
// Never by constructing nfc-pcsc (trap 1) and never by connecting to vpcd's port (that is a tap).
import { connect } from 'node:net';

/** pcscd's socket on Debian (also where systemd's pcscd.socket listens). */
export const DEFAULT_PCSCD_SOCKET = '/run/pcscd/pcscd.comm';

/** Resolves true when the Unix socket at `path` accepts a connection within `timeoutMs`. */
export function pcscdAnswers(path: string, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(ok: boolean): void {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    }
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}
