// The `rulesReport` register over a real WebSocket: a roulette table with prison and a boule table
// opened through the staff API, each one's paytable and options as every staff role reads them,
// and the typed refusals before the séance is open and after it closes.
import { describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { StaffHubMessageSchema } from '../../../protocol/staffMessages.ts';
import { closedAfterEach } from '../../__tests__/helpers/closedAfterEach.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import { type RegisterReply, registerQuery } from '../../__tests__/helpers/registerQuery.ts';
import { STAFF, TIMING, secretOf, staffHub } from '../../__tests__/helpers/staffHub.ts';
import { loginStaff, type TestStaff } from '../../__tests__/helpers/testStaff.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { pleinChanceTable } from '../../tables/wheel/tableConfigs.ts';

const { hubs, consoles } = closedAfterEach();

async function rules(staff: TestStaff, requestId: string, tableId: string): Promise<RegisterReply> {
  const reply = await registerQuery(staff, requestId, { register: 'rulesReport', tableId });
  // What the hub sent is a valid message of the staff protocol.
  return StaffHubMessageSchema.parse(reply) as RegisterReply;
}

const roulette = rouletteTable('roulette-1', 'Roulette 1', euros(2), TIMING, {
  launcher: 'croupier',
  zeroRule: 'prison',
  doublePrison: true,
});
const boule = pleinChanceTable('boule', 'boule-1', 'Boule 1', euros(1), TIMING, {
  pleinMaxMultiple: 60,
  chanceMaxMultiple: 300,
});

describe('rules report on the staff API', () => {
  it('gives each open table its paytable and options, to every staff role', async () => {
    const hub = await staffHub(manualClock(), { tables: [roulette, boule] });
    hubs.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const logins = Object.keys(STAFF);
    const staff = await Promise.all(logins.map((login) => loginStaff(url, login, secretOf(login))));
    consoles.push(...staff);
    const by = (login: string): TestStaff => staff[logins.indexOf(login)]!;
    const [alice, bruno] = [by('alice'), by('bruno')];

    expect(await rules(alice, 'never', 'roulette-1')).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_TABLE' },
    });
    await alice.ok('requestOpening', 'request-roulette', { tableId: 'roulette-1' });
    expect(await rules(alice, 'requested', 'roulette-1')).toMatchObject({
      ok: false,
      error: { code: 'SESSION_STATE', params: { phase: 'requested' } },
    });
    const opened = await bruno.ok('validateOpening', 'validate-roulette', { tableId: 'roulette-1' });
    await alice.ok('requestOpening', 'request-boule', { tableId: 'boule-1' });
    await bruno.ok('validateOpening', 'validate-boule', { tableId: 'boule-1' });

    for (const [i, member] of staff.entries()) {
      const reply = await rules(member, `roulette-${i}`, 'roulette-1');
      if (!reply.ok) throw new Error(`${logins[i]} refused: ${JSON.stringify(reply.error)}`);
      const r = reply.result;
      if (r.kind !== 'rulesReport') throw new Error(r.kind);
      expect(r).toMatchObject({
        tableId: 'roulette-1',
        game: 'roulette',
        sessionId: opened.kind === 'sessionOpened' ? opened.sessionId : -1,
        options: {
          minimum: '200',
          zeroRule: 'prison',
          doublePrison: 'on',
          'max.plein': '30',
          'max.chance': '1000',
          jackpot: 'off',
        },
      });
      const lines = r.text.split('\n');
      // `npm run rules -- roulette --option minimum=200 --option zeroRule=prison --option doublePrison=on`
      expect(lines).toContain(
        'plein           1       35 contre 1  2,703\u00a0%      97,297\u00a0%          60,00 €',
      );
      expect(lines).toContain(
        'rouge           18      1 contre 1   48,649\u00a0%     98,630\u00a0%          2\u202f000,00 €',
      );
      expect(lines).toContain(
        '• Zéro : les chances simples vont en prison (double prison) ; le retour suit la mise jusqu’à sa libération ou sa perte.',
      );
      expect(lines).toContain('• Pas de jackpot numéro bonus.');
    }

    const reply = await rules(by('denis'), 'boule', 'boule-1');
    if (!reply.ok || reply.result.kind !== 'rulesReport') throw new Error(JSON.stringify(reply));
    expect(reply.result.game).toBe('boule');
    expect(reply.result.options).toEqual({ minimum: '100', pleinMax: '60', chanceMax: '300' });
    const lines = reply.result.text.split('\n');
    expect(lines[0]).toBe('Boule — tableau des paiements');
    expect(lines).toContain('plein   1       7 contre 1  11,111\u00a0%     88,889\u00a0%          60,00 €');
    expect(lines).toContain('passe   4       1 contre 1  44,444\u00a0%     88,889\u00a0%          300,00 €');
    expect(lines).toContain('• Sur le 5, toutes les chances simples perdent (art. 46).');
  });

  it('refuses a table whose séance is closed', async () => {
    const clock = manualClock();
    const hub = await staffHub(clock, { tables: [boule] });
    hubs.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const [alice, bruno] = await Promise.all(
      ['alice', 'bruno'].map((login) => loginStaff(url, login, secretOf(login))),
    );
    consoles.push(alice!, bruno!);
    await alice!.ok('requestOpening', 'request-1', { tableId: 'boule-1' });
    await bruno!.ok('validateOpening', 'validate-1', { tableId: 'boule-1' });
    expect((await rules(alice!, 'open', 'boule-1')).ok).toBe(true);
    await alice!.ok('announceLastRounds', 'announce-1', { tableId: 'boule-1' });
    // The three announced rounds, and no fourth (the simulated detector reads each result).
    clock.advance((TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs) * 6);
    await bruno!.ok('validateClosing', 'close-session-1', { tableId: 'boule-1' });
    expect(await rules(alice!, 'closed', 'boule-1')).toMatchObject({
      ok: false,
      error: { code: 'SESSION_STATE', params: { phase: 'closed' } },
    });
  });
});
