// The player's intents, sent to the station as they are: no phase or credit check here, the
// hub decides and its answer is shown (DESIGN.md "Trust and authority").
import { rouletteSpotForKey as spotForKey } from './spotByKey.ts';
import type { RendererBridge } from '../../bridge/rendererBridge.ts';
import { NOTICE_MS } from '../../composables/notices.ts';
import type { ProtocolError } from '../../../../protocol/errors.ts';
import type { Cents } from '../../../../games/money.ts';
import type { AnnonceWire } from '../../../../protocol/roulette.ts';
import type { BetItem, Favourite } from '../../../../protocol/wheelCommands.ts';

/** The bridge calls the roulette screen makes: each a hub command (issue 11 §2), never a local change. */
export type RouletteBridge = Pick<
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
  | 'proposeRandom'
>;

/** The controls that take no argument, each one hub command. */
export const CONTROLS = ['undoLastBet', 'clearAllBets', 'repeatLastRound', 'doubleBets'] as const;

/** One of the controls. */
export type Control = (typeof CONTROLS)[number];

/** What the intents need of the UI store. */
export interface IntentUi {
  addPending(spotKey: string, stake: Cents): number;
  resolvePending(id: number): void;
  showNotice(error: Pick<ProtocolError, 'code' | 'params'>): number;
  clearNotice(id?: number): void;
}

export { NOTICE_MS } from '../../composables/notices.ts';

/** The intents of the roulette screen, bound to a bridge and the UI store. */
export function createIntents(
  bridge: RouletteBridge,
  ui: IntentUi,
  chip: () => Cents | null,
  setTimer: (fn: () => void, ms: number) => void = (fn, ms) => void setTimeout(fn, ms),
) {
  const refuse = (error: ProtocolError) => {
    const id = ui.showNotice({ code: error.code, ...(error.params ? { params: error.params } : {}) });
    setTimer(() => ui.clearNotice(id), NOTICE_MS);
  };
  /** Every hub answer ends the same way: an acceptance clears the notice, a refusal becomes it. */
  const settle = (answer: { ok: true } | { ok: false; error: ProtocolError }): boolean => {
    if (answer.ok) ui.clearNotice();
    else refuse(answer.error);
    return answer.ok;
  };

  return {
    /** The chip the next intent stakes (the selected one, or the smallest offered); null: none. */
    unit: (): Cents | null => chip(),
    /** Stakes the selected chip on spot `key`; the hub's refusal, if any, becomes the notice. */
    async placeBet(key: string): Promise<void> {
      const spot = spotForKey(key);
      const stake = chip();
      if (!spot || stake === null) return;
      const id = ui.addPending(key, stake);
      try {
        const answer = await bridge.placeBet({ spot, stake });
        settle(answer);
      } finally {
        ui.resolvePending(id);
      }
    },
    /**
     * Places an annonce (or a random combination) at the selected chip per unit, as one hub
     * command that the hub expands into its exact chips (RULES.md A.2); drawn pending on `trackKey`.
     */
    async placeAnnonce(annonce: AnnonceWire, trackKey: string | null): Promise<void> {
      const unit = chip();
      if (unit === null) return;
      const id = trackKey === null ? null : ui.addPending(trackKey, unit);
      try {
        const answer = await bridge.placeBets({ items: [{ kind: 'annonce', annonce, unit }] });
        settle(answer);
      } finally {
        if (id !== null) ui.resolvePending(id);
      }
    },
    /**
     * "Hasard" (issue 11: random combinations proposed by the device): asks the hub's device to
     * draw `count` pleins; the proposal is shown, nothing is placed. Null when the hub refused.
     */
    async proposeRandom(count: number): Promise<readonly number[] | null> {
      const answer = await bridge.proposeRandom({ count });
      return settle(answer) && answer.ok ? answer.value.numbers : null;
    },
    /**
     * "Jouer" on a proposal: its pleins at the selected chip as one atomic batch; the hub takes all
     * or none (its typed refusal shown). True once placed.
     */
    async playProposal(numbers: readonly number[]): Promise<boolean> {
      const stake = chip();
      if (stake === null || numbers.length === 0) return false;
      const ids = numbers.map((n) => ui.addPending(`plein-${n}`, stake));
      try {
        const answer = await bridge.placeBets({
          items: numbers.map((n) => ({
            kind: 'bet' as const,
            spot: { kind: 'plein' as const, number: n },
            stake,
          })),
        });
        return settle(answer);
      } finally {
        for (const id of ids) ui.resolvePending(id);
      }
    },
    /** Undo, clear all, repeat or double: the hub applies it or refuses it with its reason. */
    async control(name: Control): Promise<void> {
      const answer = await bridge[name]({});
      settle(answer);
    },
    /** The player's own minimum (seed 000), or null for the table's; the hub checks and keeps it. */
    async setMinimum(minimum: Cents | null): Promise<void> {
      const answer = await bridge.setPlayerMinimum({ minimum });
      settle(answer);
    },
    /** Saves `bets` (the current layout) as the favourite `name` of `slot`; true once the hub kept it. */
    async saveFavourite(slot: number, name: string, bets: BetItem[]): Promise<boolean> {
      const answer = await bridge.saveFavourite({ favourite: { slot, name, bets } });
      return settle(answer);
    },
    /** Lays a favourite again as one batch: the hub accepts all of it or none (its reason shown). */
    async playFavourite(favourite: Favourite): Promise<boolean> {
      const answer = await bridge.placeBets({ items: favourite.bets });
      return settle(answer);
    },
    /** Deletes the favourite of `slot`. */
    async deleteFavourite(slot: number): Promise<void> {
      const answer = await bridge.deleteFavourite({ slot });
      settle(answer);
    },
    /** Withdraws the single-chip bets on spot `key` (the hub's clearBet by spot); its refusal shown. */
    async clearSpot(key: string): Promise<void> {
      const spot = spotForKey(key);
      if (!spot) return;
      const answer = await bridge.clearBet({ spot });
      settle(answer);
    },
    /** Withdraws one bet (a single chip, or every chip of an annonce) by its id. */
    async clearBet(betId: string): Promise<void> {
      const answer = await bridge.clearBet({ betId });
      settle(answer);
    },
  };
}

/** The intents object. */
export type Intents = ReturnType<typeof createIntents>;
