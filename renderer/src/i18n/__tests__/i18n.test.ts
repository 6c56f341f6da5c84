// vue-i18n holds every text of the terminal (issue 11 §1): French first, English complete, each
// namespace (the shell's, the errors', each game module's) with the same keys in both languages,
// and every message compiling to a text with no placeholder left unfilled.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../protocol/errors.ts';
import '../../games/roulette/messages.ts';
import '../../games/roulette/feltWords.ts';
import '../../games/roulette/spotName.ts';
import '../../games/roulette/maximaText.ts';
import '../readerMessages.ts';
import '../../games/boule/messages.ts';
import '../../games/vingtTrois/messages.ts';
import '../../games/wheelOfFortune/messages.ts';
import '../../games/cellFelt/messages.ts';
import { errorText } from '../errorText.ts';
import { hasMessage, i18n, NAMESPACES } from '../i18n.ts';
import { gameName, t } from '../messages.ts';
import { STATION_GAMES } from '../../../../protocol/bridge.ts';

describe('the terminal’s messages in vue-i18n', () => {
  it('registers the shell, the errors and the roulette module', () => {
    expect([...NAMESPACES.keys()]).toEqual(
      expect.arrayContaining([
        'shell',
        'error',
        'errorDetail',
        'roulette',
        'rouletteFelt',
        'rouletteSpot',
        'rouletteMaxima',
      ]),
    );
  });

  it('has every key of every namespace in French and in English, and nothing more in English', () => {
    for (const [namespace, { fr, en }] of NAMESPACES) {
      expect(Object.keys(en).sort(), namespace).toEqual(Object.keys(fr).sort());
      for (const key of Object.keys(fr)) {
        expect(hasMessage('fr', namespace, key), `${namespace}.${key} fr`).toBe(true);
        expect(hasMessage('en', namespace, key), `${namespace}.${key} en`).toBe(true);
      }
    }
  });

  it('compiles every message to a text (no unfilled placeholder, no key path shown)', () => {
    const named = { figure: '', amount: '5,00 €', time: '14:02', count: 2 };
    for (const [namespace, { fr }] of NAMESPACES) {
      for (const key of Object.keys(fr)) {
        for (const locale of ['fr', 'en'] as const) {
          const text = i18n.global.t(`${namespace}.${key}`, named, { locale });
          expect(text, `${namespace}.${key} ${locale}`).not.toBe(`${namespace}.${key}`);
          expect(text, `${namespace}.${key} ${locale}`).not.toMatch(/[{}]/);
          expect(text.trim().length, `${namespace}.${key} ${locale}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('words every error code in both languages, differently', () => {
    for (const code of ERROR_CODES) {
      expect(hasMessage('fr', 'error', code), code).toBe(true);
      expect(hasMessage('en', 'error', code), code).toBe(true);
      expect(errorText({ code }, 'fr')).not.toBe(errorText({ code }, 'en'));
    }
    expect(errorText({ code: 'NOT_AVAILABLE', params: { reason: 'otherGame' } }, 'fr')).toBe(
      'Non disponible à cette table',
    );
    expect(errorText({ code: 'NOT_AVAILABLE', params: { reason: 'notYet' } }, 'en')).toBe(
      'Not available on this station yet',
    );
  });

  it('names every game in both languages, French first', () => {
    for (const game of STATION_GAMES) expect(gameName('fr', game)).not.toBe(gameName('en', game));
    expect(gameName('fr', 'vingtTrois')).toBe('Vingt-trois électronique');
    expect(t('fr', 'pay')).toBe('Paiement');
    expect(t('en', 'pay')).toBe('Cash out');
  });

  it('tells the player offline since when and what still works: the recall, an attendant by a sign', () => {
    // Issue 12 §4: "the screen shows since when, and what the player can still do (recall, call an attendant)".
    expect(t('fr', 'bannerOffline', { time: '14:02' })).toBe(
      'Hors ligne depuis 14:02 : aucune mise ne part, rien n’est débité',
    );
    expect(t('fr', 'bannerOfflineHint')).toBe(
      'Crédit et mises acceptées restent à la table. Rappel des parties disponible ; si cela dure, faites signe à un employé.',
    );
    expect(t('en', 'bannerOffline', { time: '14:02' })).toBe(
      'Offline since 14:02: no bet is sent, nothing is debited',
    );
    expect(t('en', 'bannerOfflineHint')).toBe(
      'Credit and accepted bets stay with the table. Game recall still works; if this lasts, signal an attendant.',
    );
  });
});
