// The shell's intents, shared by every game's screen: "Paiement", the language, the game recall.
// Each is a bridge call; the station or the hub decides, and a refusal becomes the notice.
import { inject, type InjectionKey } from 'vue';
import type { LanguageCode, StationRecall, TableRules } from '../../../protocol/bridge.ts';
import type { AttendantReason } from '../../../protocol/attendanceMessages.ts';
import type { RendererBridge } from '../bridge/rendererBridge.ts';
import { type NoticeUi, refuser, type SetTimer, realTimer } from './notices.ts';

/** What the shell's intents need of the UI store. */
export interface ShellIntentUi extends NoticeUi {
  setLanguage(lang: LanguageCode): void;
}

/** Builds the shell's intents over `bridge`. */
export function createShellIntents(
  bridge: Pick<
    RendererBridge,
    'requestPayment' | 'setLanguage' | 'getRecall' | 'getRules' | 'callAttendant' | 'stepAway'
  >,
  ui: ShellIntentUi,
  setTimer: SetTimer = realTimer,
) {
  const refuse = refuser(ui, setTimer);
  return {
    /** "Paiement" (after the player confirmed it): asks for the voucher; true when issued. */
    async pay(): Promise<boolean> {
      const answer = await bridge.requestPayment();
      if (answer.ok) ui.clearNotice();
      else refuse(answer.error);
      return answer.ok;
    },
    /** Switches the language at once and tells the station, which keeps it across a reload. */
    async setLanguage(language: LanguageCode): Promise<void> {
      ui.setLanguage(language);
      const answer = await bridge.setLanguage({ language });
      if (!answer.ok) refuse(answer.error);
    },
    /** The table's rules report, or null when refused (the notice says why). */
    async rules(): Promise<TableRules | null> {
      const answer = await bridge.getRules();
      if (answer.ok) return answer.value;
      refuse(answer.error);
      return null;
    },
    /** "Appel" with `reason` (issue 12 §5); true when the hub registered it (the view then carries it). */
    async callAttendant(reason: AttendantReason): Promise<boolean> {
      const answer = await bridge.callAttendant({ reason });
      if (answer.ok) ui.clearNotice();
      else refuse(answer.error);
      return answer.ok;
    },
    /** "Je m'absente" (issue 12 §5, seed 000); the table's view then carries the absence. */
    async stepAway(): Promise<boolean> {
      const answer = await bridge.stepAway();
      if (answer.ok) ui.clearNotice();
      else refuse(answer.error);
      return answer.ok;
    },
    /** This station's last games (RULES.md A.1), or null when refused (the notice says why). */
    async recall(): Promise<StationRecall | null> {
      const answer = await bridge.getRecall();
      if (answer.ok) return answer.value;
      refuse(answer.error);
      return null;
    },
  };
}

/** The shell's intents. */
export type ShellIntents = ReturnType<typeof createShellIntents>;

/** Injection key of the shell's intents (provided by main.ts). */
export const SHELL_INTENTS: InjectionKey<ShellIntents> = Symbol('shellIntents');

/** Injection key of the renderer's bridge, for a game module to build its own intents. */
export const BRIDGE: InjectionKey<RendererBridge> = Symbol('bridge');

/** The shell's intents; throws outside the app. */
export function useShellIntents(): ShellIntents {
  const intents = inject(SHELL_INTENTS);
  if (!intents) throw new Error('shell intents not provided');
  return intents;
}

/** The renderer's bridge; throws outside the app. */
export function useBridge(): RendererBridge {
  const bridge = inject(BRIDGE);
  if (!bridge) throw new Error('bridge not provided');
  return bridge;
}
