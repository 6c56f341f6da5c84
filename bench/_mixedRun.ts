// The mixed saturated run of the hub bench (bench/hub.ts, issue 13 §6): one hub started from a
// configuration file as production starts it (`--config`), with a roulette table, blackjack tables
// and punto banco tables, their séances opened by staff over the staff API. Every terminal then
// sends its next command as soon as the previous one is answered: the wheel stations place bets,
// each card station alternates a stake (blackjackBet, puntoBancoBet) and cardWithdrawBets, all
// accepted money commands journaled with their transfers; every card command also pushes a
// cardView to each station seated at its table. A few hold'em tables of 8 seats play beside them:
// each player registered, carded, funded, seated and logged in over the wire (bench/_holdemSeats.ts),
// each station acting on its turn as soon as the hub answers; their actions count from the
// moment the saturated run starts until it ends.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { cents } from '../games/money.ts';
import { demoJournal, demoKeyDir } from '../hub/commands/demoJournal.ts';
import { createStaff } from '../hub/staff/staffAccounts.ts';
import { inTransaction, openDatabase } from '../hub/store/database.ts';
import { appendJournal } from '../hub/store/journal.ts';
import { accounts, transfer } from '../hub/store/ledger.ts';
import { createCardMasterKey } from '../hub/players/cardMasterKey.ts';
import { provisionTerminal } from '../hub/terminals.ts';
import {
  type BenchStaff,
  HOLDEM_SEATS,
  type HoldemPlayer,
  holdemTableEntry,
  playHoldem,
  seatHoldemTable,
} from './_holdemSeats.ts';
import {
  type Client,
  command,
  connectAll,
  cpuSeconds,
  mainThreadCpuSeconds,
  saturate,
  startChild,
  stopChild,
} from './_hubWire.ts';

/** Seats of a card table (the configuration's maximum, seed 000). */
const SEATS = 7;
/** A betting time no run reaches: every stake stays withdrawable, no hand is dealt. */
const LONG_MS = 3_600_000;
const STAFF = [
  { login: 'bench-croupier', role: 'croupier', secret: 'bench-croupier-secret' },
  { login: 'bench-comite', role: 'comiteDeDirection', secret: 'bench-comite-secret' },
  { login: 'bench-caisse', role: 'caissier', secret: 'bench-caisse-secret' },
  { login: 'bench-chef', role: 'chefDePartie', secret: 'bench-chef-secret' },
] as const;

/** Who plays what in the mixed run. */
interface Station {
  readonly id: string;
  readonly game: 'wheel' | 'blackjack' | 'puntoBanco' | 'holdem';
  readonly tableId: string;
  readonly seat: number;
}

/**
 * K stations: K/250 hold'em tables of 8 seats and K/100 tables of each card game of 7 seats (at
 * least one table of each), the rest at the roulette.
 */
export function mixedStations(k: number): Station[] {
  const perGame = Math.max(1, Math.round(k / 100));
  const stations: Station[] = [];
  for (let t = 1; t <= Math.max(1, Math.round(k / 250)); t++)
    for (let seat = 1; seat <= HOLDEM_SEATS && stations.length < k - 1; seat++)
      stations.push({ id: `H${t}-${seat}`, game: 'holdem', tableId: `holdem-${t}`, seat });
  for (const game of ['blackjack', 'puntoBanco'] as const)
    for (let t = 1; t <= perGame; t++)
      for (let seat = 1; seat <= SEATS && stations.length < k - 1; seat++)
        stations.push({
          id: `${game === 'blackjack' ? 'J' : 'P'}${t}-${seat}`,
          game,
          tableId: `${game}-${t}`,
          seat,
        });
  for (let i = stations.length + 1; i <= k; i++)
    stations.push({ id: `R${i}`, game: 'wheel', tableId: 'roulette-1', seat: 0 });
  return stations;
}

/** The configuration file of the mixed hub. */
function configOf(dir: string, keyFile: string, cardKeyFile: string, stations: readonly Station[]): unknown {
  const tablesOf = (game: Station['game']) => [
    ...new Set(stations.filter((s) => s.game === game).map((s) => s.tableId)),
  ];
  const cardTables = [...tablesOf('blackjack'), ...tablesOf('puntoBanco')];
  return {
    listen: { host: '127.0.0.1', port: 0 },
    dataDir: dir,
    journal: { keyFile },
    cards: { masterKeyFile: cardKeyFile },
    log: { level: 'error' },
    tables: [
      {
        id: 'roulette-1',
        name: 'Roulette 1',
        game: 'roulette',
        minimum: 100,
        timing: { bettingMs: LONG_MS, spinMs: 1000, resultMs: 500 },
      },
      ...cardTables.map((id) =>
        id.startsWith('blackjack')
          ? {
              id,
              name: id,
              game: 'blackjack',
              seats: SEATS,
              bettingMs: LONG_MS,
              options: { minimum: 100, maximum: 100_000 },
            }
          : { id, name: id, game: 'puntoBanco', seats: SEATS, bettingMs: LONG_MS, options: { minimum: 100 } },
      ),
      ...tablesOf('holdem').map(holdemTableEntry),
    ],
  };
}

