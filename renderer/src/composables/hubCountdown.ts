// The betting countdown on the hub's clock (issue 11 §2: it jumped back after every accepted bet
// because it was computed from a stale `hubTime`). The hub's `closesAt` is read against the page's
// clock plus the offset the station measured at connection (view.clockOffsetMs), never against a
// snapshot's `hubTime`: a new view changes nothing unless the hub moved `closesAt` itself.
import { computed, type Ref } from 'vue';
import { secondsLeft } from '../format/countdown.ts';
import { useStationStore } from '../stores/station.ts';
import { useNow } from './useNow.ts';

/** Whole seconds until `closesAt` (hub clock) seen at page time `pageNow`; null when unknown. */
export function secondsToClose(
  closesAt: number | null | undefined,
  pageNow: number,
  clockOffsetMs: number,
): number | null {
  return secondsLeft(closesAt, pageNow + clockOffsetMs);
}

/** The countdown to `closesAt()` in whole seconds, ticking with the page's clock. */
export function useHubCountdown(closesAt: () => number | null | undefined): Ref<number | null> {
  const station = useStationStore();
  const now = useNow();
  return computed(() => secondsToClose(closesAt(), now.value, station.clockOffsetMs));
}
