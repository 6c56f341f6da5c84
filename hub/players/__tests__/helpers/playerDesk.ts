// A hold'em desk on a real SQLite file in a temp dir: staff commands parsed by the wire schema
// and run like the staff dispatcher does (one transaction each), without a socket.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { StaffCommandSchema, type StaffResult, type StaffRole } from '../../../../protocol/staffMessages.ts';
import type { StaffOutcome } from '../../../staff/staffOutcome.ts';
import { inTransaction, openDatabase } from '../../../store/database.ts';
import { provisionTerminal } from '../../../terminals.ts';
import { type ExclusionCheck, noExclusionList } from '../../exclusionCheck.ts';
import { isPlayerCommand, playerAction } from '../../playerActions.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';
import { TEST_CARD_KEY } from '../../../__tests__/helpers/testCardKey.ts';
import { VirtualDesfire } from '../../../../testkit/nfc/virtualDesfire.ts';
import type { DeskPreparation } from '../../../cashier/deskCards.ts';
import { type AuthenticatedCard, tapCard } from '../../authenticatedCard.ts';
import { personaliseCard } from '../../desfire/personaliseCard.ts';
import { newCardToken } from '../../secrets.ts';
import { secretMatches } from '../../../secretHash.ts';

/** The desk's clock start: 29 November 2026, 15:00 in Paris. */
export const DESK_START = Date.UTC(2026, 10, 29, 14, 0, 0);

/** A desk: its database, a clock to move, and a way to run commands as a staff member. */
export interface PlayerDesk {
  readonly db: DatabaseSync;
  now: number;
  at(): string;
  /** Runs one command (without `commandId`, added here) as `login` with `role`, with what a desk prepared. */
  run(
    login: string,
    role: StaffRole,
    command: Record<string, unknown>,
    prepared?: DeskPreparation,
  ): StaffOutcome;
  /** Runs a command and returns its result, throwing on a refusal. */
  ok(
    login: string,
    role: StaffRole,
    command: Record<string, unknown>,
    prepared?: DeskPreparation,
  ): StaffResult;
  /** Personalises a new virtual card of `cardUid` and issues it to `playerId` (as chloe, caissier). */
  issue(playerId: string, cardUid: string): Promise<VirtualDesfire>;
  /** Taps `card` as the hub does (mutual authentication, reference read); throws the refusal's code. */
  tap(card: VirtualDesfire): Promise<AuthenticatedCard>;
  /** What the desk prepares for a payment by `card` and `pin` (session `cardSession`). */
  payment(
    card: VirtualDesfire,
    pin: string,
    playerId: string,
  ): Promise<DeskPreparation & { kind: 'payment' }>;
  /** The journal's entries of these kinds, as [kind, actor, payload]. */
  journal(...kinds: string[]): [string, string, unknown][];
}

let ids = 0;

/** The card session the in-process desk names in its payments (a payment's `cardSession`). */
export const DESK_SESSION = 'd'.repeat(64);

/** Opens a fresh desk with terminals T1, T2 and T3 provisioned. */
export function playerDesk(
  options: { exclusion?: ExclusionCheck; seed?: number; now?: number; seats?: number } = {},
): PlayerDesk {
  const db = openDatabase(
    join(mkdtempSync(join(tmpdir(), 'tapis-players-')), 'hub.sqlite'),
    TEST_JOURNAL_KEY,
  );
  for (const t of ['T1', 'T2', 'T3']) provisionTerminal(db, t, 'holdem-1', 'terminal-secret-0123456789');
  const services = {
    exclusion: options.exclusion ?? noExclusionList,
    rng: createRng(seededSource(options.seed ?? 7)),
    seatsOf: () => options.seats,
  };
  const desk: PlayerDesk = {
    db,
    now: options.now ?? DESK_START,
    at: () => new Date(desk.now).toISOString(),
    run(login, role, fields, prepared) {
      const command = StaffCommandSchema.parse({
        commandId: `cmd-${String(++ids).padStart(6, '0')}`,
        ...fields,
      });
      if (!isPlayerCommand(command)) throw new Error(`${command.type} is not a player command`);
      const ctx = {
        db,
        at: desk.at(),
        now: desk.now,
        actor: `staff:${login}`,
        staff: { login, role },
        ...(prepared === undefined ? {} : { desk: prepared }),
      };
      return inTransaction(db, () => playerAction(ctx, services, command));
    },
    ok(login, role, fields, prepared) {
      const outcome = desk.run(login, role, fields, prepared);
      if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.error)}`);
      return outcome.value;
    },
    async issue(playerId, cardUid) {
      const card = new VirtualDesfire({ uid: Buffer.from(cardUid, 'hex') });
      const token = newCardToken();
      const done = await personaliseCard(card, card.uid, TEST_CARD_KEY, Buffer.from(token, 'base64url'));
      if (!done.ok) throw new Error(done.code);
      desk.ok(
        'chloe',
        'caissier',
        { type: 'issueCard', playerId, cardUid },
        { kind: 'issued', cardUid: cardUid.toUpperCase(), token },
      );
      return card;
    },
    async tap(card) {
      const tap = await tapCard(db, card, card.uid, TEST_CARD_KEY);
      if (!tap.ok) throw new Error(tap.code);
      return tap.card;
    },
    async payment(card, pin, playerId) {
      const player = db
        .prepare('SELECT pin_salt, pin_hash FROM players WHERE player_id = ?')
        .get(playerId) as { pin_salt: string | null; pin_hash: string | null } | undefined;
      const pinOk = await secretMatches(pin, player?.pin_salt ?? undefined, player?.pin_hash ?? undefined);
      return {
        kind: 'payment',
        card: await desk.tap(card),
        cardSession: DESK_SESSION,
        pinOk,
        checkedHash: player?.pin_hash ?? null,
      };
    },
    journal(...kinds) {
      const rows = db.prepare('SELECT kind, actor, payload FROM journal ORDER BY seq').all() as {
        kind: string;
        actor: string;
        payload: string;
      }[];
      return rows
        .filter((r) => kinds.includes(r.kind))
        .map((r) => [r.kind, r.actor, JSON.parse(r.payload) as unknown]);
    },
  };
  return desk;
}

/** A registration command for an adult with identity document `number`. */
export function identity(number: string, birthDate = '1980-05-17'): Record<string, unknown> {
  return {
    type: 'registerPlayer',
    lastName: 'Dupont',
    firstName: 'Camille',
    birthDate,
    idDocument: { type: 'idCard', number },
  };
}
