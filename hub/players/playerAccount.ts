// The ledger account of a hold'em player (seed 000: "tout achat de cave entraîne la création d'un
// compte informatique permettant d'assurer la traçabilité des opérations de change du joueur").

/** `player:<playerId>`: caves bought at the cashier land here; payment empties it back to the cashier. */
export const playerAccount = (playerId: string): string => `player:${playerId}`;
