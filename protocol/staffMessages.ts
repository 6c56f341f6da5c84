// Staff console ↔ hub messages on `/staff` (docs/protocol.md "Staff API"): each staff member
// acts under their own login and role (DESIGN.md "Trust and authority"); every action carries a
// command id and is applied once, like the terminals' money commands.
import { z } from 'zod';
import { AttendantCallViewSchema } from './attendanceMessages.ts';
import { CardRelayClientSchemas, CardRelayHubSchemas } from './cardRelayMessages.ts';
import { CardTableStaffViewSchema, HoldemTableStaffViewSchema } from './staffTableViews.ts';
import { ReaderStateSchema } from './readerState.ts';
import { CommandIdSchema } from './hubMessages.ts';
import { ERROR_CODES } from './errors.ts';
import { AmountIn, AmountInOrZero, CentsSchema, NonNegativeCents, PositiveCents } from './money.ts';
import { VoucherSchema } from './voucher.ts';
import { ChainAnchorSchema } from './chainAnchor.ts';
import {
  DaySchema,
  Modele7CertifiedResultSchema,
  RegisterRequestSchema,
  RegisterResultSchema,
} from './registerMessages.ts';
import {
  PLAYER_ERROR_CODES,
  PlayerCommandSchemas,
  PlayerQueryAnswerSchemas,
  PlayerQuerySchemas,
  PlayerResultSchemas,
} from './playerMessages.ts';

/** The staff roles of a French casino's gaming floor (seed 000, RULES.md A.1). */
export const STAFF_ROLES = [
  'croupier',
  'chefDePartie',
  'comiteDeDirection',
  'caissier',
  'technicien',
] as const;

/** A staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

// Kept apart from protocol/errors.ts so that the renderer's exhaustive wordings of the
// terminal's codes (Record<ErrorCode, …>) stay complete and compile.
/** Every error a staff connection may receive: the terminal codes plus the staff-only ones. */
export const STAFF_ERROR_CODES = [
  ...ERROR_CODES,
  'LOCKED_OUT', // the account is locked by an administrator (or by a hub before issue 10): the right secret is refused until an unlock
  'LOGIN_THROTTLED', // too many failed logins from this source or on this account: not checked; params.retryAfterSeconds
  'CANNOT_UNLOCK_SELF', // an unlock must come from another staff member (issue 10 §4)
  'SESSION_STATE', // the table session is not in the state this action needs; params.phase
  'LAST_ROUNDS_PENDING', // closing before the three last rounds are played; params.remaining
  'UNKNOWN_TABLE', // no such table on this hub
  'UNKNOWN_TERMINAL', // no such provisioned terminal
  'UNKNOWN_VOUCHER', // no voucher with this validation number
  'VOUCHER_ALREADY_REDEEMED', // paid once already; params.redeemedAt, params.redeemedBy
  'UNKNOWN_STAFF', // no staff account with this login
  'ALREADY_CERTIFIED', // this certifier already signed this modèle 7 content; params.journalSeq
  'REGISTER_ANOMALY', // the register does not add up (ledger, serials): nothing to certify; params.anomaly
  'UNKNOWN_CALL', // no open attendant call with this id (answered already, or never made)
  ...PLAYER_ERROR_CODES,
] as const;

/** A staff error code. */
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** A typed staff error: a code, an English message for logs, and the figures the console needs. */
export const StaffError = z.object({
  code: z.enum(STAFF_ERROR_CODES),
  message: z.string().max(500),
  params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});

/** A typed staff error. */
export type StaffError = z.infer<typeof StaffError>;

const TableId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const TerminalId = z.string().min(1).max(64);
const ValidationNumber = z.string().regex(/^\d{18}$/);
const command = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ type: z.literal(type), commandId: CommandIdSchema, ...shape });

/** A cashier's credit-in: cash or card for an amount, or a voucher ("ticket") taken back in. */
export const CreditInSchema = z.discriminatedUnion('method', [
  z.object({ method: z.enum(['cash', 'card']), amount: AmountIn }),
  z.object({ method: z.literal('ticket'), validationNumber: ValidationNumber }),
]);

