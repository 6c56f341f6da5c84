// The cashier's commands at the desk: issueCard onto the card on the reader, the hub's answer in
// French with its code, and the card's UID never typed by hand.
import { describe, expect, it } from 'vitest';
import type { StaffCommand } from '../../../protocol/staffMessages.ts';
import { deskConsoleLine, type DeskConsoleContext } from '../deskConsole.ts';
import type { DeskAnswer } from '../deskLink.ts';
import type { DeskCard } from '../deskReader.ts';
import { CommandRetries } from '../deskRetries.ts';

function context(card: DeskCard | null, answer: DeskAnswer): DeskConsoleContext & { sent: StaffCommand[] } {
  const sent: StaffCommand[] = [];
  return {
    sent,
    card: () => card,
    command(command) {
      sent.push(command);
      return Promise.resolve(answer);
    },
    findPlayer: () => Promise.reject(new Error('no player asked by these commands')),
    secret: () => Promise.reject(new Error('no secret asked by these commands')),
    say: () => undefined,
    retries: new CommandRetries(),
  };
}

const ON_READER: DeskCard = { uid: '04A1B2C3D4E5F1', cardSession: null };
const ISSUED: DeskAnswer = {
  ok: true,
  result: {
    kind: 'cardIssued',
    playerId: 'P000001',
    cardUid: '04A1B2C3D4E5F1',
    revokedCardUid: '04A1B2C3D4E5F0',
  },
};

describe('deskConsoleLine', () => {
  it('issues the card on the reader to the player named, and says which card was revoked', async () => {
    const ctx = context(ON_READER, ISSUED);
    expect(await deskConsoleLine('  emettre p000001 ', ctx)).toEqual({
      lines: ['carte 04A1B2C3D4E5F1 émise pour P000001', 'ancienne carte 04A1B2C3D4E5F0 révoquée'],
    });
    expect(ctx.sent).toEqual([
      {
        type: 'issueCard',
        commandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        playerId: 'P000001',
        cardUid: '04A1B2C3D4E5F1',
      },
    ]);
  });

  it('says the hub’s refusal with its code', async () => {
    const ctx = context(ON_READER, {
      ok: false,
      error: { code: 'CARD_NOT_BLANK', message: 'the card already has a Tapis application' },
    });
    expect(await deskConsoleLine('issue P000001', ctx)).toEqual({
      lines: ['carte non émise : CARD_NOT_BLANK (the card already has a Tapis application)'],
    });
  });

  it('sends nothing without a card on the reader or with a malformed player', async () => {
    const empty = context(null, ISSUED);
    expect((await deskConsoleLine('emettre P000001', empty)).lines).toEqual([
      'posez la carte vierge sur le lecteur, puis recommencez',
    ]);
    const ctx = context(ON_READER, ISSUED);
    for (const line of ['emettre', 'emettre 000001', 'emettre P000001 04A1B2C3D4E5F1', 'emettre P0000012'])
      expect((await deskConsoleLine(line, ctx)).lines[0]).toMatch(/^usage : emettre <joueur>/);
    expect(empty.sent).toEqual([]);
    expect(ctx.sent).toEqual([]);
  });

  it('shows the card, quits, helps, and names an unknown command', async () => {
    const ctx = context(ON_READER, ISSUED);
    expect(await deskConsoleLine('etat', ctx)).toEqual({ lines: ['carte 04A1B2C3D4E5F1 sur le lecteur'] });
    expect(await deskConsoleLine('etat', context(null, ISSUED))).toEqual({
      lines: ['aucune carte sur le lecteur'],
    });
    expect(await deskConsoleLine('quitter', ctx)).toEqual({ lines: ['fermeture du poste'], quit: true });
    expect((await deskConsoleLine('aide', ctx)).lines[0]).toMatch(/^emettre <joueur>/);
    expect(await deskConsoleLine('payerr', ctx)).toEqual({
      lines: ['commande inconnue « payerr » : tapez aide'],
    });
    // A PIN typed as a command is not printed back.
    expect(await deskConsoleLine('739164', ctx)).toEqual({
      lines: ['commande inconnue : tapez aide (un code se tape seulement quand le poste le demande)'],
    });
    expect(await deskConsoleLine('payer 739164', ctx)).toEqual({
      lines: ['usage : payer, sans rien d’autre (le code se tape à sa demande)'],
    });
    expect(await deskConsoleLine('', ctx)).toEqual({ lines: [] });
  });
});
