// The journal entries the registers read (docs/registers.md "Journal contracts"): the card tables
// write PotRaked and OrphanRecorded, the registers write Modele7Certified. Each money entry has its
// ledger transfer against the same journal seq (DESIGN.md "Money"), so a register figure can
// always be checked against its ledger account.
import { z } from 'zod';
import { NonNegativeCents, PositiveCents } from '../../protocol/money.ts';

/** Journal kind of a pot raked at an electronic hold'em table. */
export const POT_RAKED = 'PotRaked';
/** Journal kind of an amount written to the orphans register. */
export const ORPHAN_RECORDED = 'OrphanRecorded';
/** Journal kind of one certification of a modèle 7 statement. */
export const MODELE7_CERTIFIED = 'Modele7Certified';

/**
 * `PotRaked`: one pot (main or side) raked, with a transfer of `rake` to `accounts.rake(tableId)` against
 * the same entry. RULES.md A.7 and art. 67-19 (seed 000): 4 % of the pot's effective amount,
 * rounded down to the table's rake unit (games/holdem/pots.ts `rakeOf`); `serial` is the pot's
 * numéro d'ordre on the modèle 7, from 1 per table per gaming day.
 */
export const PotRakedSchema = z.object({
  tableId: z.string().min(1),
  handId: z.string().min(1),
  serial: z.number().int().min(1),
  /** The pot's effective amount before rake (the uncalled bet returned excluded). */
  pot: NonNegativeCents,
  rake: NonNegativeCents,
});

/** A `PotRaked` payload. */
export type PotRaked = z.infer<typeof PotRakedSchema>;

/**
 * `OrphanRecorded`: a consigned stake or credit unclaimed at session end, written to the orphans
 * register modèle 11 bis (RULES.md A.1, seed 000), with a transfer of `amount` to `orphans`.
 */
export const OrphanRecordedSchema = z.object({
  tableId: z.string().min(1),
  seat: z.number().int().min(0),
  playerId: z.string().nullable(),
  playerName: z.string().nullable(),
  amount: PositiveCents,
  reason: z.string().min(1),
  /** ISO time the stake was consigned (the suspension), before the session end that orphaned it. */
  consignedAt: z.string().min(1),
});

/** An `OrphanRecorded` payload. */
export type OrphanRecorded = z.infer<typeof OrphanRecordedSchema>;

/** Who certifies a modèle 7 (seed 000: "certifié par un membre du comité de direction et le caissier"). */
export const CERTIFIER_ROLES = ['comite', 'caissier'] as const;

/** A certifier's capacity. */
export type CertifierRole = (typeof CERTIFIER_ROLES)[number];

/** `Modele7Certified`: what one certifier signed — the totals and the hash of the statement's content. */
export const Modele7CertifiedSchema = z.object({
  tableId: z.string().min(1),
  /** The gaming day, `YYYY-MM-DD` (the day it starts on). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  role: z.enum(CERTIFIER_ROLES),
  /** The certifier's login (the entry's actor is `staff:<login>`). */
  certifiedBy: z.string().min(1),
  pots: z.number().int().min(0),
  potTotal: NonNegativeCents,
  rakeTotal: NonNegativeCents,
  /** sha256 of the statement's canonical content (hub/registers/modele7.ts `contentHash`). */
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A `Modele7Certified` payload. */
export type Modele7Certified = z.infer<typeof Modele7CertifiedSchema>;
