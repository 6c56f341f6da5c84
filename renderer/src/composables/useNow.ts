// A reactive clock for countdowns: ticks four times a second while a component is mounted.
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';

/** The current time in epoch ms, refreshed every `everyMs`. */
export function useNow(everyMs = 250): Ref<number> {
  const now = ref(Date.now());
  let timer: ReturnType<typeof setInterval> | undefined;
  onMounted(() => {
    timer = setInterval(() => (now.value = Date.now()), everyMs);
  });
  onBeforeUnmount(() => clearInterval(timer));
  return now;
}