/** A store with the stations provisioned, a credit each and the two staff who open the séances. */
function prepare(dir: string, key: Buffer, stations: readonly Station[], secret: string): void {
  const db = openDatabase(join(dir, 'hub.sqlite'), key);
  const at = new Date().toISOString();
  inTransaction(db, () => {
    for (const s of stations) {
      provisionTerminal(db, s.id, s.tableId, secret);
      // A hold'em player plays from the cave on their account, not from the station's credit.
      if (s.game === 'holdem') continue;
      const seq = appendJournal(db, at, 'CreditIn', 'cashier:bench', {
        terminalId: s.id,
        amount: 1_000_000,
        method: 'bench',
      });
      transfer(db, seq, accounts.cashier, accounts.station(s.id), cents(1_000_000));
    }
    for (const s of STAFF) createStaff(db, at, 'operator:bench', s.login, s.role, s.secret);
  });
  db.close();
}

/** Numbers the staff's command ids across consoles: a login's ids are unique across its sessions. */
let staffCommands = 0;

/** A logged-in staff console that sends one command at a time and throws on a refusal. */
async function staffConsole(
  url: string,
  login: string,
  secret: string,
): Promise<BenchStaff & { close(): void }> {
  const socket = new WebSocket(url);
  let next: (m: { type: string; ok?: boolean; error?: unknown; result?: unknown }) => void = () => undefined;
  socket.on('message', (data) => next(JSON.parse(String(data)) as { type: string }));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answer = (test: (m: { type: string }) => boolean) =>
    new Promise<{ type: string; ok?: boolean; error?: unknown; result?: unknown }>((resolve) => {
      next = (m) => {
        if (test(m)) resolve(m);
      };
    });
  const welcome = answer((m) => m.type === 'welcome' || m.type === 'error');
  socket.send(JSON.stringify({ type: 'login', login, secret }));
  if ((await welcome).type !== 'welcome') throw new Error(`bench staff ${login} not logged in`);
  return {
    socket,
    async ok(type, fields) {
      const commandId = `bench-staff-${login}-${++staffCommands}`;
      const reply = answer(
        (m) => m.type === 'reply' && (m as { commandId?: string }).commandId === commandId,
      );
      socket.send(JSON.stringify({ type, commandId, ...fields }));
      const m = await reply;
      if (m.ok !== true) throw new Error(`${type} refused: ${JSON.stringify(m.error)}`);
      return m.result;
    },
    close: () => socket.close(),
  };
}

/** The open roulette round's id, asked of a wheel station until its snapshot shows one in betting. */
async function bettingRound(client: Client): Promise<number> {
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    const round = await new Promise<{ roundId: number; phase: string } | null>((resolve) => {
      client.onSnapshot = (text) =>
        resolve(
          (JSON.parse(text) as { state: { round: { roundId: number; phase: string } | null } }).state.round,
        );
      client.socket.send(JSON.stringify({ type: 'getSnapshot' }));
    });
    client.onSnapshot = () => undefined;
    if (round?.phase === 'betting') return round.roundId;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the mixed hub opened no roulette round within 20 s');
}

/** What the mixed run measured. */
export interface MixedFigures {
  readonly counts: Record<Station['game'], number>;
  /** Commands/s of the whole run, and of each game's stations. */
  readonly rate: number;
  readonly rates: Record<Station['game'], number>;
  readonly refused: Record<Station['game'], number>;
  /** Mean reply time per game, in ms. */
  readonly meanMs: Record<Station['game'], number>;
  /** Cores the hub used during the run: all its threads, and its main thread alone. */
  readonly hubCpu: number;
  readonly hubMainCpu: number;
}

const GAMES = ['wheel', 'blackjack', 'puntoBanco', 'holdem'] as const;

