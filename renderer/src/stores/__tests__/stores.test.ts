import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { type GameView, initialView, type StationView } from '../../../../protocol/bridge.ts';
import { useRouletteUiStore } from '../../games/roulette/uiStore.ts';
import { useStationStore } from '../station.ts';
import { useUiStore } from '../ui.ts';

const view = (link: StationView['link'], extra: Partial<StationView> = {}): StationView =>
  ({ ...initialView('T1', 1_000), link, ...extra }) as StationView;

const roulette = (hub: Partial<GameView<'roulette'>['hub']>): StationView =>
  view('online', { game: 'roulette', hub: hub as GameView<'roulette'>['hub'] });

describe('useStationStore', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('shows connecting until the first view, offline when the station is lost, and since when', () => {
    const station = useStationStore();
    expect(station.link).toBe('connecting');
    station.setConnected(true, 10);
    expect(station.link).toBe('connecting');
    station.receive(view('online'));
    expect(station.link).toBe('online');
    expect(station.linkSince).toBe(1_000);
    station.setConnected(false, 5_000);
    expect(station.link).toBe('offline');
    expect(station.linkSince).toBe(5_000);
    station.setConnected(true, 6_000);
    expect(station.linkSince).toBe(1_000);
  });

  it('passes the station link and its game through while the page is connected', () => {
    const station = useStationStore();
    station.setConnected(true);
    station.receive(view('offline'));
    expect(station.link).toBe('offline');
    expect(station.hub).toBeNull();
    expect(station.game).toBeNull();
    station.receive(roulette({ lastRoundsRemaining: 2 }));
    expect(station.game).toBe('roulette');
  });

  it('takes the clock offset the station measured, never a snapshot hubTime', () => {
    const station = useStationStore();
    station.receive({ ...roulette({ hubTime: Date.now() + 90_000 }), clockOffsetMs: 1_234 });
    expect(station.clockOffsetMs).toBe(1_234);
  });

  it('knows a demo hub from its snapshot (issue 10 §2: the DÉMO badge), and a real one', () => {
    const station = useStationStore();
    station.setConnected(true);
    expect(station.demo).toBe(false);
    station.receive(roulette({ hubTime: 0 }));
    expect(station.demo).toBe(false);
    station.receive(roulette({ hubTime: 0, demo: true }));
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

  it('follows the station language only when it changes, so a stale view never switches it back', () => {
    const ui = useUiStore();
    expect(ui.language).toBe('fr');
    ui.followStation('fr');
    ui.setLanguage('en');
    ui.followStation('fr'); // a view sent before the station heard of the switch
    expect(ui.language).toBe('en');
    ui.followStation('en');
    ui.followStation('fr'); // the next player: the station went back to French
    expect(ui.language).toBe('fr');
  });

  it('turns the hide key off when a new voucher shows the player left, and only then', () => {
    const ui = useUiStore();
    ui.setHidden(true);
    ui.followStation('en', null);
    expect(ui.hidden).toBe(true);
    ui.followStation('fr', '123456789012345678'); // Paiement: the voucher, the station back to French
    expect({ hidden: ui.hidden, language: ui.language }).toEqual({ hidden: false, language: 'fr' });
    ui.setHidden(true); // hidden again while the same voucher is still shown
    ui.followStation('fr', '123456789012345678');
    expect(ui.hidden).toBe(true);
    ui.followStation('fr', null); // the next player's first stake clears the voucher
    expect(ui.hidden).toBe(true);
    ui.followStation('fr', '876543210987654321');
    expect(ui.hidden).toBe(false);
  });
});

describe('useRouletteUiStore', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('records the landed number when the wheel stops', () => {
    const wheel = useRouletteUiStore();
    wheel.setSpinning(true);
    expect(wheel.spinning).toBe(true);
    wheel.setSpinning(false, { roundId: 3, pocket: 17 });
    expect(wheel.shownResult).toEqual({ roundId: 3, pocket: 17 });
  });
});
