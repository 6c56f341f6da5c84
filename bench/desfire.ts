// `npm run bench -- desfire` (issue 12 §6): a DESFire EV2 mutual authentication and reference read
// (desfire/readCard.ts: select, AuthenticateEV2First's two frames, ReadData in full mode — five
// APDUs and the hub's crypto) on the virtual chain — nfc-pcsc → pcscd → vpcd → the test kit's
// virtual card — printed beside one plain APDU round trip (SelectApplication) on the same card in
// the same run, and the crypto alone (the same read against the card in-process) to show what the
// chain costs. A private pcscd (testkit/nfc/privatePcscd.ts; needs root) keeps the shared one and
// its readers out of it.
import { performance } from 'node:perf_hooks';
import { NFC, type Reader } from 'nfc-pcsc';
import { CMD, wrap } from '../hub/players/desfire/apdu.ts';
import { TAPIS_AID } from '../hub/players/desfire/cardLayout.ts';
import { personaliseCard } from '../hub/players/desfire/personaliseCard.ts';
import { readCard } from '../hub/players/desfire/readCard.ts';
import { privatePcscd } from '../testkit/nfc/privatePcscd.ts';
import { ATR_ISO14443_4, VpcdCard } from '../testkit/nfc/vpcdCard.ts';
import { VirtualDesfire } from '../testkit/nfc/virtualDesfire.ts';
import { randomBytes } from 'node:crypto';

const NAME = 'Desfire Bench PCD';
const ROUNDS = Number(process.env['BENCH_DESFIRE_ROUNDS'] ?? 40);
const UID = Buffer.from('04D35F1A2B3C4D', 'hex');
const MASTER = randomBytes(16);

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (x: number): string => `${x.toFixed(1)} ms`;
const line = (what: string, figure: string, ratio?: number): void =>
  void process.stdout.write(
    `${what.padEnd(62)} ${figure}${ratio === undefined ? '' : `  (×${ratio.toFixed(2)})`}\n`,
  );

const card = new VirtualDesfire({ uid: UID });
const reference = randomBytes(16);
const issued = await personaliseCard(card, UID, MASTER, reference);
if (!issued.ok) throw new Error(`personalisation failed: ${issued.code}`);

// The crypto alone: the same read against the card in this process (no chain).
const inProcess: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const t = performance.now();
  const read = await readCard(card, UID, MASTER);
  inProcess.push(performance.now() - t);
  if (!read.ok || !read.reference.equals(reference)) throw new Error('in-process read failed');
}

const pcscd = privatePcscd(NAME);
await pcscd.start();
let tapped: VpcdCard | null = null;
let nfc: NFC | null = null;
try {
  process.env['PCSCLITE_CSOCK_NAME'] = pcscd.socketPath;
  nfc = new NFC();
  nfc.on('error', () => undefined);
  const reader = await new Promise<Reader>((resolve) =>
    nfc?.on('reader', (r: Reader) => {
      r.autoProcessing = false;
      r.on('error', () => undefined);
      if (r.name === `${NAME} 00 00`) resolve(r);
    }),
  );
  const present = new Promise<void>((resolve) => reader.once('card', () => resolve()));
  tapped = await VpcdCard.tap({
    port: pcscd.port,
    uid: UID,
    atr: ATR_ISO14443_4,
    handler: (apdu) => card.handle(apdu),
  });
  await present;
  const chain = { transmit: (apdu: Uint8Array) => reader.transmit(Buffer.from(apdu), 300) };
  const select = wrap(CMD.selectApplication, Buffer.from(TAPIS_AID).reverse());
  const plain: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    await chain.transmit(select);
    plain.push(performance.now() - t);
    t = performance.now();
    const read = await readCard(chain, UID, MASTER);
    full.push(performance.now() - t);
    if (!read.ok || !read.reference.equals(reference))
      throw new Error(`chain read failed: ${read.ok ? 'other reference' : read.code}`);
  }
  const base = quantile(plain, 0.5);
  process.stdout.write(`private pcscd, vpcd, nfc-pcsc in this process; ${ROUNDS} rounds\n`);
  line('one plain APDU round trip (SelectApplication, baseline) median', ms(base));
  line(
    'mutual authentication + full-mode read (5 APDUs) median',
    ms(quantile(full, 0.5)),
    quantile(full, 0.5) / base,
  );
  line(
    'mutual authentication + full-mode read (5 APDUs) p95',
    ms(quantile(full, 0.95)),
    quantile(full, 0.95) / base,
  );
  line(
    'the same read against the card in-process (crypto only) median',
    ms(quantile(inProcess, 0.5)),
    quantile(inProcess, 0.5) / base,
  );
} finally {
  await tapped?.lift();
  // nfc-pcsc closes outside its event handlers (notes/nfc.md trap 3).
  await new Promise((r) => setTimeout(r, 100));
  nfc?.close();
  await pcscd.dispose();
}
