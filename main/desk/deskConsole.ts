// What the cashier types at the desk reader (issue 12 §2): one command a line, answered in French
// with the hub's code when it refuses. Issuing names the player; the card is the one on the desk's
// reader, never a UID typed by hand (the hub issues only onto the card this desk presented).
import { randomUUID } from 'node:crypto';
import { PlayerIdSchema } from '../../protocol/playerMessages.ts';
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { DeskAnswer } from './deskLink.ts';
import type { DeskCard } from './deskReader.ts';

/** What a console line needs: the card on the reader and the hub's staff commands. */
export interface DeskConsoleContext {
  card(): DeskCard | null;
  command(command: StaffCommand): Promise<DeskAnswer>;
}

/** A line's answer: what to print, and whether the desk should stop. */
export interface ConsoleAnswer {
  readonly lines: readonly string[];
  readonly quit?: true;
}

/** The commands, as `aide` prints them. */
export const DESK_HELP = [
  'emettre <joueur>   émet la carte vierge posée sur le lecteur pour le joueur (ex. P000001) ;',
  '                   une carte émise à nouveau révoque l’ancienne',
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
      return { lines: [`commande inconnue « ${verb.slice(0, 32)} » : tapez aide`] };
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
