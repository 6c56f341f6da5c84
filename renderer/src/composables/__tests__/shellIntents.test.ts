import { describe, expect, it } from 'vitest';
import type { ProtocolError } from '../../../../protocol/errors.ts';
import { createShellIntents } from '../shellIntents.ts';
import { NOTICE_MS } from '../notices.ts';

function fakeUi() {
  const log: string[] = [];
  let next = 1;
  return {
    log,
    setLanguage: (lang: string) => void log.push(`lang ${lang}`),
    showNotice: (e: Pick<ProtocolError, 'code' | 'params'>) => (log.push(`notice ${e.code}`), next++),
    clearNotice: (id?: number) => void log.push(`clear ${id ?? 'all'}`),
  };
}

const refused = (code: ProtocolError['code']) =>
  Promise.resolve({ ok: false as const, error: { code, message: 'x' } });

describe('shell intents', () => {
  it('pays only through the bridge and words a refusal as the notice, cleared later', async () => {
    const ui = fakeUi();
    const timers: number[] = [];
    const intents = createShellIntents(
      {
        requestPayment: () => refused('NOTHING_TO_PAY'),
        setLanguage: () => refused('OFFLINE'),
        getRecall: () => refused('OFFLINE'),
        getRules: () => refused('NO_SESSION'),
        callAttendant: () => refused('OFFLINE'),
        stepAway: () => refused('NOT_AVAILABLE'),
      },
      ui,
      (fn, ms) => (timers.push(ms), fn()),
    );
    expect(await intents.pay()).toBe(false);
    expect(await intents.recall()).toBeNull();
    expect(await intents.rules()).toBeNull();
    expect(await intents.callAttendant('help')).toBe(false);
    expect(await intents.stepAway()).toBe(false);
    expect(ui.log).toEqual([
      'notice NOTHING_TO_PAY',
      'clear 1',
      'notice OFFLINE',
      'clear 2',
      'notice NO_SESSION',
      'clear 3',
      'notice OFFLINE',
      'clear 4',
      'notice NOT_AVAILABLE',
      'clear 5',
    ]);
    expect(timers).toEqual([NOTICE_MS, NOTICE_MS, NOTICE_MS, NOTICE_MS, NOTICE_MS]);
  });

  it('switches the language at once and tells the station; returns what the hub answered', async () => {
    const ui = fakeUi();
    const sent: unknown[] = [];
    const recall = { tableId: 't', games: [] };
    const intents = createShellIntents(
      {
        requestPayment: () =>
          Promise.resolve({
            ok: true as const,
            value: {
              validationNumber: '1'.repeat(18),
              amount: 100,
              terminalId: 'T1',
              tableId: 't',
              issuedAt: 'now',
            },
          }) as never,
        setLanguage: (args) => (
          sent.push(args),
          Promise.resolve({ ok: true as const, value: { language: 'en' as const } })
        ),
        getRecall: () => Promise.resolve({ ok: true as const, value: recall }),
        getRules: () => refused('NO_SESSION'),
        callAttendant: () => refused('OFFLINE'),
        stepAway: () => refused('OFFLINE'),
      },
      ui,
    );
    await intents.setLanguage('en');
    expect(ui.log).toEqual(['lang en']);
    expect(sent).toEqual([{ language: 'en' }]);
    expect(await intents.pay()).toBe(true);
    expect(await intents.recall()).toBe(recall);
  });
});
