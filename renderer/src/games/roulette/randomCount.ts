// How many pleins "Hasard" asks the hub's device to propose (seed 000: "combinaisons aléatoires";
// the table draws at most its maxRandomChips, 8 by default, games/roulette/options.ts).
/** The pleins of one proposed random combination. */
export const RANDOM_COUNT = 5;
