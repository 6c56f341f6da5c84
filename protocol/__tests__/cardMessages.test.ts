// The card tables' terminal messages parse at the edge: good ones pass, bad amounts, boxes and
// actions are refused before any table sees them (docs/card-tables.md "Terminal protocol").
import { describe, expect, it } from 'vitest';
import { CardClientMessageSchema, CardCommandResultSchema } from '../cardMessages.ts';

const base = { commandId: 'abcdefgh-1', tableId: 'bj-1' };

describe('card terminal messages', () => {
  it('parses every command of both games', () => {
    const messages = [
      { type: 'cardSit', ...base, seat: 3, playerName: 'Jean Dupont' },
      { type: 'cardLeave', ...base },
      { type: 'cardChooseMinimum', ...base, minimum: 1_000 },
      { type: 'cardChooseMinimum', ...base, minimum: null },
      { type: 'cardPresence', tableId: 'bj-1' },
      { type: 'cardWithdrawBets', ...base },
      { type: 'cardRequestPayment', ...base },
      { type: 'blackjackBet', ...base, box: 7, amount: 500 },
      { type: 'blackjackHyperBet', ...base, result: 'blackjack', amount: 100 },
      { type: 'blackjackInsurance', ...base, box: 1, amount: 0 },
      { type: 'blackjackAction', ...base, box: 2, action: 'surrender' },
      { type: 'puntoBancoBet', ...base, spot: 'egalite', amount: 200 },
    ];
    for (const m of messages) expect(CardClientMessageSchema.parse(m)).toEqual(m);
  });

  it('refuses floats, out-of-range boxes and seats, unknown actions and missing command ids', () => {
    const bad = [
      { type: 'blackjackBet', ...base, box: 1, amount: 5.5 },
      { type: 'blackjackBet', ...base, box: 8, amount: 500 },
      { type: 'blackjackBet', ...base, box: 1, amount: 0 },
      { type: 'blackjackInsurance', ...base, box: 1, amount: -1 },
      { type: 'blackjackAction', ...base, box: 1, action: 'peek' },
      { type: 'puntoBancoBet', ...base, spot: 'tie', amount: 200 },
      { type: 'cardSit', ...base, seat: 0 },
      { type: 'cardLeave', tableId: 'bj-1' },
    ];
    for (const m of bad) expect(CardClientMessageSchema.safeParse(m).success).toBe(false);
  });

  it('parses a payment result with its voucher', () => {
    const paid = {
      kind: 'paid',
      voucher: {
        validationNumber: '123456789012345678',
        amount: 1_100,
        terminalId: 'T1',
        tableId: 'bj-1',
        issuedAt: '2026-11-29T14:00:00.000Z',
      },
    };
    expect(CardCommandResultSchema.parse(paid)).toEqual(paid);
  });
});
