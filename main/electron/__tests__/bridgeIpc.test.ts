import { describe, expect, it } from 'vitest';
import { initialView, type StationView } from '../../../protocol/bridge.ts';
import type { StationService } from '../../station/stationApi.ts';
import { fakeStation as stationWith } from '../../station/__tests__/helpers/fakeStation.ts';
import { answerBridgeCall, type BridgeHost } from '../bridgeIpc.ts';

const VIEW: StationView = { ...initialView('T1', 0), link: 'online' };
const OURS = { frameUrl: 'app://tapis/index.html', isMainFrame: true, webContentsId: 3 };

function fakeStation(calls: unknown[]): StationService {
  return stationWith(VIEW, {
    placeBet: async (args) => {
      calls.push(args);
      return { ok: true, value: { betId: 'b1' } };
    },
    requestPayment: async () => {
      throw new Error('boom');
    },
  });
}

function host(station: StationService | null, logs: string[] = []): BridgeHost {
  return {
    trustedWebContentsId: () => 3,
    station: () => station,
    provisionalView: () => ({ ...VIEW, link: 'connecting' }),
    log: (event) => logs.push(event),
  };
}

describe('answerBridgeCall', () => {
  it('answers our page through the dispatcher', async () => {
    const calls: unknown[] = [];
    const h = host(fakeStation(calls));
    expect(await answerBridgeCall(h, 'getView', OURS, [])).toEqual({ ok: true, value: VIEW });
    expect(
      await answerBridgeCall(h, 'placeBet', OURS, [{ spot: { kind: 'plein', number: 17 }, stake: 1000 }]),
    ).toEqual({
      ok: true,
      value: { ok: true, value: { betId: 'b1' } },
    });
    expect(calls).toEqual([{ spot: { kind: 'plein', number: 17 }, stake: 1000 }]);
  });

  it('refuses a foreign sender before the station sees anything', async () => {
    const calls: unknown[] = [];
    const logs: string[] = [];
    const h = host(fakeStation(calls), logs);
    const args = [{ spot: { kind: 'plein', number: 17 }, stake: 1000 }];
    for (const sender of [
      { ...OURS, frameUrl: 'file:///index.html' },
      { ...OURS, frameUrl: 'http://127.0.0.1/' },
      { ...OURS, isMainFrame: false },
      { ...OURS, webContentsId: 4 },
    ]) {
      expect(await answerBridgeCall(h, 'placeBet', sender, args)).toEqual({
        ok: false,
        error: { code: 'FORBIDDEN', message: 'sender refused' },
      });
    }
    expect(calls).toEqual([]);
    expect(logs).toEqual(Array(4).fill('bridge-sender-refused'));
  });

  it('parses the arguments against the contract', async () => {
    const calls: unknown[] = [];
    const h = host(fakeStation(calls));
    const bad = await answerBridgeCall(h, 'placeBet', OURS, [
      { spot: { kind: 'plein', number: 99 }, stake: 1000 },
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('MALFORMED');
    const extra = await answerBridgeCall(h, 'placeBet', OURS, [
      { spot: { kind: 'plein', number: 1 }, stake: 100 },
      'x',
    ]);
    expect(extra).toEqual({ ok: false, error: { code: 'MALFORMED', message: 'one argument at most' } });
    expect(calls).toEqual([]);
  });

  it('turns a station failure into INTERNAL, never a thrown error', async () => {
    const logs: string[] = [];
    expect(await answerBridgeCall(host(fakeStation([]), logs), 'requestPayment', OURS, [])).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'the station failed on this call' },
    });
    expect(logs).toEqual(['bridge-call-failed']);
  });

  it('while the station starts: a provisional view, and OFFLINE for commands', async () => {
    const h = host(null);
    expect(await answerBridgeCall(h, 'getView', OURS, [])).toEqual({
      ok: true,
      value: { ...VIEW, link: 'connecting' },
    });
    expect(await answerBridgeCall(h, 'requestPayment', OURS, [])).toEqual({
      ok: false,
      error: { code: 'OFFLINE', message: 'the station is starting' },
    });
  });
});
