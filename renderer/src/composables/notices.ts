// How a refusal becomes the notice: shown by its code and figures, cleared after NOTICE_MS unless
// a newer notice replaced it (ui-conventions.md: a refusal shows the limit or reason).
import type { ProtocolError } from '../../../protocol/errors.ts';

/** How long a refusal stays in the notice area. */
export const NOTICE_MS = 8000;

/** What showing a notice needs of the UI store. */
export interface NoticeUi {
  showNotice(error: Pick<ProtocolError, 'code' | 'params'>): number;
  clearNotice(id?: number): void;
}

/** A timer function (tests pass a fake). */
export type SetTimer = (fn: () => void, ms: number) => void;

/** The default timer. */
export const realTimer: SetTimer = (fn, ms) => void setTimeout(fn, ms);

/** Returns the function that shows `error` as the notice and clears it later. */
export function refuser(ui: NoticeUi, setTimer: SetTimer = realTimer): (error: ProtocolError) => void {
  return (error) => {
    const id = ui.showNotice({ code: error.code, ...(error.params ? { params: error.params } : {}) });
    setTimer(() => ui.clearNotice(id), NOTICE_MS);
  };
}