/** Runs the mixed hub from `entry` on `dir` (a fresh folder), `perTerminal` commands per station. */
export async function mixedRun(options: {
  readonly dir: string;
  readonly k: number;
  readonly perTerminal: number;
  readonly secret: string;
  readonly hubArgs: (configFile: string) => string[];
}): Promise<MixedFigures> {
  const { dir, k, perTerminal, secret } = options;
  const stations = mixedStations(k);
  const { journalKey } = demoJournal(dir, {});
  const keyFile = join(demoKeyDir(dir), 'journal-key');
  const cardKeyFile = join(demoKeyDir(dir), 'card-master-key');
  createCardMasterKey(cardKeyFile);
  prepare(dir, journalKey, stations, secret);
  const configFile = join(demoKeyDir(dir), 'hub.json');
  writeFileSync(configFile, JSON.stringify(configOf(dir, keyFile, cardKeyFile, stations)));
  const { child: hub, port } = await startChild(options.hubArgs(configFile), {});
  const players: HoldemPlayer[] = [];
  try {
    const url = (path: string) => `ws://127.0.0.1:${port}${path}`;
    const [croupier, comite, cashier, chef] = STAFF;
    const open = (s: (typeof STAFF)[number]) => staffConsole(url('/staff'), s.login, s.secret);
    const consoles = await Promise.all([croupier, comite, chef].map(open));
    const [croupierConsole, comiteConsole, chefConsole] = consoles;
    if (croupierConsole === undefined || comiteConsole === undefined || chefConsole === undefined)
      throw new Error('bench staff missing');
    // A hold'em table has no séance to open: its partie is opened below, once its players are seated.
    for (const tableId of new Set(stations.filter((s) => s.game !== 'holdem').map((s) => s.tableId))) {
      await croupierConsole.ok('requestOpening', { tableId });
      await comiteConsole.ok('validateOpening', { tableId });
    }
    const clients = await connectAll(
      url('/terminal'),
      stations.map((s) => s.id),
      secret,
    );
    const byId = new Map(stations.map((s) => [s.id, s]));
    const holdemTables = [...new Set(stations.filter((s) => s.game === 'holdem').map((s) => s.tableId))];
    for (const [t, tableId] of holdemTables.entries()) {
      const seated = clients.filter((c) => byId.get(c.id)?.tableId === tableId);
      const staff = { cashier: () => open(cashier), chef: chefConsole, comite: comiteConsole };
      await seatHoldemTable(staff, tableId, seated, t * 100 + 1);
      for (const c of seated) players.push(playHoldem(c));
    }
    for (const c of consoles) c.close();
    const saturated = clients.filter((c) => byId.get(c.id)?.game !== 'holdem');
    const wheel = saturated.find((c) => byId.get(c.id)?.game === 'wheel');
    const roundId = wheel === undefined ? 0 : await bettingRound(wheel);
    await Promise.all(
      saturated.map(async (c) => {
        const s = byId.get(c.id);
        if (s === undefined || s.game === 'wheel') return;
        if (Number.isNaN(await command(c, 'cardSit', { tableId: s.tableId, seat: s.seat })))
          throw new Error(`${c.id} not seated at ${s.tableId}`);
      }),
    );
    const zero = () => Object.fromEntries(GAMES.map((g) => [g, 0])) as Record<Station['game'], number>;
    const refused = zero();
    const total = zero();
    const answered = zero();
    const sent = zero();
    const send = (c: Client, i: number): Promise<number> => {
      const s = byId.get(c.id) as Station;
      const sending =
        s.game === 'wheel'
          ? command(c, 'placeBet', { roundId, spot: { kind: 'chance', chance: 'rouge' }, stake: 100 })
          : i % 2 === 1
            ? command(c, 'cardWithdrawBets', { tableId: s.tableId })
            : s.game === 'blackjack'
              ? command(c, 'blackjackBet', { tableId: s.tableId, box: s.seat, amount: 100 })
              : command(c, 'puntoBancoBet', { tableId: s.tableId, spot: 'punto', amount: 100 });
      return sending.then((ms) => {
        sent[s.game]++;
        if (Number.isNaN(ms)) refused[s.game]++;
        else {
          total[s.game] += ms;
          answered[s.game]++;
        }
        return ms;
      });
    };
    const cpuBefore = cpuSeconds(hub.pid);
    const mainBefore = mainThreadCpuSeconds(hub.pid);
    const wallBefore = performance.now();
    for (const p of players) p.counting = true;
    await saturate(saturated, perTerminal, send);
    for (const p of players) p.counting = false;
    const wall = (performance.now() - wallBefore) / 1000;
    const hubCpu = (cpuSeconds(hub.pid) - cpuBefore) / wall;
    const hubMainCpu = (mainThreadCpuSeconds(hub.pid) - mainBefore) / wall;
    await Promise.all(players.map((p) => p.stop()));
    for (const p of players) {
      sent.holdem += p.figures.sent;
      refused.holdem += p.figures.refused;
      answered.holdem += p.figures.sent - p.figures.refused;
      total.holdem += p.figures.totalMs;
    }
    for (const c of clients) c.socket.terminate();
    const counts = zero();
    for (const s of stations) counts[s.game]++;
    const meanMs = zero();
    const rates = zero();
    for (const g of GAMES) {
      meanMs[g] = answered[g] === 0 ? Number.NaN : total[g] / answered[g];
      rates[g] = sent[g] / wall;
    }
    const rate = GAMES.reduce((sum, g) => sum + sent[g], 0) / wall;
    return { counts, rate, rates, refused, meanMs, hubCpu, hubMainCpu };
  } finally {
    // Not awaited: a hub that failed answers nothing in flight.
    for (const p of players) void p.stop();
    await stopChild(hub);
  }
}
