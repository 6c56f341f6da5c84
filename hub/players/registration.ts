// Identity registration at the cashier (seed 000: "l'inscription d'un joueur est soumise à
// l'enregistrement de son identité"; RULES.md A.7): name, identity document, date of birth, the
// adult check on the casino's date, then the exclusion-list hook, whose verdict is journaled
// either way. A player gets a stable id, `P` and the registration's rank on six digits.
import type { DatabaseSync } from 'node:sqlite';
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { ActionContext } from '../staff/actionContext.ts';
import { done, refuse, type StaffOutcome } from '../staff/staffOutcome.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { statement } from '../store/statements.ts';
import { adultOn, casinoDate, isRealDate } from './adultCheck.ts';
import type { ExclusionCheck } from './exclusionCheck.ts';

type RegisterPlayer = Extract<StaffCommand, { type: 'registerPlayer' }>;

/** The stable id of the `rank`-th registered player. */
export function playerIdOf(rank: number): string {
  return `P${String(rank).padStart(6, '0')}`;
}

/** A document number as compared and stored: upper case, without spaces or dashes. */
export function normalizeDocumentNumber(number: string): string {
  return number.replace(/[\s-]/g, '').toUpperCase();
}

function nextPlayerId(db: DatabaseSync): string {
  const row = statement(db, 'SELECT COUNT(*) AS n FROM players').get() as { n: number };
  return playerIdOf(row.n + 1);
}

/** Registers a player's identity (inside the staff action's transaction). */
export function registerPlayer(
  ctx: ActionContext,
  exclusion: ExclusionCheck,
  command: RegisterPlayer,
): StaffOutcome {
  const { db, at, actor } = ctx;
  const { lastName, firstName, birthDate } = command;
  const idDocument = {
    type: command.idDocument.type,
    number: normalizeDocumentNumber(command.idDocument.number),
  };
  const today = casinoDate(ctx.now);
  if (!isRealDate(birthDate) || birthDate > today)
    return refuse('MALFORMED', 'the date of birth is not a past calendar date', { birthDate });
  const adultFrom = adultOn(birthDate);
  // Gaming is forbidden to minors: refused before anything is written or asked.
  if (adultFrom > today) return refuse('MINOR', 'the player is under 18', { birthDate, adultOn: adultFrom });
  const known = statement(
    db,
    'SELECT player_id FROM players WHERE id_document_type = ? AND id_document_number = ?',
  ).get(idDocument.type, idDocument.number) as { player_id: string } | undefined;
  if (known !== undefined)
    return refuse('PLAYER_ALREADY_REGISTERED', 'this identity document is already registered', {
      playerId: known.player_id,
    });
  const identity = { lastName, firstName, birthDate, idDocument };
  const verdict = exclusion.check(identity);
  const exclusionFact = {
    excluded: verdict.excluded,
    source: verdict.source,
    ...(verdict.reference === undefined ? {} : { reference: verdict.reference }),
  };
  if (verdict.excluded) {
    // The refusal is a fact of the cashier's day: journaled (and committed), nothing registered.
    appendEntry(db, at, 'PlayerRegistrationRefused', actor, { ...identity, exclusion: exclusionFact });
    return refuse('PLAYER_EXCLUDED', 'the exclusion-list check refused this identity', {
      source: verdict.source,
      reference: verdict.reference ?? '',
    });
  }
  const playerId = nextPlayerId(db);
  const seq = appendEntry(db, at, 'PlayerRegistered', actor, {
    playerId,
    ...identity,
    adultOn: adultFrom,
    exclusion: exclusionFact,
  });
  statement(
    db,
    `INSERT INTO players (player_id, last_name, first_name, birth_date, id_document_type,
       id_document_number, registered_seq) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(playerId, lastName, firstName, birthDate, idDocument.type, idDocument.number, seq);
  return done({ kind: 'playerRegistered', playerId });
}
