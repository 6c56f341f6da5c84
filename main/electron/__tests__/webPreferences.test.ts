import { describe, expect, it } from 'vitest';
import { createWebPreferences } from '../webPreferences.ts';

describe('createWebPreferences', () => {
  it('locks the player window exactly (packaged: no devtools)', () => {
    expect(
      createWebPreferences({
        packaged: true,
        partition: 'kiosk',
        role: { kind: 'player', preloadPath: '/app/preload.cjs' },
      }),
    ).toEqual({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      devTools: false,
      disableDialogs: true,
      safeDialogs: true,
      plugins: false,
      enableWebSQL: false,
      spellcheck: false,
      partition: 'kiosk',
      javascript: true,
      backgroundThrottling: false,
      zoomFactor: 1,
      webgl: true,
      autoplayPolicy: 'no-user-gesture-required',
      textAreasAreResizable: false,
      preload: '/app/preload.cjs',
    });
  });

  it('allows devtools only when not packaged', () => {
    const dev = createWebPreferences({
      packaged: false,
      partition: 'kiosk',
      role: { kind: 'player', preloadPath: '/p' },
    });
    expect(dev.devTools).toBe(true);
    expect(dev.sandbox).toBe(true);
    expect(dev.contextIsolation).toBe(true);
    expect(dev.nodeIntegration).toBe(false);
  });

  it('gives shell pages no script and no preload', () => {
    const shell = createWebPreferences({ packaged: true, partition: 'kiosk', role: { kind: 'shell' } });
    expect(shell.javascript).toBe(false);
    expect(shell).not.toHaveProperty('preload');
    expect(shell.sandbox).toBe(true);
    expect(shell.devTools).toBe(false);
  });
});