/** Every staff action, each with its command id. */
export const StaffCommandSchema = z.discriminatedUnion('type', [
  command('requestOpening', { tableId: TableId }),
  command('validateOpening', { tableId: TableId }),
  command('announceLastRounds', { tableId: TableId }),
  command('validateClosing', { tableId: TableId }),
  command('relaunch', { tableId: TableId }),
  command('countSession', { tableId: TableId }),
  z.object({
    type: z.literal('creditIn'),
    commandId: CommandIdSchema,
    terminalId: TerminalId,
    payment: CreditInSchema,
  }),
  command('redeemVoucher', { validationNumber: ValidationNumber }),
  command('unlockStaff', { login: z.string().min(1).max(64) }),
  // Manual mode (seed 000): the croupier enters what the detector missed, a comité member
  // validates it, then relaunches the game (`relaunch`).
  command('manualNoMoreBets', { tableId: TableId }),
  command('enterResult', { tableId: TableId, pocket: z.number().int().min(0).max(36) }),
  command('validateManualEntry', { tableId: TableId }),
  // Seed 000: the modèle 7 is "certifié par un membre du comité de direction et le caissier".
  command('certifyModele7', { tableId: TableId, day: DaySchema }),
  // The hold'em room's cashier, waiting list and cave limits (protocol/playerMessages.ts).
  ...PlayerCommandSchemas,
  // Seed 000: a partie opens with the cave minimum the comité set (setCaveLimits) and the blinds
  // "fixé[s] … en début de partie par le directeur responsable"; it ends between hands, which
  // determines its rake (docs/holdem-room.md "Parties").
  command('startHoldemPartie', {
    tableId: TableId,
    smallBlind: AmountIn.optional(),
    bigBlind: AmountIn.optional(),
    ante: AmountInOrZero.optional(),
  }),
  command('endHoldemPartie', { tableId: TableId }),
  // Card tables (docs/card-tables.md, seed 000 absence rule): a comité member suspends a player
  // absent beyond the maximum and consigns their credit; the cashier pays a claimed consignment
  // back to a station before the séance ends.
  command('suspendAbsentPlayer', { tableId: TableId, seat: z.number().int().min(1).max(14) }),
  // Issue 12 §5: a member of staff answers a player's "Appel" (protocol/attendanceMessages.ts).
  command('answerAttendantCall', { callId: z.number().int().positive() }),
  command('claimConsignment', {
    tableId: TableId,
    consignmentId: z.number().int().positive(),
    terminalId: TerminalId,
  }),
]);

/** A staff action. */
export type StaffCommand = z.infer<typeof StaffCommandSchema>;

/** Everything a staff console may send. */
export const StaffClientMessageSchema = z.union([
  z.object({
    type: z.literal('login'),
    login: z.string().min(1).max(64),
    secret: z.string().min(1).max(256),
  }),
  z.object({ type: z.literal('getTables') }),
  RegisterRequestSchema,
  ...PlayerQuerySchemas,
  StaffCommandSchema,
  // The cashier's desk reader relays its card to the hub (protocol/cardRelayMessages.ts).
  ...CardRelayClientSchemas,
]);

/** A message from a staff console. */
export type StaffClientMessage = z.infer<typeof StaffClientMessageSchema>;

/** The cashier's count of a closed session, derived from the ledger (seed 000: "la comptée"). */
export const CountReportSchema = z.object({
  tableId: z.string(),
  sessionId: z.number().int(),
  /** The journal window counted: after `fromSeq` up to and including `toSeq`. */
  fromSeq: z.number().int(),
  toSeq: z.number().int(),
  /** Credit-in to the table's stations, in all and by method (cash, card, ticket, demo). */
  creditIn: z.object({ total: NonNegativeCents, byMethod: z.record(z.string(), NonNegativeCents) }),
  vouchersIssued: z.object({ count: z.number().int(), total: NonNegativeCents }),
  /** Losing stakes kept minus wins paid by the table's bank: negative when the players won. */
  houseResult: CentsSchema,
  /** What the stations' meters held at the window's start and end. */
  stationCreditBefore: NonNegativeCents,
  stationCreditAfter: NonNegativeCents,
  /** Change of the stakes on the layout over the window (0 when every round is settled). */
  stakesChange: CentsSchema,
  /**
   * The table's bonus-number jackpot over the window (RULES.md A.2; zeros without one): the
   * contributions taken from the stakes, what the bank paid in (the first seeding and the resets
   * after a win), the wins paid to the stations, and the pool's change (contributions + paid in −
   * wins). The house result is net of the contributions and of what the bank paid in.
   */
  jackpot: z.object({
    contributions: NonNegativeCents,
    paidInByBank: NonNegativeCents,
    wins: NonNegativeCents,
    poolChange: CentsSchema,
  }),
  /** before + credit-in − vouchers − house result − stakes change − pool change = after, to the cent. */
  balanced: z.boolean(),
  /** The journal's head when the count was made (issue 10 §5; absent from counts made before). */
  anchor: ChainAnchorSchema.optional(),
});

/** A count report. */
export type CountReport = z.infer<typeof CountReportSchema>;

