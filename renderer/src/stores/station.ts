// The station's view as received, and whether the page can reach the station. Nothing here is
// computed: the hub is the authority (DESIGN.md "Trust and authority").
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { StationView } from '../../../protocol/bridge.ts';

/** The link state the screen shows: the page ↔ station socket and the station ↔ hub link. */
export type ShownLink = 'online' | 'connecting' | 'offline';

/** The station view store. */
export const useStationStore = defineStore('station', () => {
  const view = shallowRef<StationView | null>(null);
  const connected = ref(false);
  /** Hub clock minus this page's clock, from the last snapshot: countdowns use the hub's time. */
  const skewMs = ref(0);
  const hub = computed(() => view.value?.hub ?? null);
  const round = computed(() => hub.value?.round ?? null);
  /** The hub is a demo hub (issue 10 §2): the screen shows its "DÉMO" badge. */
  const demo = computed(() => hub.value?.demo === true);
  const link = computed<ShownLink>(() => {
    if (!connected.value) return view.value ? 'offline' : 'connecting';
    return view.value?.link ?? 'connecting';
  });

  /** Replaces the view with the one the station just pushed. */
  function receive(next: StationView): void {
    view.value = next;
    if (next.hub !== null) skewMs.value = next.hub.hubTime - Date.now();
  }

  /** Records whether the page can reach the station. */
  function setConnected(value: boolean): void {
    connected.value = value;
  }

  return { view, connected, skewMs, hub, round, link, demo, receive, setConnected };
});
