// `npm run bench -- reader` (issue 12 §6): the supervised NFC reader on the virtual chain, on a
// private pcscd (testkit/nfc/privatePcscd.ts, so the shared one is never restarted; needs root).
//   - recovery after a pcscd restart: pcscd's socket answering again → the reader `ready` (≤ 5 s);
//     baseline: the reader's cold start (supervisor created → `ready`) with pcscd already up;
//   - one plain APDU round trip through the station's reader process; baseline: the same APDU
//     sent by nfc-pcsc inside this process (what the process boundary costs);
//   - tap (vpcd connection) → the station's card event with its UID; baseline: the same tap seen
//     by nfc-pcsc inside this process (pcscd's ~400 ms presence poll dominates both).
// Every figure is printed in ms with its ratio to the baseline of this run.
import { performance } from 'node:perf_hooks';
import { NFC, type Reader } from 'nfc-pcsc';
import type { ReaderState } from '../protocol/readerState.ts';
import { privatePcscd } from '../testkit/nfc/privatePcscd.ts';
import { VpcdCard } from '../testkit/nfc/vpcdCard.ts';
import { ReaderSupervisor, type TappedCard } from '../main/station/reader/readerSupervisor.ts';

const PORT = 36140;
const NAME = 'Bench PCD';
const RESTARTS = Number(process.env['BENCH_READER_RESTARTS'] ?? 5);
const APDUS = 200;
const TAPS = 10;
const UID = Uint8Array.from([0x04, 0xbe, 0x9c, 0x00, 0x11, 0x22, 0x33]);
const APDU = Uint8Array.from([0x90, 0x60, 0x00, 0x00, 0x00]); // DESFire GetVersion, wrapped
const answer = (): Uint8Array => Uint8Array.from([0x04, 0x01, 0x01, 0x12, 0x00, 0x1a, 0x05, 0x91, 0xaf]);

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const median = (xs: number[]): number => quantile(xs, 0.5);
const ms = (x: number): string => `${x.toFixed(1)} ms`;
const line = (what: string, figure: string, ratio?: number): void =>
  void process.stdout.write(
    `${what.padEnd(58)} ${figure}${ratio === undefined ? '' : `  (×${ratio.toFixed(2)})`}\n`,
  );

function whenState(reader: ReaderSupervisor, state: ReaderState, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (reader.state === state) return resolve(performance.now());
    const timer = setTimeout(() => reject(new Error(`no ${state} in ${timeoutMs} ms`)), timeoutMs);
    const stop = reader.onState((s) => {
      if (s !== state) return;
      clearTimeout(timer);
      stop();
      resolve(performance.now());
    });
  });
}

const pcscd = privatePcscd(PORT, NAME);
await pcscd.start();
try {
  // Cold start (baseline of the recovery).
  const cold: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = new ReaderSupervisor({ socketPath: pcscd.socketPath, readerName: `${NAME} 00 00` });
    cold.push((await whenState(r, 'ready')) - t0);
    await r.close();
  }

  const reader = new ReaderSupervisor({ socketPath: pcscd.socketPath, readerName: `${NAME} 00 00` });
  await whenState(reader, 'ready');
  const recovery: number[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    await pcscd.stop();
    await whenState(reader, 'noPcscd');
    await pcscd.start(); // resolves once the new pcscd's socket accepts a connection
    const back = performance.now();
    recovery.push((await whenState(reader, 'ready')) - back);
  }

  // The in-process baseline: nfc-pcsc here, on the second reader (00 01), after pcscd answers.
  process.env['PCSCLITE_CSOCK_NAME'] = pcscd.socketPath;
  const nfc = new NFC();
  const direct = await new Promise<Reader>((resolve) =>
    nfc.on('reader', (r: Reader) => {
      r.autoProcessing = false;
      r.on('error', () => undefined);
      if (r.name === `${NAME} 00 01`) resolve(r);
    }),
  );
  nfc.on('error', () => undefined);
  const directCard = (): Promise<number> =>
    new Promise((resolve) => direct.once('card', () => resolve(performance.now())));

  // Taps, alternating: the station's reader (00 00) and the in-process one (00 01).
  const tapStation: number[] = [];
  const tapDirect: number[] = [];
  let stationCard: TappedCard | null = null;
  let directCardOn: VpcdCard | null = null;
  for (let i = 0; i < TAPS; i++) {
    const seen = new Promise<number>((resolve) =>
      reader.onCard((c) => {
        stationCard = c;
        resolve(performance.now());
      }),
    );
    const t0 = performance.now();
    const card = await VpcdCard.tap({ port: PORT, uid: UID, handler: answer });
    tapStation.push((await seen) - t0);
    const seenDirect = directCard();
    const t1 = performance.now();
    const other = await VpcdCard.tap({ port: PORT + 1, uid: UID, handler: answer });
    tapDirect.push((await seenDirect) - t1);
    if (i < TAPS - 1) {
      await card.lift();
      await other.lift();
      await whenState(reader, 'ready');
      await new Promise((r) => setTimeout(r, 500)); // the in-process reader sees its lift too
    } else {
      directCardOn = other;
      void directCardOn;
    }
  }

  // APDU round trips on the cards left on both readers.
  const viaProcess: number[] = [];
  const inProcess: number[] = [];
  const card = stationCard as TappedCard | null;
  if (card === null) throw new Error('no card on the station reader');
  for (let i = 0; i < APDUS; i++) {
    let t = performance.now();
    await card.transmit(APDU);
    viaProcess.push(performance.now() - t);
    t = performance.now();
    await direct.transmit(Buffer.from(APDU), 258);
    inProcess.push(performance.now() - t);
  }

  process.stdout.write(`private pcscd, vpcd 3.3; ${RESTARTS} restarts, ${TAPS} taps, ${APDUS} APDUs\n`);
  line('reader cold start, pcscd up (baseline) median', ms(median(cold)));
  line('recovery after pcscd restart → ready, median', ms(median(recovery)), median(recovery) / median(cold));
  line(
    'recovery after pcscd restart → ready, max (target ≤ 5000)',
    ms(Math.max(...recovery)),
    Math.max(...recovery) / median(cold),
  );
  line('APDU round trip in-process nfc-pcsc (baseline) median', ms(median(inProcess)));
  line(
    'APDU round trip via the reader process, median',
    ms(median(viaProcess)),
    median(viaProcess) / median(inProcess),
  );
  line(
    'APDU round trip via the reader process, p95',
    ms(quantile(viaProcess, 0.95)),
    quantile(viaProcess, 0.95) / quantile(inProcess, 0.95),
  );
  line('tap → card event in-process nfc-pcsc (baseline) median', ms(median(tapDirect)));
  line(
    'tap → station card event with UID, median',
    ms(median(tapStation)),
    median(tapStation) / median(tapDirect),
  );
  line(
    'tap → station card event with UID, p95',
    ms(quantile(tapStation, 0.95)),
    quantile(tapStation, 0.95) / quantile(tapDirect, 0.95),
  );
  if (Math.max(...recovery) > 5_000) process.exitCode = 1;

  await reader.close();
  // notes/nfc.md trap 3: close outside any card event's tick, readers first, then NFC.
  await new Promise((r) => setTimeout(r, 50));
  direct.close();
  nfc.close();
  await new Promise((r) => setTimeout(r, 50));
} finally {
  await pcscd.dispose();
}