/** What a staff action returns when it succeeds. */
export const StaffResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessionRequested'), sessionId: z.number().int() }),
  z.object({ kind: z.literal('sessionOpened'), sessionId: z.number().int() }),
  z.object({ kind: z.literal('lastRoundsAnnounced'), remaining: z.number().int() }),
  // `orphansRecorded`: at a card table, the consignments written to the orphans register (11 bis).
  z.object({
    kind: z.literal('sessionClosed'),
    sessionId: z.number().int(),
    /** The `SessionClosed` entry as a journal anchor (issue 10 §5), to keep with the closing's paper. */
    anchor: ChainAnchorSchema.optional(),
    orphansRecorded: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('relaunched'), sessionId: z.number().int() }),
  z.object({ kind: z.literal('counted'), report: CountReportSchema }),
  z.object({
    kind: z.literal('credited'),
    terminalId: z.string(),
    amount: PositiveCents,
    credit: NonNegativeCents,
  }),
  z.object({ kind: z.literal('redeemed'), voucher: VoucherSchema }),
  z.object({ kind: z.literal('unlocked'), login: z.string() }),
  z.object({
    kind: z.literal('manualEntryRequested'),
    roundId: z.number().int(),
    entry: z.enum(['noMoreBets', 'result']),
  }),
  z.object({
    kind: z.literal('manualEntryValidated'),
    roundId: z.number().int(),
    entry: z.enum(['noMoreBets', 'result']),
  }),
  Modele7CertifiedResultSchema,
  ...PlayerResultSchemas,
  z.object({
    kind: z.literal('holdemPartieStarted'),
    tableId: z.string(),
    partie: z.number().int(),
    caveMinimum: PositiveCents,
  }),
  z.object({
    kind: z.literal('playerSuspended'),
    seat: z.number().int(),
    consignmentId: z.number().int(),
    amount: NonNegativeCents,
  }),
  z.object({ kind: z.literal('attendantCallAnswered'), callId: z.number().int() }),
  z.object({
    kind: z.literal('consignmentClaimed'),
    consignmentId: z.number().int(),
    amount: NonNegativeCents,
  }),
  z.object({
    kind: z.literal('holdemPartieEnded'),
    tableId: z.string(),
    partie: z.number().int(),
    pots: z.number().int(),
    rake: NonNegativeCents,
  }),
]);

/** What a staff action returns. */
export type StaffResult = z.infer<typeof StaffResultSchema>;

/** A table as staff see it. */
export const TableStaffViewSchema = z.object({
  tableId: z.string(),
  tableName: z.string(),
  launcher: z.enum(['automatic', 'croupier']),
  session: z
    .object({
      sessionId: z.number().int(),
      phase: z.enum(['requested', 'open', 'closed']),
      requestedBy: z.string(),
      openedBy: z.string().nullable(),
      /** In service: rounds are running (false after a restart until a comité member relaunches). */
      inService: z.boolean(),
      /** Rounds still to play after the "three last" announcement; null before it. */
      lastRoundsRemaining: z.number().int().nullable(),
      counted: z.boolean(),
    })
    .nullable(),
  round: z
    .object({ roundId: z.number().int(), phase: z.string(), closesAt: z.number().int().nullable() })
    .nullable(),
  terminals: z.array(z.object({ terminalId: z.string(), connected: z.boolean(), credit: NonNegativeCents })),
  /** Manual mode (seed 000): the detection the device missed, and the croupier's entry awaiting validation. */
  manual: z
    .object({
      fault: z.enum(['noMoreBetsNotDetected', 'resultNotDetected']).nullable(),
      pending: z
        .discriminatedUnion('kind', [
          z.object({ kind: z.literal('noMoreBets') }),
          z.object({ kind: z.literal('result'), pocket: z.number().int().min(0).max(36) }),
        ])
        .nullable(),
    })
    .optional(),
});

/** A table as staff see it. */
export type TableStaffView = z.infer<typeof TableStaffViewSchema>;

/** Everything the hub may send to a staff console. */
export const StaffHubMessageSchema = z.union([
  z.object({ type: z.literal('welcome'), login: z.string(), role: z.enum(STAFF_ROLES) }),
  z.object({
    type: z.literal('tables'),
    /** The wheel tables (roulette, boule, vingt-trois, wheel of fortune). */
    tables: z.array(TableStaffViewSchema),
    /** The blackjack and punto banco tables (protocol/staffTableViews.ts). */
    cardTables: z.array(CardTableStaffViewSchema).optional(),
    /** The hold'em tables (protocol/staffTableViews.ts). */
    holdemTables: z.array(HoldemTableStaffViewSchema).optional(),
    /** Issue 12 §5: the players' open calls for an attendant, oldest first. */
    attendantCalls: z.array(AttendantCallViewSchema).optional(),
    /** Issue 12 §1: the NFC reader of every connected station that reported one, by terminal. */
    readers: z
      .array(z.object({ terminalId: z.string(), state: ReaderStateSchema, since: z.number() }))
      .optional(),
  }),
  z.object({
    type: z.literal('reply'),
    commandId: z.string(),
    ok: z.literal(true),
    result: StaffResultSchema,
  }),
  z.object({ type: z.literal('reply'), commandId: z.string(), ok: z.literal(false), error: StaffError }),
  // The answer to a `registerQuery` (docs/registers.md).
  z.object({
    type: z.literal('register'),
    requestId: z.string(),
    ok: z.literal(true),
    result: RegisterResultSchema,
  }),
  z.object({ type: z.literal('register'), requestId: z.string(), ok: z.literal(false), error: StaffError }),
  z.object({ type: z.literal('error'), error: StaffError }),
  ...PlayerQueryAnswerSchemas,
  ...CardRelayHubSchemas,
]);

/** A message from the hub to a staff console. */
export type StaffHubMessage = z.infer<typeof StaffHubMessageSchema>;
