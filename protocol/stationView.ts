// What the renderer draws from (DESIGN.md "Trust and authority"): the station's own state plus the
// latest view the hub sent of this station's table, whatever its game. A union on `game`, so that a
// screen narrows once (`view.game === 'roulette'`) and then reads that game's snapshot; `game: null`
// until the hub has said which table this is. Nothing here is computed by the renderer.
import { z } from 'zod';
import {
  BlackjackStationViewSchema,
  CardStationViewSchema,
  PuntoBancoStationViewSchema,
} from './cardMessages.ts';
import { AttendantReasonSchema } from './attendanceMessages.ts';
import { HoldemStationViewSchema } from './holdemMessages.ts';
import {
  BouleStationSnapshotSchema,
  RouletteStationSnapshotSchema,
  type StationSnapshot,
  VingtTroisStationSnapshotSchema,
  WheelOfFortuneStationSnapshotSchema,
} from './stationSnapshot.ts';
import { LoginStateSchema } from './loginState.ts';
import { ReaderStateSchema } from './readerState.ts';
import { VoucherSchema } from './voucher.ts';

/** The station's link to the hub, as the player's screen shows it. */
export const LinkStateSchema = z.enum(['connecting', 'online', 'offline']);

/** The station's link to the hub. */
export type LinkState = z.infer<typeof LinkStateSchema>;

/** The two languages of the terminal (French first: ui-conventions.md "Every game"). */
export const LanguageSchema = z.enum(['fr', 'en']);

/** A language of the terminal. */
export type LanguageCode = z.infer<typeof LanguageSchema>;

/** Every game a station's table may play, as `StationView.game` names it. */
export const STATION_GAMES = [
  'roulette',
  'boule',
  'vingtTrois',
  'wheelOfFortune',
  'blackjack',
  'puntoBanco',
  'holdem',
] as const;

/** A game a station's table may play. */
export type StationGame = (typeof STATION_GAMES)[number];

/** The fields every view has, whatever the game. */
const common = {
  terminalId: z.string(),
  link: LinkStateSchema,
  /** When `link` last changed (the station's clock, epoch ms): "hors ligne depuis 14 h 02". */
  linkSince: z.number().int(),
  /**
   * The hub's clock minus the station's, measured by a time probe when the link came up (the
   * midpoint of its round trip): countdowns are `closesAt − (now + clockOffsetMs)`, never a cached `hubTime`.
   */
  clockOffsetMs: z.number().int(),
  /** The language the player chose at this station, kept by the station across a reload (French at start). */
  language: LanguageSchema,
  /** The last voucher issued at this station, shown until the next player starts. */
  voucher: VoucherSchema.nullable(),
  /**
   * The station's NFC reader (issue 12 §1), absent at a station without one: the screen says
   * plainly when cards cannot be read (any state but `ready` and `cardPresent`).
   */
  reader: ReaderStateSchema.optional(),
  /** Issue 12 §3: the player's login at this station (absent at a station without a reader). */
  login: LoginStateSchema.optional(),
  /**
   * Issue 12 §5 "Appel": the call this station made and the hub registered (its id, reason, ISO
   * time): the screen says an attendant is coming. Absent when no call is open.
   */
  attendantCall: z
    .object({ callId: z.number().int().positive(), reason: AttendantReasonSchema, at: z.string() })
    .optional(),
};

/** A card table's view narrowed to one game's part. */
const cardView = <T extends z.ZodType>(game: T) => CardStationViewSchema.extend({ game });

/** Everything the renderer draws from: one shape per game, plus the station's own state. */
export const StationViewSchema = z.discriminatedUnion('game', [
  z.object({ ...common, game: z.null(), hub: z.null() }),
  z.object({ ...common, game: z.literal('roulette'), hub: RouletteStationSnapshotSchema }),
  z.object({ ...common, game: z.literal('boule'), hub: BouleStationSnapshotSchema }),
  z.object({ ...common, game: z.literal('vingtTrois'), hub: VingtTroisStationSnapshotSchema }),
  z.object({ ...common, game: z.literal('wheelOfFortune'), hub: WheelOfFortuneStationSnapshotSchema }),
  z.object({ ...common, game: z.literal('blackjack'), hub: cardView(BlackjackStationViewSchema) }),
  z.object({ ...common, game: z.literal('puntoBanco'), hub: cardView(PuntoBancoStationViewSchema) }),
  z.object({
    ...common,
    game: z.literal('holdem'),
    // `playerId`: who is logged in at this station (the holdemView message's), or null.
    // `away`: the logged-in player's declared absence (issue 12 §5), as the holdemView message carried it.
    hub: HoldemStationViewSchema.extend({
      playerId: z.string().nullable(),
      away: z
        .object({ since: z.number().int(), allowedUntil: z.number().int(), beyondMaximum: z.boolean() })
        .optional(),
    }),
  }),
]);

/** Everything the renderer draws from. */
export type StationView = z.infer<typeof StationViewSchema>;

/** A declared absence as the station shows it (epoch ms, the hub's clock; issue 12 §5). */
export interface HoldemAway {
  readonly since: number;
  readonly allowedUntil: number;
  readonly beyondMaximum: boolean;
}

/** The view of game `G`. */
export type GameView<G extends StationGame> = Extract<StationView, { game: G }>;

/** The view before the hub said anything: no table yet, French, link connecting. */
export function initialView(terminalId: string, now: number): StationView {
  return {
    terminalId,
    link: 'connecting',
    linkSince: now,
    clockOffsetMs: 0,
    language: 'fr',
    voucher: null,
    game: null,
    hub: null,
  };
}

/** The wheel table's snapshot of `view` (roulette, boule, vingt-trois, wheel of fortune), or null at another game's table. */
export function wheelSnapshotOf(view: StationView): StationSnapshot | null {
  switch (view.game) {
    case 'roulette':
    case 'boule':
    case 'vingtTrois':
    case 'wheelOfFortune':
      return view.hub;
    default:
      return null;
  }
}
