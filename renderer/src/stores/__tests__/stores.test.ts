import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import type { StationView } from '../../../../protocol/bridge.ts';
import { useStationStore } from '../station.ts';
import { useUiStore } from '../ui.ts';

const view = (link: StationView['link']): StationView => ({
  terminalId: 'T1',
  link,
  hub: null,
  voucher: null,
});

describe('useStationStore', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('shows connecting until the first view, offline when the station is lost', () => {
    const station = useStationStore();
    expect(station.link).toBe('connecting');
    station.setConnected(true);
    expect(station.link).toBe('connecting');
    station.receive(view('online'));
    expect(station.link).toBe('online');
    station.setConnected(false);
    expect(station.link).toBe('offline');
  });

  it('passes the station link through while the page is connected', () => {
    const station = useStationStore();
    station.setConnected(true);
    station.receive(view('offline'));
    expect(station.link).toBe('offline');
    expect(station.hub).toBeNull();
    expect(station.round).toBeNull();
  });

  it('measures the hub clock against the page clock from each snapshot', () => {
    const station = useStationStore();
    const hubTime = Date.now() + 90_000;
    const hub = { hubTime, lastRoundsRemaining: 2 } as unknown as NonNullable<StationView['hub']>;
    station.receive({ ...view('online'), hub });
    expect(Math.abs(station.skewMs - 90_000)).toBeLessThan(1_000);
    expect(station.hub?.lastRoundsRemaining).toBe(2);
  });

  it('knows a demo hub from its snapshot (issue 10 §2: the DÉMO badge), and a real one', () => {
    const station = useStationStore();
    station.setConnected(true);
    expect(station.demo).toBe(false);
    const hub = { hubTime: Date.now() } as unknown as NonNullable<StationView['hub']>;
    station.receive({ ...view('online'), hub });
    expect(station.demo).toBe(false);
    station.receive({ ...view('online'), hub: { ...hub, demo: true } });
    expect(station.demo).toBe(true);
  });
});

describe('useUiStore', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('keeps pending intents until the hub answers', () => {
    const ui = useUiStore();
    const a = ui.addPending('rouge', cents(100));
    const b = ui.addPending('plein-17', cents(500));
    expect(ui.pending.map((p) => p.spotKey)).toEqual(['rouge', 'plein-17']);
    ui.resolvePending(a);
    expect(ui.pending.map((p) => p.id)).toEqual([b]);
  });

  it('clears only the notice a timer was set for', () => {
    const ui = useUiStore();
    const first = ui.showNotice({ code: 'BETS_CLOSED' });
    ui.showNotice({ code: 'INSUFFICIENT_CREDIT', params: { credit: 0 } });
    ui.clearNotice(first);
    expect(ui.notice?.error.code).toBe('INSUFFICIENT_CREDIT');
    ui.clearNotice();
    expect(ui.notice).toBeNull();
  });

  it('records the landed number when the wheel stops', () => {
    const ui = useUiStore();
    ui.setSpinning(true);
    expect(ui.spinning).toBe(true);
    ui.setSpinning(false, { roundId: 3, pocket: 17 });
    expect(ui.shownResult).toEqual({ roundId: 3, pocket: 17 });
    expect(ui.language).toBe('fr');
    ui.setLanguage('en');
    expect(ui.language).toBe('en');
  });
});
