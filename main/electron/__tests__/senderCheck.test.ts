import { describe, expect, it } from 'vitest';
import { checkSender } from '../senderCheck.ts';

const TRUSTED = 7;

describe('checkSender', () => {
  it('accepts the main frame of the kiosk window on app://tapis', () => {
    expect(
      checkSender({ frameUrl: 'app://tapis/index.html', isMainFrame: true, webContentsId: TRUSTED }, TRUSTED),
    ).toEqual({
      ok: true,
    });
    expect(
      checkSender(
        { frameUrl: 'app://tapis/index.html#/table', isMainFrame: true, webContentsId: TRUSTED },
        TRUSTED,
      ).ok,
    ).toBe(true);
  });

  it.each([
    ['file:///opt/tapis/dist/renderer/index.html', 'foreign origin file://'],
    ['http://127.0.0.1:5173/', 'foreign origin http://127.0.0.1:5173'],
    ['https://tapis.example/', 'foreign origin https://tapis.example'],
    ['app://shell/personnel?n=1', 'foreign origin app://shell'],
    ['app://evil/index.html', 'foreign origin app://evil'],
    ['data:text/html,hi', 'foreign origin data://'],
    ['not a url', 'unparsable sender URL'],
  ])('refuses a main frame at %s', (frameUrl, reason) => {
    expect(checkSender({ frameUrl, isMainFrame: true, webContentsId: TRUSTED }, TRUSTED)).toEqual({
      ok: false,
      reason,
    });
  });

  it('refuses a subframe, even of our origin', () => {
    expect(
      checkSender(
        { frameUrl: 'app://tapis/index.html', isMainFrame: false, webContentsId: TRUSTED },
        TRUSTED,
      ),
    ).toEqual({
      ok: false,
      reason: 'not the main frame',
    });
  });

  it('refuses another window, and everything when there is no kiosk window', () => {
    const sender = { frameUrl: 'app://tapis/index.html', isMainFrame: true, webContentsId: 8 };
    expect(checkSender(sender, TRUSTED)).toEqual({ ok: false, reason: 'not the kiosk window' });
    expect(checkSender({ ...sender, webContentsId: TRUSTED }, null)).toEqual({
      ok: false,
      reason: 'not the kiosk window',
    });
  });

  it('refuses a sender whose frame is gone', () => {
    expect(checkSender({ frameUrl: null, isMainFrame: true, webContentsId: TRUSTED }, TRUSTED)).toEqual({
      ok: false,
      reason: 'sender frame is gone',
    });
  });
});
