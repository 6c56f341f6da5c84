// The cashier's money commands at the desk (payer, cave, debloquer) on a scripted hub and keyboard:
// the command each sends (the card's session, the PIN typed at its prompt, the amount in integer
// cents), the PIN's bytes wiped once sent and never in the output, the hub's answers and refusals
// in French with the amounts formatted the French way, nothing sent for what the desk refuses or
// for a card lifted meanwhile, and a cave left unanswered sent again under its first id.
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../../../protocol/playerMessages.ts';
import type { StaffCommand, StaffErrorCode } from '../../../protocol/staffMessages.ts';
import { deskConsoleLine, type DeskConsoleContext } from '../deskConsole.ts';
import type { SecretEntry } from '../deskKeyboard.ts';
import type { DeskAnswer, PlayerAnswer } from '../deskLink.ts';
import type { DeskCard } from '../deskReader.ts';
import { CommandRetries } from '../deskRetries.ts';

const NNBSP = '\u202f';
const SESSION = 'c'.repeat(64);
const CARD: DeskCard = { uid: '04A1B2C3D4E5F1', cardSession: SESSION };

function player(pinSet: boolean, balance = 133_475): PlayerView {
  return {
    playerId: 'P000001',
    lastName: 'Martin',
    firstName: 'Léa',
    birthDate: '1975-02-03',
    idDocument: { type: 'passport', number: 'PP1' },
    pinSet,
    balance: balance as PlayerView['balance'],
    cards: [],
    seat: null,
  };
}

interface Desk extends DeskConsoleContext {
  sent: StaffCommand[];
  said: string[];
  prompts: string[];
  /** The buffers handed out as typed secrets, to check that they were wiped. */
  typed: Buffer[];
}

/** A desk whose reader holds `card`, whose hub answers `answer`, and whose player types `keys`. */
function desk(
  card: DeskCard | null,
  found: PlayerAnswer,
  answer: DeskAnswer,
  keys: (string | Exclude<SecretEntry['kind'], 'typed'>)[] = [],
): Desk {
  const d: Desk = {
    sent: [],
    said: [],
    prompts: [],
    typed: [],
    card: () => card,
    command(command) {
      // What the wire would carry, at the time of the send.
      d.sent.push(JSON.parse(JSON.stringify(command)) as StaffCommand);
      return Promise.resolve(answer);
    },
    findPlayer: () => Promise.resolve(found),
    secret(prompt) {
      d.prompts.push(prompt);
      const key = keys.shift() ?? 'closed';
      if (key === 'aborted' || key === 'noTerminal' || key === 'closed')
        return Promise.resolve({ kind: key });
      const bytes = Buffer.from(key, 'latin1');
      d.typed.push(bytes);
      return Promise.resolve({ kind: 'typed', bytes, tooLong: false });
    },
    say: (line) => void d.said.push(line),
    retries: new CommandRetries(),
  };
  return d;
}

const FOUND = (pinSet: boolean, balance?: number): PlayerAnswer => ({
  ok: true,
  player: player(pinSet, balance),
});
const refused = (code: StaffErrorCode, params?: Record<string, number | string>): DeskAnswer => ({
  ok: false,
  error: { code, message: 'english', ...(params === undefined ? {} : { params }) },
});
const PAID: DeskAnswer = {
  ok: true,
  result: { kind: 'playerPaid', playerId: 'P000001', amount: 133_475 as never },
};
const wiped = (d: Desk): boolean => d.typed.every((b) => b.every((x) => x === 0));
const everything = (d: Desk, lines: readonly string[]): string =>
  [...d.said, ...d.prompts, ...lines].join('\n');

