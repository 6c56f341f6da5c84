// Renderer entry: picks the bridge, wires the stores, provides the shell's intents and mounts the
// root, which shows the screen of the station's game (renderer/src/games/registry.ts).
import './zodJitless.ts'; // first: before any schema parses under the strict CSP
import 'pixi.js/unsafe-eval'; // strict CSP: Pixi's shader code without eval (STYLE.md "Renderer")
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './components/App.vue';
import { pickBridge } from './bridge/pickBridge.ts';
import { BRIDGE, createShellIntents, SHELL_INTENTS } from './composables/shellIntents.ts';
import { i18n } from './i18n/i18n.ts';
import { useStationStore } from './stores/station.ts';
import { useUiStore } from './stores/ui.ts';
import './styles/base.css';
import './styles/header.css';
import './styles/panel.css';
import './styles/footer.css';
import './styles/shell.css';

const app = createApp(App);
app.use(createPinia());
app.use(i18n);
const station = useStationStore();
const ui = useUiStore();
const bridge = pickBridge();
const receive = (view: Parameters<typeof station.receive>[0]): void => {
  station.receive(view);
  ui.followStation(view.language, view.voucher?.validationNumber ?? null);
};
bridge.onView(receive);
bridge.onConnection((connected) => {
  station.setConnected(connected);
  if (connected) void bridge.getView().then(receive, () => {});
});
app.provide(BRIDGE, bridge);
app.provide(SHELL_INTENTS, createShellIntents(bridge, ui));
app.mount('#app');
