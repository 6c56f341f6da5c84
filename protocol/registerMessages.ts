// The regulatory registers on the staff API (docs/registers.md, docs/protocol.md "Staff API"):
// read-only queries answered with `register` messages (modèle 7 as data, CSV or PDF, the rake
// book 11 quater, the orphans register 11 bis, game recall), and the modèle 7 certification,
// which is a staff command (journaled, applied once).
import { z } from 'zod';
import { CentsSchema, NonNegativeCents } from './money.ts';
import { RecalledGameSchema } from './recall.ts';

/** A gaming day, `YYYY-MM-DD` (the date it starts on; hub/registers/gamingDay.ts). */
export const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'not a calendar date');

const TableId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const TerminalId = z.string().min(1).max(64);

/** A range of gaming days, first and last included, at most a year and a day. */
const DayRange = { fromDay: DaySchema, toDay: DaySchema };

/** What a staff console may ask of the registers. */
export const RegisterQuerySchema = z.discriminatedUnion('register', [
  z.object({
    register: z.literal('modele7'),
    tableId: TableId,
    day: DaySchema,
    /** `data`: the statement as JSON; `csv`: the spreadsheet text; `pdf`: the printable file in base64. */
    format: z.enum(['data', 'csv', 'pdf']).default('data'),
    /** Printed in the CSV and PDF header. */
    casinoName: z.string().min(1).max(100).optional(),
  }),
  z.object({ register: z.literal('modele11quater'), ...DayRange }),
  z.object({ register: z.literal('modele11bis'), ...DayRange }),
  z.object({ register: z.literal('gameRecall'), tableId: TableId, terminalId: TerminalId.optional() }),
  /** The rules report of the table's open séance (hub/registers/rulesReport.ts). */
  z.object({ register: z.literal('rulesReport'), tableId: TableId }),
  /** The bonus-number jackpot register of a table (hub/registers/jackpotHistory.ts). */
  z.object({ register: z.literal('jackpotHistory'), tableId: TableId }),
]);

/** A register query. */
export type RegisterQuery = z.infer<typeof RegisterQuerySchema>;

/** The staff message carrying a register query, answered by a `register` message with the same `requestId`. */
export const RegisterRequestSchema = z.object({
  type: z.literal('registerQuery'),
  requestId: z.string().min(1).max(64),
  query: RegisterQuerySchema,
});

const Certification = z.object({
  role: z.enum(['comite', 'caissier']),
  certifiedBy: z.string(),
  at: z.string(),
  journalSeq: z.number().int(),
  contentHash: z.string(),
  pots: z.number().int(),
  rakeTotal: NonNegativeCents,
  match: z.enum(['current', 'superseded', 'altered']),
});

/** A modèle 7 statement with its certification status. */
export const Modele7DataSchema = z.object({
  tableId: z.string(),
  day: z.string(),
  fromIso: z.string(),
  toIso: z.string(),
  timeZone: z.string(),
  lines: z.array(
    z.object({
      serial: z.number().int(),
      tableId: z.string(),
      handId: z.string(),
      journalSeq: z.number().int(),
      at: z.string(),
      date: z.string(),
      time: z.string(),
      pot: NonNegativeCents,
      rake: NonNegativeCents,
    }),
  ),
  totals: z.object({ pots: z.number().int(), potTotal: NonNegativeCents, rakeTotal: NonNegativeCents }),
  ledger: z.object({ account: z.string(), credited: CentsSchema, consistent: z.boolean() }),
  anomalies: z.array(z.string()),
  contentHash: z.string(),
  certification: z.object({
    state: z.enum(['uncertified', 'pending', 'certified', 'altered']),
    certifications: z.array(Certification),
  }),
});

/** One settled spin of a jackpot table (hub/registers/jackpotHistory.ts `JackpotSpin`). */
const JackpotSpinSchema = z.object({
  roundId: z.number().int(),
  seq: z.number().int(),
  at: z.string(),
  bonusNumber: z.number().int().nullable(),
  pocket: z.number().int().nullable(),
  poolBefore: NonNegativeCents,
  contribution: NonNegativeCents,
  winners: z.array(z.object({ seat: z.number().int(), terminalId: z.string(), amount: NonNegativeCents })),
  paid: NonNegativeCents,
  reset: NonNegativeCents,
  poolAfter: NonNegativeCents,
});

