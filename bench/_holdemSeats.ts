// The hold'em part of the hub bench's mixed run (bench/_mixedRun.ts, issue 13 §6): the room's
// path to a seat over the real wire, as hub/tables/holdem/__tests__/holdemWire.int.test.ts walks
// it (docs/holdem-room.md): the cashier registers each player, issues a virtual DESFire card at
// the desk reader and sells a cave with a PIN; the chef de partie calls the waiting list and
// draws the seats; the comité sets the cave limits and opens the partie; each station logs its
// player in by card tap and PIN and sits down. The stations then play every turn their views
// give them (check, call, bet or raise the minimum, fold), each as soon as the hub answers.
import type { WebSocket } from 'ws';
import type { HoldemActionWire, HoldemStationView } from '../protocol/holdemMessages.ts';
import { VirtualDesfire } from '../testkit/nfc/virtualDesfire.ts';
import { presentAtDesk, tapThrough } from '../testkit/nfc/wsRelayLink.ts';
import { type Client, command } from './_hubWire.ts';

/** Seats of a bench hold'em table (seed 000: up to 10). */
export const HOLDEM_SEATS = 8;
const PIN = '4821';
/** What each player buys at the cashier and brings to the table: 200 big blinds. */
const CAVE = 40_000;

/** A staff console of the bench: one command at a time, its result, or a throw on a refusal. */
export interface BenchStaff {
  readonly socket: WebSocket;
  ok(type: string, fields: Record<string, unknown>): Promise<unknown>;
}

/** The configuration file's entry of bench hold'em table `id`: blinds 1/2 €, hands dealt back to back. */
export function holdemTableEntry(id: string): unknown {
  return {
    id,
    name: id,
    game: 'holdem',
    // betweenHandsMs 0: the next hand is dealt as soon as one ends (5 s in a room), so that the
    // stations play as fast as the hub answers; the turn timer stays the room's 30 s.
    options: {
      seats: HOLDEM_SEATS,
      smallBlind: 100,
      bigBlind: 200,
      caveMinimum: 4_000,
      recaveMaximum: 40_000,
      betweenHandsMs: 0,
    },
  };
}

/** A player's card UID (7 bytes, hex) from its number in the bench. */
const cardUid = (n: number): string => `04${n.toString(16).toUpperCase().padStart(12, '0')}`;

/**
 * Registers, cards and funds one player per station of `tableId`, seats them, opens the partie.
 * Each player gets a cashier console of its own: a card's issue alone relays a dozen card
 * responses, and the hub allows a connection 40 messages a second (burst 80).
 */
export async function seatHoldemTable(
  staff: {
    readonly cashier: () => Promise<BenchStaff & { close(): void }>;
    readonly chef: BenchStaff;
    readonly comite: BenchStaff;
  },
  tableId: string,
  stations: readonly Client[],
  firstCard: number,
): Promise<void> {
  const { chef, comite } = staff;
  await comite.ok('setCaveLimits', { tableId, minimum: 4_000, maximum: null });
  const cards = new Map<string, VirtualDesfire>();
  for (const [i, station] of stations.entries()) {
    const cashier = await staff.cashier();
    const { playerId } = (await cashier.ok('registerPlayer', {
      lastName: `Banc${station.id}`,
      firstName: 'Camille',
      birthDate: '1980-05-17',
      idDocument: { type: 'idCard', number: `BENCH${station.id}` },
    })) as { playerId: string };
    const uid = cardUid(firstCard + i);
    const card = new VirtualDesfire({ uid: Buffer.from(uid, 'hex') });
    const desk = await presentAtDesk(cashier.socket, card);
    try {
      await cashier.ok('issueCard', { playerId, cardUid: uid });
    } finally {
      desk.stop();
    }
    await cashier.ok('buyCave', { playerId, tableId, amount: CAVE, method: 'cash', pin: PIN });
    cashier.close();
    await chef.ok('joinWaitingList', { tableId, playerId });
    await chef.ok('callNextWaiting', { tableId });
    await chef.ok('assignSeat', { tableId, playerId });
    cards.set(station.id, card);
  }
  await comite.ok('startHoldemPartie', { tableId });
  for (const station of stations) {
    const cardSession = await tapThrough(station.socket, cards.get(station.id) as VirtualDesfire);
    if (Number.isNaN(await command(station, 'playerLogin', { cardSession, pin: PIN })))
      throw new Error(`${station.id}: playerLogin refused`);
    if (Number.isNaN(await command(station, 'holdemSitDown', { cave: CAVE })))
      throw new Error(`${station.id}: holdemSitDown refused`);
  }
}

/**
 * The action for a turn: mostly check or call; every fifth turn the minimum bet or raise when it
 * costs at most a tenth of the stack; a call above a tenth of the stack is a fold. Stacks drift
 * slowly, so nobody busts within a bench run and every action is one the view allows.
 */
export function holdemAction(view: HoldemStationView, turn: number): HoldemActionWire {
  const limits = view.limits;
  const me = view.table.seats.find((s) => s.seat === view.seat);
  if (limits === null || me === undefined) return { kind: 'fold' };
  const tenth = Math.floor(me.stack / 10);
  if (turn % 5 === 0 && limits.mayRaise && limits.minTo - me.streetBet <= tenth) {
    const opened = view.table.seats.some((s) => s.streetBet > 0);
    return { kind: opened ? 'raise' : 'bet', to: limits.minTo };
  }
  if (limits.toCall === 0) return { kind: 'check' };
  return limits.toCall <= tenth ? { kind: 'call' } : { kind: 'fold' };
}

/** A hold'em station playing its turns; counts only what it sends while `counting` is on. */
export interface HoldemPlayer {
  /** Commands sent while counting, refused among them, and the answered ones' total reply time (ms). */
  readonly figures: { sent: number; refused: number; totalMs: number };
  counting: boolean;
  /** Stops playing; resolves once the command in flight, if any, is answered. */
  stop(): Promise<void>;
}

/** Starts `station` playing every turn its views give it. */
export function playHoldem(station: Client): HoldemPlayer {
  const figures = { sent: 0, refused: 0, totalMs: 0 };
  let latest: { seq: number; view: HoldemStationView } | null = null;
  let actedOn = -1;
  let turn = 0;
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  const player: HoldemPlayer = {
    figures,
    counting: false,
    async stop() {
      stopped = true;
      await inFlight;
    },
  };
  const act = (): void => {
    const v = latest;
    if (stopped || inFlight !== null || v === null || v.seq <= actedOn) return;
    const { table, seat } = v.view;
    if (v.view.limits === null || table.toAct === null || table.toAct !== seat || table.handId === null)
      return;
    actedOn = v.seq;
    const counted = player.counting;
    const action = holdemAction(v.view, ++turn);
    inFlight = command(station, 'holdemAct', { handId: table.handId, action }).then((ms) => {
      if (counted) {
        figures.sent++;
        if (Number.isNaN(ms)) figures.refused++;
        else figures.totalMs += ms;
      }
      inFlight = null;
      act();
    });
  };
  station.onSnapshot = (text) => {
    if (!text.startsWith('{"type":"holdemView"')) return;
    const m = JSON.parse(text) as { seq: number; view: HoldemStationView };
    if (latest === null || m.seq > latest.seq) latest = m;
    act();
  };
  // The view pushed on its sit-down may already be its turn.
  station.socket.send(JSON.stringify({ type: 'getSnapshot' }));
  return player;
}