describe('payer', () => {
  it('pays the card’s holder on the PIN typed at its prompt, wipes it, and prints the amount in French', async () => {
    const d = desk(CARD, FOUND(true), PAID, ['739164']);
    const answer = await deskConsoleLine('payer', d);
    expect(d.said).toEqual([`paiement de P000001 (Léa Martin) : solde 1${NNBSP}334,75 €`]);
    expect(d.prompts).toEqual(['Code du joueur (non affiché) : ']);
    expect(d.sent).toEqual([
      {
        type: 'payPlayer',
        commandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        playerId: 'P000001',
        cardSession: SESSION,
        pin: '739164',
      },
    ]);
    expect(answer.lines).toEqual([
      `P000001 payé : 1${NNBSP}334,75 € remis au joueur, son compte est soldé`,
      'retirez la carte du lecteur (sa lecture a servi au paiement)',
    ]);
    expect(wiped(d)).toBe(true);
    expect(everything(d, answer.lines)).not.toContain('739164');
  });

  it('words the hub’s refusals in French, with the station and the code', async () => {
    const cases: [DeskAnswer, string][] = [
      [refused('WRONG_PIN'), 'paiement refusé : code erroné : rien n’a été payé (WRONG_PIN)'],
      [
        refused('PLAYER_AT_STATION', { terminalId: 'T3' }),
        'paiement refusé : le joueur est encore connecté au poste T3 : qu’il quitte la table d’abord (PLAYER_AT_STATION)',
      ],
      [
        refused('NOTHING_TO_PAY'),
        'paiement refusé : rien à payer : le compte du joueur est à zéro (NOTHING_TO_PAY)',
      ],
      [
        refused('CARD_SESSION_INVALID'),
        'paiement refusé : la lecture de la carte a expiré ou a servi : retirez-la et reposez-la (CARD_SESSION_INVALID)',
      ],
      [refused('MALFORMED'), 'paiement refusé : english (MALFORMED)'],
    ];
    for (const [answer, line] of cases) {
      const d = desk(CARD, FOUND(true), answer, ['1234']);
      expect((await deskConsoleLine('payer', d)).lines).toEqual([line]);
      expect(wiped(d)).toBe(true);
    }
  });

  it('sends nothing without an authenticated card, a holder, a PIN set, or a PIN obeying the rule', async () => {
    const cases: [Desk, string][] = [
      [desk(null, FOUND(true), PAID), 'paiement refusé : posez la carte du joueur sur le lecteur'],
      [
        desk({ uid: CARD.uid, cardSession: null }, FOUND(true), PAID),
        `paiement refusé : la carte ${CARD.uid} n’est pas une carte Tapis authentifiée`,
      ],
      [
        desk(CARD, { ok: false, error: { code: 'UNKNOWN_PLAYER', message: 'no' } }, PAID),
        'paiement refusé : aucun joueur ne détient cette carte (UNKNOWN_PLAYER)',
      ],
      [desk(CARD, FOUND(false), PAID), 'paiement refusé : aucun code programmé pour P000001 (PIN_NOT_SET)'],
      [
        desk(CARD, FOUND(true), PAID, ['123']),
        'paiement refusé : le code doit compter de 4 à 6 chiffres : rien n’a été envoyé',
      ],
      [
        desk(CARD, FOUND(true), PAID, ['1234567']),
        'paiement refusé : le code doit compter de 4 à 6 chiffres : rien n’a été envoyé',
      ],
      [
        desk(CARD, FOUND(true), PAID, ['12a4']),
        'paiement refusé : le code doit compter de 4 à 6 chiffres : rien n’a été envoyé',
      ],
      [
        desk(CARD, FOUND(true), PAID, ['aborted']),
        'paiement refusé : saisie du code abandonnée : rien n’a été envoyé',
      ],
      [
        desk(CARD, FOUND(true), PAID, ['noTerminal']),
        'paiement refusé : le poste ne lit pas un terminal : le code ne peut pas être tapé sans écho',
      ],
    ];
    for (const [d, line] of cases) {
      expect((await deskConsoleLine('payer', d)).lines).toEqual([line]);
      expect(d.sent).toEqual([]);
      expect(wiped(d)).toBe(true);
    }
  });
});

const BOUGHT = (amount: number, balance: number, pinProgrammed: boolean): DeskAnswer => ({
  ok: true,
  result: {
    kind: 'caveBought',
    playerId: 'P000001',
    tableId: 'holdem-1',
    amount: amount as never,
    balance: balance as never,
    pinProgrammed,
  },
});