/** What a register query returns. */
export const RegisterResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('modele7'), statement: Modele7DataSchema }),
  z.object({ kind: z.literal('modele7Csv'), fileName: z.string(), csv: z.string() }),
  z.object({ kind: z.literal('modele7Pdf'), fileName: z.string(), pdfBase64: z.string() }),
  z.object({
    kind: z.literal('modele11quater'),
    fromDay: z.string(),
    toDay: z.string(),
    entries: z.array(
      z.object({
        day: z.string(),
        tableId: z.string(),
        pots: z.number().int(),
        potTotal: NonNegativeCents,
        rakeTotal: NonNegativeCents,
        cumulative: NonNegativeCents,
        sound: z.boolean(),
        certification: z.object({
          state: z.enum(['uncertified', 'pending', 'certified', 'altered']),
          contentHash: z.string(),
          comite: z.object({ journalSeq: z.number().int(), by: z.string() }).nullable(),
          caissier: z.object({ journalSeq: z.number().int(), by: z.string() }).nullable(),
        }),
      }),
    ),
    tables: z.array(
      z.object({
        tableId: z.string(),
        rakeTotal: NonNegativeCents,
        ledgerCredited: CentsSchema,
        consistent: z.boolean(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('modele11bis'),
    fromDay: z.string(),
    toDay: z.string(),
    lines: z.array(
      z.object({
        journalSeq: z.number().int(),
        recordedAt: z.string(),
        date: z.string(),
        time: z.string(),
        tableId: z.string(),
        seat: z.number().int(),
        playerId: z.string().nullable(),
        playerName: z.string().nullable(),
        amount: NonNegativeCents,
        reason: z.string(),
        consignedAt: z.string(),
      }),
    ),
    total: NonNegativeCents,
    ledger: z.object({ account: z.string(), credited: CentsSchema, consistent: z.boolean() }),
    anomalies: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('gameRecall'),
    tableId: z.string(),
    stations: z.record(z.string(), z.array(RecalledGameSchema)),
  }),
  z.object({
    kind: z.literal('rulesReport'),
    tableId: z.string(),
    /** The game as `npm run rules -- <game>` names it. */
    game: z.enum(['roulette', 'boule', 'vingt-trois', 'wheel', 'blackjack', 'punto-banco', 'holdem']),
    sessionId: z.number().int(),
    /** The `SessionOpened` entry the configuration was read from. */
    journalSeq: z.number().int(),
    /** The `--option key=value` pairs the report was built with. */
    options: z.record(z.string(), z.string()),
    /** The game's report as `npm run rules -- <game> --json` gives it. */
    report: z.record(z.string(), z.unknown()),
    /** The French paytable. */
    text: z.string(),
    /** Hold'em: the open partie whose rules these are (`sessionId` and `journalSeq`: its `HoldemPartieStarted`). */
    partie: z.number().int().optional(),
  }),
  z.object({
    kind: z.literal('jackpotHistory'),
    tableId: z.string(),
    seeded: z.array(z.object({ seq: z.number().int(), at: z.string(), amount: NonNegativeCents })),
    spins: z.array(JackpotSpinSchema),
    wins: z.array(JackpotSpinSchema),
    totals: z.object({
      contributions: NonNegativeCents,
      wins: NonNegativeCents,
      paidInByBank: NonNegativeCents,
    }),
    pool: NonNegativeCents,
  }),
]);

/** What a register query returns. */
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

/** The result of `certifyModele7` (a staff command). */
export const Modele7CertifiedResultSchema = z.object({
  kind: z.literal('modele7Certified'),
  tableId: z.string(),
  day: z.string(),
  role: z.enum(['comite', 'caissier']),
  contentHash: z.string(),
  journalSeq: z.number().int(),
});
