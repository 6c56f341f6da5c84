// Renderer entry: picks the bridge, wires the stores and mounts the roulette screen.
import './zodJitless.ts'; // first: before any schema parses under the strict CSP
import 'pixi.js/unsafe-eval'; // strict CSP: Pixi's shader code without eval (STYLE.md "Renderer")
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './components/App.vue';
import { pickBridge } from './bridge/pickBridge.ts';
import { INTENTS } from './context.ts';
import { chipsFor, effectiveChip } from './felt/chips.ts';
import { createIntents } from './intents.ts';
import { useStationStore } from './stores/station.ts';
import { useUiStore } from './stores/ui.ts';
import './styles/base.css';
import './styles/header.css';
import './styles/panel.css';
import './styles/footer.css';

const app = createApp(App);
app.use(createPinia());
const station = useStationStore();
const ui = useUiStore();
const bridge = pickBridge();
bridge.onView((view) => station.receive(view));
bridge.onConnection((connected) => {
  station.setConnected(connected);
  if (connected) void bridge.getView().then(station.receive, () => {});
});
const chip = () => effectiveChip(ui.selectedChip, chipsFor(station.hub?.limits.minimum ?? null));
app.provide(INTENTS, createIntents(bridge, ui, chip));
app.mount('#app');
