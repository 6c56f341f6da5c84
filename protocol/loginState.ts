// Where the player's login at the station stands (issue 12 §3; docs/players.md "Login at the
// station"), as the screen shows it: nothing, the PIN pad (up from the tap while the hub authenticates the card; with the tries left
// after a wrong PIN), the hub checking, logged in (and at hold'em seated), or refused with the
// hub's typed reason (a copied card, a card locked after three wrong PINs, a card active at another
// station). Never the PIN, never the card's secrets: those stay in the station.
import { z } from 'zod';
import { ProtocolError } from './errors.ts';

/**
 * The player logged in by card at a station as the hub knows it (issue 12 §3), carried by the
 * wheel snapshot and the card view so that a station that restarted or reconnected shows them
 * again, with their "Déconnexion". Absent: nobody (an anonymous player).
 */
export const HubPlayerSchema = z.object({
  playerId: z.string().min(1).max(32),
  lastName: z.string().max(200),
  firstName: z.string().max(200),
});

/** The player logged in at a station, as the hub says it. */
export type HubPlayer = z.infer<typeof HubPlayerSchema>;

/** The login's state, as the screen shows it. */
export const LoginStateSchema = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('idle') }),
  z.object({
    phase: z.literal('pin'),
    /** After a wrong PIN: the tries left before the card locks; null before the first try. */
    attemptsLeft: z.number().int().min(0).nullable(),
  }),
  z.object({ phase: z.literal('checking') }),
  z.object({
    phase: z.literal('loggedIn'),
    playerId: z.string(),
    lastName: z.string(),
    firstName: z.string(),
    /** Hold'em: seated at the seat the chef de partie assigned (false with the reason otherwise). */
    seated: z.boolean(),
    seatError: ProtocolError.nullable(),
  }),
  z.object({ phase: z.literal('refused'), error: ProtocolError }),
]);

/** The login's state. */
export type LoginState = z.infer<typeof LoginStateSchema>;
