// The player's intents, sent to the station as they are: no phase or credit check here, the
// hub decides and its answer is shown (DESIGN.md "Trust and authority").
import { rouletteSpotForKey as spotForKey } from './spotByKey.ts';
import type { RendererBridge } from '../../bridge/rendererBridge.ts';
import { NOTICE_MS } from '../../composables/notices.ts';
import type { ProtocolError } from '../../../../protocol/errors.ts';
import type { Cents } from '../../../../games/money.ts';

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
  bridge: Pick<RendererBridge, 'placeBet'>,
  ui: IntentUi,
  chip: () => Cents | null,
  setTimer: (fn: () => void, ms: number) => void = (fn, ms) => void setTimeout(fn, ms),
) {
  const refuse = (error: ProtocolError) => {
    const id = ui.showNotice({ code: error.code, ...(error.params ? { params: error.params } : {}) });
    setTimer(() => ui.clearNotice(id), NOTICE_MS);
  };

  return {
    /** Stakes the selected chip on spot `key`; the hub's refusal, if any, becomes the notice. */
    async placeBet(key: string): Promise<void> {
      const spot = spotForKey(key);
      const stake = chip();
      if (!spot || stake === null) return;
      const id = ui.addPending(key, stake);
      try {
        const answer = await bridge.placeBet({ spot, stake });
        if (answer.ok) ui.clearNotice();
        else refuse(answer.error);
      } finally {
        ui.resolvePending(id);
      }
    },
  };
}

/** The intents object. */
export type Intents = ReturnType<typeof createIntents>;
