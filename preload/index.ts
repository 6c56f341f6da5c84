// The sandboxed preload (built to dist/preload/index.cjs, one CommonJS file): exposes the
// bridge as `window.terminal` and nothing else (Electron checklist items 3 and 20; DESIGN.md "The kiosk").
import { contextBridge, ipcRenderer } from 'electron';
import { buildTerminalBridge } from './terminalBridge.ts';

contextBridge.exposeInMainWorld('terminal', buildTerminalBridge(ipcRenderer));