describe('cave', () => {
  it('sells the first cave with the PIN typed twice, the amount in integer cents', async () => {
    const d = desk(CARD, FOUND(false, 0), BOUGHT(123_450, 123_450, true), ['739164', '739164']);
    const answer = await deskConsoleLine('cave holdem-1 1 234,50 especes', d);
    expect(d.prompts).toEqual([
      'Nouveau code du joueur (non affiché) : ',
      'Retapez le code (non affiché) : ',
    ]);
    expect(d.sent).toEqual([
      {
        type: 'buyCave',
        commandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        playerId: 'P000001',
        tableId: 'holdem-1',
        amount: 123_450,
        method: 'cash',
        pin: '739164',
      },
    ]);
    expect(d.said[0]).toBe(
      `cave de 1${NNBSP}234,50 € (espèces) pour P000001 (Léa Martin) à la table holdem-1`,
    );
    expect(answer.lines).toEqual([
      `cave de 1${NNBSP}234,50 € vendue à P000001 (table holdem-1) : solde 1${NNBSP}234,50 €`,
      'code confidentiel programmé',
    ]);
    expect(wiped(d)).toBe(true);
    expect(everything(d, answer.lines)).not.toContain('739164');
  });

  it('asks no PIN once one is set, and reads 0,29 € as 29 cents', async () => {
    const d = desk(CARD, FOUND(true), BOUGHT(29, 129, false), []);
    const answer = await deskConsoleLine('cave holdem-1 0,29 CB', d);
    expect(d.prompts).toEqual([]);
    expect(d.sent).toEqual([expect.objectContaining({ type: 'buyCave', amount: 29, method: 'card' })]);
    expect(d.sent[0]).not.toHaveProperty('pin');
    expect(answer.lines).toEqual(['cave de 0,29 € vendue à P000001 (table holdem-1) : solde 1,29 €']);
  });

  it('refuses two different PINs, and words the limits the hub gives in euros', async () => {
    const mismatch = desk(CARD, FOUND(false), BOUGHT(5_000, 5_000, true), ['1234', '1243']);
    expect((await deskConsoleLine('cave holdem-1 50 carte', mismatch)).lines).toEqual([
      'cave refusée : les deux codes tapés diffèrent : rien n’a été envoyé',
    ]);
    expect(mismatch.sent).toEqual([]);
    expect(wiped(mismatch)).toBe(true);
    const cases: [DeskAnswer, string][] = [
      [
        refused('CAVE_BELOW_MINIMUM', { minimum: 4_000 }),
        'cave refusée : cave inférieure au minimum de la table (40,00 €) (CAVE_BELOW_MINIMUM)',
      ],
      [
        refused('CAVE_ABOVE_MAXIMUM', { maximum: 12_345_678 }),
        `cave refusée : cave supérieure au maximum de la table (123${NNBSP}456,78 €) (CAVE_ABOVE_MAXIMUM)`,
      ],
      [
        refused('AMOUNT_OVER_MAXIMUM', { maximum: 1_000_000, limit: 'caveMaximum' }),
        `cave refusée : montant au-delà du maximum du hub (10${NNBSP}000,00 €) (AMOUNT_OVER_MAXIMUM)`,
      ],
      [
        refused('CAVE_NOT_SET'),
        'cave refusée : le comité n’a pas fixé la cave de cette table (CAVE_NOT_SET)',
      ],
      [
        refused('CAVE_BELOW_MINIMUM'),
        'cave refusée : cave inférieure au minimum de la table (?) (CAVE_BELOW_MINIMUM)',
      ],
    ];
    for (const [answer, line] of cases) {
      const d = desk(CARD, FOUND(true), answer);
      expect((await deskConsoleLine('cave holdem-1 30 especes', d)).lines).toEqual([line]);
    }
  });

  it('sends nothing for an amount that is not one, out of bounds, or a command without its method', async () => {
    const usage = 'usage : cave <table> <montant en euros> <especes|carte> (ex. cave holdem-1 150 especes)';
    const cases: [string, string][] = [
      ['cave', usage],
      ['cave holdem-1 150', usage],
      ['cave holdem-1 especes', usage],
      ['cave holdem-1 150 cheque', usage],
      ['cave holdem/1 150 especes', usage],
      ['cave holdem-1 15,005 especes', 'montant illisible « 15,005 » : en euros, ex. 150 ou 1 234,50'],
      ['cave holdem-1 -150 especes', 'montant illisible « -150 » : en euros, ex. 150 ou 1 234,50'],
      ['cave holdem-1 1e3 especes', 'montant illisible « 1e3 » : en euros, ex. 150 ou 1 234,50'],
      ['cave holdem-1 0 especes', `montant hors bornes : de 0,01 € à 10${NNBSP}000${NNBSP}000,00 €`],
      [
        'cave holdem-1 10 000 000,01 especes',
        `montant hors bornes : de 0,01 € à 10${NNBSP}000${NNBSP}000,00 €`,
      ],
    ];
    for (const [line, refusal] of cases) {
      const d = desk(CARD, FOUND(false), BOUGHT(1, 1, true), ['1234', '1234']);
      expect([line, (await deskConsoleLine(line, d)).lines]).toEqual([line, [refusal]]);
      expect(d.sent).toEqual([]);
      expect(d.prompts).toEqual([]);
    }
  });
});

