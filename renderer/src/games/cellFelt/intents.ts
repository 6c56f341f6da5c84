// The intents of a cell-felt screen, sent to the station as they are: no phase, limit or credit
// check here — the hub decides and a refusal becomes the notice (DESIGN.md "Trust and authority").
// Undo, clear, repeat and double are hub commands, never a local balance change (issue 11 §2).
import type { Cents } from '../../../../games/money.ts';
import type { AnyWheelSpotWire } from '../../../../protocol/wheelGames.ts';
import type { Favourite } from '../../../../protocol/wheelCommands.ts';
import type { RendererBridge } from '../../bridge/rendererBridge.ts';
import { type NoticeUi, refuser, type SetTimer, realTimer } from '../../composables/notices.ts';

/** What the intents need of the shell's UI store. */
export interface CellIntentUi extends NoticeUi {
  addPending(spotKey: string, stake: Cents): number;
  resolvePending(id: number): void;
}

/** The bridge calls a cell-felt screen makes. */
export type CellBridge = Pick<
  RendererBridge,
  | 'placeBet'
  | 'placeBets'
  | 'undoLastBet'
  | 'clearBet'
  | 'clearAllBets'
  | 'repeatLastRound'
  | 'doubleBets'
  | 'setPlayerMinimum'
  | 'saveFavourite'
  | 'deleteFavourite'
>;

/** The controls of a cell-felt screen, by the name of their button. */
export const CELL_CONTROLS = ['undo', 'clearAll', 'repeat', 'double'] as const;

/** A control's name. */
export type CellControl = (typeof CELL_CONTROLS)[number];

/** Builds the intents over `bridge`; `chip` is the stake of the next tap. */
export function createCellIntents(
  bridge: CellBridge,
  ui: CellIntentUi,
  chip: () => Cents | null,
  setTimer: SetTimer = realTimer,
) {
  const refuse = refuser(ui, setTimer);
  const answered = (answer: { ok: true } | { ok: false; error: Parameters<typeof refuse>[0] }) => {
    if (answer.ok) ui.clearNotice();
    else refuse(answer.error);
  };
  const calls: Readonly<Record<CellControl, () => ReturnType<CellBridge['undoLastBet']>>> = {
    undo: () => bridge.undoLastBet({}),
    clearAll: () => bridge.clearAllBets({}),
    repeat: () => bridge.repeatLastRound({}),
    double: () => bridge.doubleBets({}),
  };
  return {
    /** Stakes the selected chip on `spot` (its felt key `key`); drawn as pending until the hub answers. */
    async placeBet(key: string, spot: AnyWheelSpotWire): Promise<void> {
      const stake = chip();
      if (stake === null) return;
      const id = ui.addPending(key, stake);
      try {
        answered(await bridge.placeBet({ spot, stake }));
      } finally {
        ui.resolvePending(id);
      }
    },
    /** Undo the last chip, clear all, repeat the last round or double: one hub command each. */
    async control(name: CellControl): Promise<void> {
      answered(await calls[name]());
    },
    /** Withdraws this station's chips lying on `spot` (the hub's clearBet by spot). */
    async clearSpot(spot: AnyWheelSpotWire): Promise<void> {
      answered(await bridge.clearBet({ spot }));
    },
    /** The player's own minimum (seed 000: "choisir sa mise minimum"), null for the table's; the hub checks it. */
    async setMinimum(minimum: Cents | null): Promise<void> {
      answered(await bridge.setPlayerMinimum({ minimum }));
    },
    /** Saves `bets` (the accepted bets on the felt) as favourite `slot` named `name`; nothing when there is none. */
    async saveFavourite(
      slot: number,
      name: string,
      bets: readonly { readonly spot: AnyWheelSpotWire; readonly stake: Cents }[],
    ): Promise<void> {
      if (bets.length === 0) return;
      const items = bets.map((b) => ({ kind: 'bet' as const, spot: b.spot, stake: b.stake }));
      answered(await bridge.saveFavourite({ favourite: { slot, name, bets: items } }));
    },
    /** Places a favourite layout again as one atomic batch: all its bets accepted or none (issue 11). */
    async playFavourite(favourite: Favourite): Promise<void> {
      answered(await bridge.placeBets({ items: favourite.bets }));
    },
    /** Deletes the favourite of `slot`. */
    async deleteFavourite(slot: number): Promise<void> {
      answered(await bridge.deleteFavourite({ slot }));
    },
  };
}

/** The intents object. */
export type CellIntents = ReturnType<typeof createCellIntents>;
