// Ledger accounts of the hold'em room (DESIGN.md "Money": every chip movement is a transfer).

/** The player's account, credited by the cave purchase at the cashier (hub/players). */
export const playerAccount = (playerId: string): string => `player:${playerId}`;

/** A seated player's stack at one table (seed 000: "le tapis du joueur"). */
export const stackAccount = (tableId: string, playerId: string): string => `stack:${tableId}:${playerId}`;

/** Chips in the middle of the hand in progress at a table (blinds, bets, not yet awarded). */
export const potAccount = (tableId: string): string => `pot:${tableId}`;

/** The rake (retenue au profit de la cagnotte, A.7) taken at a table. */
export const rakeAccount = (tableId: string): string => `rake:${tableId}`;
