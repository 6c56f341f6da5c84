// What the cashier types at the desk reader (issue 12 §2): one command a line, answered in French
// with the hub's code when it refuses. Issuing names the player; the card is the one on the desk's
// reader, never a UID typed by hand (the hub issues only onto the card this desk presented). The
// player's money (payer, cave, debloquer) acts on the card on the reader and its holder; the PIN is
// never typed on a command line, only at its prompt (main/desk/deskPin.ts).
import { randomUUID } from 'node:crypto';
import { PlayerIdSchema } from '../../protocol/playerMessages.ts';
import { sellCave } from './deskCave.ts';
import type { ConsoleAnswer, DeskConsoleContext } from './deskContext.ts';
import { payPlayer } from './deskPayment.ts';
import { unlockCard } from './deskUnlock.ts';

export type { ConsoleAnswer, DeskConsoleContext } from './deskContext.ts';

/** The commands, as `aide` prints them. */
export const DESK_HELP = [
  'emettre <joueur>   émet la carte vierge posée sur le lecteur pour le joueur (ex. P000001) ;',
  '                   une carte émise à nouveau révoque l’ancienne',
  'payer              paie au joueur dont la carte est sur le lecteur tout son solde ;',
  '                   le joueur tape son code au clavier du poste (non affiché)',
  'cave <table> <montant> <especes|carte>',
  '                   vend une cave au joueur dont la carte est sur le lecteur',
  '                   (ex. cave holdem-1 150 especes) ; la première programme son code',
  'debloquer          débloque la carte sur le lecteur (après trois codes erronés)',
  'etat               la carte posée sur le lecteur',
  'quitter            ferme le poste',
] as const;

/** Answers one line typed at the desk. */
export async function deskConsoleLine(line: string, ctx: DeskConsoleContext): Promise<ConsoleAnswer> {
  const [verb = '', ...args] = line.trim().split(/\s+/);
  switch (verb.toLowerCase()) {
    case '':
      return { lines: [] };
    case 'emettre':
    case 'émettre':
    case 'issue':
      return issue(args, ctx);
    case 'payer':
    case 'pay':
      return args.length === 0
        ? payPlayer(ctx)
        : { lines: ['usage : payer, sans rien d’autre (le code se tape à sa demande)'] };
    case 'cave':
      return sellCave(args, ctx);
    case 'debloquer':
    case 'débloquer':
    case 'unlock':
      return args.length === 0 ? unlockCard(ctx) : { lines: ['usage : debloquer, la carte sur le lecteur'] };
    case 'etat':
    case 'état':
    case 'status': {
      const card = ctx.card();
      return { lines: [card === null ? 'aucune carte sur le lecteur' : `carte ${card.uid} sur le lecteur`] };
    }
    case 'quitter':
    case 'quit':
      return { lines: ['fermeture du poste'], quit: true };
    case 'aide':
    case 'help':
      return { lines: [...DESK_HELP] };
    default:
      // Digits are not repeated: a PIN typed before its prompt must not be printed back.
      return {
        lines: [
          /\d/.test(verb)
            ? 'commande inconnue : tapez aide (un code se tape seulement quand le poste le demande)'
            : `commande inconnue « ${verb.slice(0, 32)} » : tapez aide`,
        ],
      };
  }
}

async function issue(args: readonly string[], ctx: DeskConsoleContext): Promise<ConsoleAnswer> {
  const playerId = PlayerIdSchema.safeParse(args[0]?.toUpperCase());
  if (args.length !== 1 || !playerId.success)
    return { lines: ['usage : emettre <joueur>, le numéro du joueur (P suivi de six chiffres)'] };
  const card = ctx.card();
  if (card === null) return { lines: ['posez la carte vierge sur le lecteur, puis recommencez'] };
  const answer = await ctx.command({
    type: 'issueCard',
    commandId: randomUUID(),
    playerId: playerId.data,
    cardUid: card.uid,
  });
  if (!answer.ok) return { lines: [`carte non émise : ${answer.error.code} (${answer.error.message})`] };
  const result = answer.result;
  if (result.kind !== 'cardIssued') return { lines: [`réponse inattendue du hub : ${result.kind}`] };
  return {
    lines: [
      `carte ${result.cardUid} émise pour ${result.playerId}`,
      ...(result.revokedCardUid === null ? [] : [`ancienne carte ${result.revokedCardUid} révoquée`]),
    ],
  };
}
