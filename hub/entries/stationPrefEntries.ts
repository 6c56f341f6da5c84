// A wheel station's preferences as journaled (hub/tables/wheel/stationPrefs.ts): the player's
// chosen minimum and their favourite layouts, each change one entry of the station at its table.
import { z } from 'zod';
import { PositiveCents } from '../../protocol/money.ts';
import { FavouriteSchema, FavouriteSlotSchema } from '../../protocol/wheelCommands.ts';

const station = { tableId: z.string(), terminalId: z.string() };

/** Every preference kind with its payload schema. */
export const stationPrefEntries = {
  /** The player's minimum, null for the table's again. */
  PlayerMinimumSet: z.object({ ...station, minimum: PositiveCents.nullable() }),
  /** A favourite layout saved in its slot. */
  FavouriteSaved: z.object({ ...station, favourite: FavouriteSchema }),
  /** A favourite's slot emptied. */
  FavouriteDeleted: z.object({ ...station, slot: FavouriteSlotSchema }),
} as const;
