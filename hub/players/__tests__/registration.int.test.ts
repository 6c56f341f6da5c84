// Identity registration at the cashier (seed 000; RULES.md A.7): adults only on the casino's
// date, the exclusion hook asked and its verdict journaled, one registration per document.
import { describe, expect, it } from 'vitest';
import type { ExclusionCheck, IdentityToCheck } from '../exclusionCheck.ts';
import { identity, playerDesk } from './helpers/playerDesk.ts';

const count = (desk: ReturnType<typeof playerDesk>, table: string) =>
  (desk.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('registering a player', () => {
  it('gives an adult a stable id and journals the identity with the exclusion verdict', () => {
    const asked: IdentityToCheck[] = [];
    const spy: ExclusionCheck = {
      check: (who) => (asked.push(who), { excluded: false, source: 'test-list v1' }),
    };
    const desk = playerDesk({ exclusion: spy });
    expect(desk.ok('chloe', 'caissier', identity('ab 12-34'))).toEqual({
      kind: 'playerRegistered',
      playerId: 'P000001',
    });
    expect(desk.ok('chloe', 'caissier', identity('XY9999', '1990-01-01'))).toEqual({
      kind: 'playerRegistered',
      playerId: 'P000002',
    });
    const registered = {
      lastName: 'Dupont',
      firstName: 'Camille',
      birthDate: '1980-05-17',
      idDocument: { type: 'idCard', number: 'AB1234' },
    };
    expect(asked[0]).toEqual(registered);
    expect(desk.journal('PlayerRegistered')[0]).toEqual([
      'PlayerRegistered',
      'staff:chloe',
      {
        playerId: 'P000001',
        ...registered,
        adultOn: '1998-05-17',
        exclusion: { excluded: false, source: 'test-list v1' },
      },
    ]);
  });

  it('refuses a minor with the date of majority, and writes nothing', () => {
    // The desk's clock: 29 November 2026, 15:00 in Paris.
    const desk = playerDesk();
    const outcome = desk.run('chloe', 'caissier', identity('M1', '2008-11-30'));
    expect(outcome).toEqual({
      ok: false,
      error: {
        code: 'MINOR',
        message: 'the player is under 18',
        params: { birthDate: '2008-11-30', adultOn: '2026-11-30' },
      },
    });
    expect(count(desk, 'journal')).toBe(0);
    expect(count(desk, 'players')).toBe(0);
    // Eighteen today: registered.
    expect(desk.ok('chloe', 'caissier', identity('M2', '2008-11-29'))).toEqual({
      kind: 'playerRegistered',
      playerId: 'P000001',
    });
  });

  it('counts the day in Paris: 23:30 UTC on the eve of the birthday is already the birthday', () => {
    const desk = playerDesk({ now: Date.UTC(2026, 10, 29, 23, 30) });
    expect(desk.ok('chloe', 'caissier', identity('M3', '2008-11-30'))).toEqual({
      kind: 'playerRegistered',
      playerId: 'P000001',
    });
  });

  it('refuses whom the exclusion hook refuses, journaling the refused identity and the verdict', () => {
    const refusing: ExclusionCheck = {
      check: (who) =>
        who.idDocument.number === 'BARRED1'
          ? { excluded: true, source: 'fichier des interdits', reference: 'IJ-2026-0042' }
          : { excluded: false, source: 'fichier des interdits' },
    };
    const desk = playerDesk({ exclusion: refusing });
    expect(desk.run('chloe', 'caissier', identity('barred1'))).toEqual({
      ok: false,
      error: {
        code: 'PLAYER_EXCLUDED',
        message: 'the exclusion-list check refused this identity',
        params: { source: 'fichier des interdits', reference: 'IJ-2026-0042' },
      },
    });
    expect(count(desk, 'players')).toBe(0);
    expect(desk.journal('PlayerRegistrationRefused', 'PlayerRegistered')).toEqual([
      [
        'PlayerRegistrationRefused',
        'staff:chloe',
        {
          lastName: 'Dupont',
          firstName: 'Camille',
          birthDate: '1980-05-17',
          idDocument: { type: 'idCard', number: 'BARRED1' },
          exclusion: { excluded: true, source: 'fichier des interdits', reference: 'IJ-2026-0042' },
        },
      ],
    ]);
    expect(desk.ok('chloe', 'caissier', identity('FREE1'))).toEqual({
      kind: 'playerRegistered',
      playerId: 'P000001',
    });
  });

  it('refuses a document already registered, and a date of birth that does not exist or is to come', () => {
    const desk = playerDesk();
    desk.ok('chloe', 'caissier', identity('AB1234'));
    const again = desk.run('chloe', 'caissier', identity(' ab-1234 '));
    expect(again.ok === false && again.error).toMatchObject({
      code: 'PLAYER_ALREADY_REGISTERED',
      params: { playerId: 'P000001' },
    });
    for (const birthDate of ['1990-02-30', '2030-01-01']) {
      const bad = desk.run('chloe', 'caissier', identity('Z1', birthDate));
      expect(bad.ok === false && bad.error.code).toBe('MALFORMED');
    }
    expect(count(desk, 'players')).toBe(1);
    expect(count(desk, 'journal')).toBe(1);
  });
});
