// main.ts (what runs before `ready`) and hardenContents.ts (what every page gets), against the
// fake 'electron' module: the privileged scheme, the sandbox, the refusal of debugging switches
// when packaged, the single-instance lock, and navigation / window.open / webview all denied.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeElectron, FakeWebContents } from './fakeElectron.ts';

const holder = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock(
  'electron',
  () => new Proxy({}, { get: (_t, key) => holder.current?.[key as string], has: () => true }),
);

const argv = [...process.argv];

afterEach(() => {
  process.argv.splice(0, process.argv.length, ...argv);
  vi.resetModules();
});

async function loadMain(setup: (fake: ReturnType<typeof createFakeElectron>) => void = () => undefined) {
  const fake = createFakeElectron('/nonexistent/app', '/nonexistent/userData');
  setup(fake);
  holder.current = fake.module;
  await import('../main.ts');
  return fake;
}

describe('main.ts', () => {
  it('registers app:// as a privileged standard secure scheme and enables the sandbox before ready', async () => {
    const fake = await loadMain();
    expect(fake.privileged).toEqual([
      {
        scheme: 'app',
        privileges: {
          standard: true,
          secure: true,
          supportFetchAPI: true,
          stream: true,
          codeCache: true,
          corsEnabled: false,
          bypassCSP: false,
          allowServiceWorkers: false,
        },
      },
    ]);
    expect(fake.sandboxEnabled()).toBe(true);
    expect(fake.switches).toEqual([
      ['disable-pinch', undefined],
      ['overscroll-history-navigation', '0'],
    ]);
    expect(fake.exitCode()).toBeNull();
  });

  it('refuses to start packaged with a debugging switch', async () => {
    process.argv.push('--remote-debugging-port=9222');
    const fake = await loadMain((f) => (f.module.app.isPackaged = true));
    expect(fake.exitCode()).toBe(1);
    expect(fake.module.app.listenerCount('web-contents-created')).toBe(0);
  });

  it('leaves when another kiosk holds the single-instance lock', async () => {
    const fake = await loadMain((f) => (f.module.app.singleInstance = false));
    expect(fake.exitCode()).toBe(0);
    expect(fake.module.app.listenerCount('web-contents-created')).toBe(0);
  });

  it('hardens every webContents as soon as it is created', async () => {
    const fake = await loadMain();
    const contents = new FakeWebContents();
    fake.module.app.emit('web-contents-created', {}, contents);

    const prevented: string[] = [];
    const event = (name: string, url = 'https://evil.example/') => ({
      url,
      preventDefault: () => prevented.push(name),
    });
    contents.emit('will-navigate', event('will-navigate'));
    contents.emit('will-navigate', event('same-origin', 'app://tapis/other.html'));
    contents.emit('will-frame-navigate', event('will-frame-navigate'));
    contents.emit('will-redirect', event('will-redirect'));
    contents.emit('will-attach-webview', event('will-attach-webview'), {}, {});
    expect(prevented).toEqual([
      'will-navigate',
      'same-origin',
      'will-frame-navigate',
      'will-redirect',
      'will-attach-webview',
    ]);
    expect(contents.windowOpenHandler?.({ url: 'app://tapis/index.html' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    contents.zoom = 3;
    contents.emit('zoom-changed', {}, 'in');
    expect(contents.zoom).toBe(0);
  });
});