describe('a cave the hub left unanswered', () => {
  it('is sent again under the same id when typed again, so the hub sells it once', async () => {
    const answers: DeskAnswer[] = [refused('OFFLINE'), refused('OFFLINE'), BOUGHT(5_000, 5_000, false)];
    const d = desk(CARD, FOUND(true), BOUGHT(1, 1, false));
    d.command = (command) => {
      d.sent.push(command);
      return Promise.resolve(answers.shift() ?? BOUGHT(5_000, 10_000, false));
    };
    expect((await deskConsoleLine('cave holdem-1 50 especes', d)).lines).toEqual([
      'cave refusée : le hub n’a pas répondu : retapez la commande une fois le poste reconnecté (OFFLINE)',
    ]);
    // Another cave is another command.
    await deskConsoleLine('cave holdem-1 60 especes', d);
    await deskConsoleLine('cave holdem-1 50,00 espèces', d);
    await deskConsoleLine('cave holdem-1 50 especes', d);
    const ids = d.sent.map((c) => c.commandId);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
    expect(d.said.filter((l) => l.startsWith('même cave'))).toEqual([
      'même cave que celle restée sans réponse : le hub ne la vendra qu’une fois',
    ]);
  });
});

describe('a card lifted while the PIN is typed', () => {
  it('is neither paid nor credited on its earlier read: nothing sent, the PIN wiped', async () => {
    for (const [line, keys, pinSet] of [
      ['payer', ['739164'], true],
      ['cave holdem-1 50 especes', ['739164', '739164'], false],
    ] as const) {
      let onReader: DeskCard | null = CARD;
      const d = desk(CARD, FOUND(pinSet), PAID, [...keys]);
      const typing = d.secret.bind(d);
      d.card = () => onReader;
      d.secret = (prompt) => {
        onReader = null; // lifted while the player types
        return typing(prompt);
      };
      const head = line === 'payer' ? 'paiement refusé' : 'cave refusée';
      expect((await deskConsoleLine(line, d)).lines).toEqual([
        `${head} : la carte a quitté le lecteur : rien n’a été envoyé`,
      ]);
      expect(d.sent).toEqual([]);
      expect(wiped(d)).toBe(true);
    }
  });
});

describe('debloquer', () => {
  it('unlocks the card on the reader, or says the hub’s refusal', async () => {
    const d = desk(CARD, FOUND(true), {
      ok: true,
      result: { kind: 'cardUnlocked', playerId: 'P000001', cardUid: CARD.uid },
    });
    expect((await deskConsoleLine('débloquer', d)).lines).toEqual([
      `carte ${CARD.uid} débloquée pour P000001 (Léa Martin)`,
    ]);
    expect(d.sent).toEqual([{ type: 'unlockCard', commandId: expect.any(String), cardUid: CARD.uid }]);
    const not = desk(CARD, FOUND(true), refused('CARD_NOT_LOCKED'));
    expect((await deskConsoleLine('debloquer', not)).lines).toEqual([
      'carte non débloquée : la carte n’est pas bloquée (CARD_NOT_LOCKED)',
    ]);
    const none = desk(null, FOUND(true), refused('CARD_NOT_LOCKED'));
    expect((await deskConsoleLine('debloquer', none)).lines).toEqual([
      'carte non débloquée : posez la carte du joueur sur le lecteur',
    ]);
    expect(none.sent).toEqual([]);
  });
});
