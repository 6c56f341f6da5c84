// Ledger accounts of the hold'em room (DESIGN.md "Money": every chip movement is a transfer).
// The player's account is hub/players' and the rake account the registers' (modèle 7): one name each.
export { playerAccount } from '../../players/playerAccount.ts';
export { rakeAccount } from '../../registers/entryKinds.ts';

/** A seated player's stack at one table (seed 000: "le tapis du joueur"). */
export const stackAccount = (tableId: string, playerId: string): string => `stack:${tableId}:${playerId}`;

/** Chips in the middle of the hand in progress at a table (blinds, bets, not yet awarded). */
export const potAccount = (tableId: string): string => `pot:${tableId}`;
