// The station's view as received, and whether the page can reach the station. Nothing here is
// computed: the hub is the authority (DESIGN.md "Trust and authority"). The view is a union on
// `game`; each game's module narrows it (renderer/src/games/registry.ts).
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { StationGame, StationView } from '../../../protocol/bridge.ts';

/** The link state the screen shows: the page ↔ station socket and the station ↔ hub link. */
export type ShownLink = 'online' | 'connecting' | 'offline';

/** The station view store. */
export const useStationStore = defineStore('station', () => {
  const view = shallowRef<StationView | null>(null);
  const connected = ref(false);
  /** When the page lost the station (page clock), or null while it can reach it. */
  const lostAt = ref<number | null>(null);
  /** The game of this station's table, or null before the hub said. */
  const game = computed<StationGame | null>(() => view.value?.game ?? null);
  /** The hub's view of the table for this station, whatever its game, or null. */
  const hub = computed(() => view.value?.hub ?? null);
  /**
   * The hub's clock minus the station's, as the station measured it when its link came up:
   * countdowns read `closesAt − (now + clockOffsetMs)`, never a snapshot's `hubTime`.
   */
  const clockOffsetMs = computed(() => view.value?.clockOffsetMs ?? 0);
  /** The hub is a demo hub (issue 10 §2): the screen shows its "DÉMO" badge. */
  const demo = computed(() => {
    const v = view.value;
    return v !== null && v.game !== null && v.game !== 'holdem' && 'demo' in v.hub && v.hub.demo === true;
  });
  const link = computed<ShownLink>(() => {
    if (!connected.value) return view.value ? 'offline' : 'connecting';
    return view.value?.link ?? 'connecting';
  });
  /** Since when the link shown is what it is (epoch ms), for "hors ligne depuis 14 h 02". */
  const linkSince = computed<number | null>(() => {
    if (!connected.value) return lostAt.value;
    return view.value?.linkSince ?? null;
  });

  /** Replaces the view with the one the station just pushed. */
  function receive(next: StationView): void {
    view.value = next;
  }

  /** Records whether the page can reach the station. */
  function setConnected(value: boolean, now = Date.now()): void {
    if (value === connected.value) return;
    connected.value = value;
    lostAt.value = value ? null : now;
  }

  return { view, connected, game, hub, clockOffsetMs, link, linkSince, demo, receive, setConnected };
});
