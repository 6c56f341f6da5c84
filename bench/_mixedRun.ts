// The mixed saturated run of the hub bench (bench/hub.ts, issue 13 §6): one hub started from a
// configuration file as production starts it (`--config`), with a roulette table, blackjack tables
// and punto banco tables, their séances opened by staff over the staff API. Every terminal then
// sends its next command as soon as the previous one is answered: the wheel stations place bets,
// each card station alternates a stake (blackjackBet, puntoBancoBet) and cardWithdrawBets, all
// accepted money commands journaled with their transfers; every card command also pushes a
// cardView to each station seated at its table. Hold'em is not in the mix: a hold'em seat needs a
// registered player logged in by DESFire card and PIN, a cave bought at the cashier and a seat
// drawn by the chef de partie (docs/holdem-room.md), which this bench does not simulate.
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
import { provisionTerminal } from '../hub/terminals.ts';
import { type Client, command, connectAll, cpuSeconds, saturate, startChild, stopChild } from './_hubWire.ts';

/** Seats of a card table (the configuration's maximum, seed 000). */
const SEATS = 7;
/** A betting time no run reaches: every stake stays withdrawable, no hand is dealt. */
const LONG_MS = 3_600_000;
const STAFF = [
  { login: 'bench-croupier', role: 'croupier', secret: 'bench-croupier-secret' },
  { login: 'bench-comite', role: 'comiteDeDirection', secret: 'bench-comite-secret' },
] as const;

/** Who plays what in the mixed run. */
interface Station {
  readonly id: string;
  readonly game: 'wheel' | 'blackjack' | 'puntoBanco';
  readonly tableId: string;
  readonly seat: number;
}

/** K stations: K/100 tables of each card game (at least one), 7 seats each, the rest at the roulette. */
export function mixedStations(k: number): Station[] {
  const perGame = Math.max(1, Math.round(k / 100));
  const stations: Station[] = [];
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
function configOf(dir: string, keyFile: string, stations: readonly Station[]): unknown {
  const cardTables = [...new Set(stations.filter((s) => s.game !== 'wheel').map((s) => s.tableId))];
  return {
    listen: { host: '127.0.0.1', port: 0 },
    dataDir: dir,
    journal: { keyFile },
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

/** A logged-in staff console that sends one command at a time and throws on a refusal. */
async function staffConsole(
  url: string,
  login: string,
  secret: string,
): Promise<{
  ok(type: string, fields: Record<string, unknown>): Promise<void>;
  close(): void;
}> {
  const socket = new WebSocket(url);
  let next: (m: { type: string; ok?: boolean; error?: unknown }) => void = () => undefined;
  socket.on('message', (data) => next(JSON.parse(String(data)) as { type: string }));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answer = (test: (m: { type: string }) => boolean) =>
    new Promise<{ type: string; ok?: boolean; error?: unknown }>((resolve) => {
      next = (m) => {
        if (test(m)) resolve(m);
      };
    });
  const welcome = answer((m) => m.type === 'welcome' || m.type === 'error');
  socket.send(JSON.stringify({ type: 'login', login, secret }));
  if ((await welcome).type !== 'welcome') throw new Error(`bench staff ${login} not logged in`);
  let n = 0;
  return {
    async ok(type, fields) {
      const commandId = `bench-staff-${login}-${++n}`;
      const reply = answer(
        (m) => m.type === 'reply' && (m as { commandId?: string }).commandId === commandId,
      );
      socket.send(JSON.stringify({ type, commandId, ...fields }));
      const m = await reply;
      if (m.ok !== true) throw new Error(`${type} refused: ${JSON.stringify(m.error)}`);
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
  readonly rate: number;
  readonly refused: Record<Station['game'], number>;
  /** Mean reply time per game, in ms. */
  readonly meanMs: Record<Station['game'], number>;
  readonly hubCpu: number;
}

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
  prepare(dir, journalKey, stations, secret);
  const configFile = join(demoKeyDir(dir), 'hub.json');
  writeFileSync(configFile, JSON.stringify(configOf(dir, keyFile, stations)));
  const { child: hub, port } = await startChild(options.hubArgs(configFile), {});
  try {
    const url = (path: string) => `ws://127.0.0.1:${port}${path}`;
    const [croupier, comite] = await Promise.all(
      STAFF.map((s) => staffConsole(url('/staff'), s.login, s.secret)),
    );
    if (croupier === undefined || comite === undefined) throw new Error('bench staff missing');
    for (const tableId of new Set(stations.map((s) => s.tableId))) {
      await croupier.ok('requestOpening', { tableId });
      await comite.ok('validateOpening', { tableId });
    }
    croupier.close();
    comite.close();
    const clients = await connectAll(
      url('/terminal'),
      stations.map((s) => s.id),
      secret,
    );
    const byId = new Map(stations.map((s) => [s.id, s]));
    const wheel = clients.find((c) => byId.get(c.id)?.game === 'wheel');
    const roundId = wheel === undefined ? 0 : await bettingRound(wheel);
    await Promise.all(
      clients.map(async (c) => {
        const s = byId.get(c.id);
        if (s === undefined || s.game === 'wheel') return;
        if (Number.isNaN(await command(c, 'cardSit', { tableId: s.tableId, seat: s.seat })))
          throw new Error(`${c.id} not seated at ${s.tableId}`);
      }),
    );
    const games = ['wheel', 'blackjack', 'puntoBanco'] as const;
    const zero = () => Object.fromEntries(games.map((g) => [g, 0])) as Record<Station['game'], number>;
    const refused = zero();
    const total = zero();
    const answered = zero();
    const send = (c: Client, i: number): Promise<number> => {
      const s = byId.get(c.id) as Station;
      const sent =
        s.game === 'wheel'
          ? command(c, 'placeBet', { roundId, spot: { kind: 'chance', chance: 'rouge' }, stake: 100 })
          : i % 2 === 1
            ? command(c, 'cardWithdrawBets', { tableId: s.tableId })
            : s.game === 'blackjack'
              ? command(c, 'blackjackBet', { tableId: s.tableId, box: s.seat, amount: 100 })
              : command(c, 'puntoBancoBet', { tableId: s.tableId, spot: 'punto', amount: 100 });
      return sent.then((ms) => {
        if (Number.isNaN(ms)) refused[s.game]++;
        else {
          total[s.game] += ms;
          answered[s.game]++;
        }
        return ms;
      });
    };
    const cpuBefore = cpuSeconds(hub.pid);
    const wallBefore = performance.now();
    const run = await saturate(clients, perTerminal, send);
    const hubCpu = (cpuSeconds(hub.pid) - cpuBefore) / ((performance.now() - wallBefore) / 1000);
    for (const c of clients) c.socket.terminate();
    const counts = zero();
    for (const s of stations) counts[s.game]++;
    const meanMs = zero();
    for (const g of games) meanMs[g] = answered[g] === 0 ? Number.NaN : total[g] / answered[g];
    return { counts, rate: run.rate, refused, meanMs, hubCpu };
  } finally {
    await stopChild(hub);
  }
}
