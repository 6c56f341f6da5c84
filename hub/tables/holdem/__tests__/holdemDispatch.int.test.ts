// Station messages on the wire (protocol/holdemMessages.ts): parsed at the edge, applied to the
// table for the logged-in player; a malformed message never reaches the table.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { HoldemClientMessageSchema, HoldemStationViewSchema } from '../../../../protocol/holdemMessages.ts';
import { balanceOf } from '../../../store/ledger.ts';
import { dispatchHoldem } from '../holdemDispatch.ts';
import { fundPlayer, hostedHoldem, key, logIn, openTable, tempDatabase } from './helpers.ts';
import { accounts } from '../../../store/accounts.ts';

describe('dispatchHoldem', () => {
  it('plays a heads-up hand from parsed wire messages, answers repeats once (the table host), then leaves', async () => {
    const { db } = tempDatabase();
    fundPlayer(db, 'ana', cents(20_000));
    fundPlayer(db, 'ben', cents(20_000));
    logIn(db, 'ana', 'T1');
    logIn(db, 'ben', 'T2');
    const { table, clock, config } = openTable(db, createRng(seededSource(11)));
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    table.sitDown(key('T1'), 'ana', 1, cents(10_000));
    table.sitDown(key('T2'), 'ben', 2, cents(10_000));
    clock.advance(config.betweenHandsMs);
    // As a station sends it: through the table host, which answers a repeat from its record, for
    // the player logged in at the station (ana at T1, ben at T2).
    const host = hostedHoldem(db, clock, table);
    const send = (terminalId: string, _player: string, wire: unknown) =>
      host(terminalId, HoldemClientMessageSchema.parse(wire));
    // Heads-up: the button (seat 1) posts the small blind and acts first pre-flop.
    const view = HoldemStationViewSchema.parse(table.stationView('T1'));
    expect(view.limits).toEqual({ toCall: 100, minTo: 400, maxTo: 10_000, mayRaise: true });
    const raise = {
      type: 'holdemAct',
      commandId: 'c-ana-0001',
      handId: view.table.handId,
      action: { kind: 'raise', to: 600 },
    };
    const first = await send('T1', 'ana', raise);
    expect(first.ok).toBe(true);
    expect(await send('T1', 'ana', raise)).toEqual(first);
    expect(
      (
        await send('T2', 'ben', {
          type: 'holdemAct',
          commandId: 'c-ben-0001',
          handId: view.table.handId,
          action: { kind: 'fold' },
        })
      ).ok,
    ).toBe(true);
    // Pot 8 €: ana's uncalled 4 € came back; 4 % of the 4 € effective pot is 16 cents.
    expect(balanceOf(db, accounts.stack('holdem-1', 'ana'))).toBe(10_000 + 200 - 16);
    expect((await send('T2', 'ben', { type: 'holdemLeave', commandId: 'c-ben-0002' })).ok).toBe(true);
    expect(balanceOf(db, accounts.player('ben'))).toBe(20_000 - 200);
  });

  it('refuses a station sit-down when no seat is assigned to the player', () => {
    const { db } = tempDatabase();
    fundPlayer(db, 'ana', cents(20_000));
    const { table } = openTable(db, createRng(seededSource(12)));
    const wire = HoldemClientMessageSchema.parse({
      type: 'holdemSitDown',
      commandId: 'sit-000001',
      cave: 5_000,
    });
    expect(dispatchHoldem(table, key('T1'), 'ana', wire)).toMatchObject({
      ok: false,
      error: { code: 'SEAT_UNAVAILABLE', params: { reason: 'notAssigned' } },
    });
    expect(balanceOf(db, accounts.player('ana'))).toBe(20_000);
  });

  it('rejects malformed messages at the edge', () => {
    const bad = [
      { type: 'holdemAct', commandId: 'c-0000001', handId: 'h', action: { kind: 'raise', to: 1.5 } },
      { type: 'holdemAct', commandId: 'c-0000002', handId: 'h', action: { kind: 'straddle' } },
      { type: 'holdemRecave', commandId: 'c-0000003', amount: 0 },
      { type: 'holdemLeave', commandId: 'short' },
    ];
    for (const wire of bad) expect(HoldemClientMessageSchema.safeParse(wire).success).toBe(false);
  });
});
