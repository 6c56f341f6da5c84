// `cave <table> <montant> <especes|carte>` at the desk (seed 000; RULES.md A.1 and A.7): sells a
// cave to the player whose card the hub authenticated on this desk. The amount is typed in euros
// and read into integer cents by games/money.ts parseEuros (never a float), bounded as every
// amount a client sends (protocol/money.ts AmountIn: 1 cent to MAX_AMOUNT_CENTS); the table's own
// limits are the hub's to check. The first cave programs the PIN: the player types it twice,
// without echo, and it is wiped once sent.
import { type Cents, cents, formatEuros, parseEuros } from '../../games/money.ts';
import { MAX_AMOUNT_CENTS } from '../../protocol/money.ts';
import { TableIdSchema } from '../../protocol/playerMessages.ts';
import { CARD_LIFTED, cardHolder, playerName, stillOnReader } from './deskCardHolder.ts';
import type { ConsoleAnswer, DeskConsoleContext } from './deskContext.ts';
import { askPin } from './deskPin.ts';
import { refusalLine } from './deskRefusals.ts';

const HEAD = 'cave refusée';

/** The usage line of `cave`. */
export const CAVE_USAGE =
  'usage : cave <table> <montant en euros> <especes|carte> (ex. cave holdem-1 150 especes)';

/** How the cave is paid, as typed (French first) → as the staff API names it. */
const METHODS: Readonly<Record<string, 'cash' | 'card'>> = {
  especes: 'cash',
  espèces: 'cash',
  cash: 'cash',
  carte: 'card',
  cb: 'card',
  card: 'card',
};

const METHOD_WORDS = { cash: 'espèces', card: 'carte bancaire' } as const;

/** A cave as typed, checked; or the line that refuses it (nothing is sent). */
export type CaveRequest =
  | { readonly ok: true; readonly tableId: string; readonly amount: Cents; readonly method: 'cash' | 'card' }
  | { readonly ok: false; readonly line: string };

/**
 * Reads `cave`'s arguments: the table, the amount (which may be typed with grouping spaces, so it
 * is every word between the table and the method) and the method.
 */
export function parseCave(args: readonly string[]): CaveRequest {
  const table = TableIdSchema.safeParse(args[0]);
  const method = METHODS[(args.at(-1) ?? '').toLowerCase()];
  if (args.length < 3 || !table.success || method === undefined) return { ok: false, line: CAVE_USAGE };
  const typed = args.slice(1, -1).join(' ');
  const amount = parseEuros(typed);
  if (amount === null)
    return { ok: false, line: `montant illisible « ${typed.slice(0, 32)} » : en euros, ex. 150 ou 1 234,50` };
  if (amount < 1 || amount > MAX_AMOUNT_CENTS)
    return {
      ok: false,
      line: `montant hors bornes : de 0,01 € à ${formatEuros(cents(MAX_AMOUNT_CENTS))}`,
    };
  return { ok: true, tableId: table.data, amount, method };
}

/** Sells the cave typed to the player whose card is on the reader. */
export async function sellCave(args: readonly string[], ctx: DeskConsoleContext): Promise<ConsoleAnswer> {
  const request = parseCave(args);
  if (!request.ok) return { lines: [request.line] };
  const holder = await cardHolder(ctx, HEAD);
  if (!holder.ok) return { lines: [holder.line] };
  const { card, player } = holder;
  const { tableId, amount, method } = request;
  ctx.say(
    `cave de ${formatEuros(amount)} (${METHOD_WORDS[method]}) pour ${playerName(player)} à la table ${tableId}`,
  );
  let pin: Buffer | undefined;
  if (!player.pinSet) {
    // The first cave programs the PIN (seed 000): typed twice, so a slip is not programmed.
    ctx.say('première cave : le joueur choisit son code (4 à 6 chiffres)');
    const entry = await askPin(
      (prompt) => ctx.secret(prompt),
      'Nouveau code du joueur (non affiché) : ',
      'Retapez le code (non affiché) : ',
    );
    if (!entry.ok) return { lines: [`${HEAD} : ${entry.why}`] };
    pin = entry.pin;
  }
  if (!stillOnReader(ctx, card)) {
    pin?.fill(0);
    return { lines: [`${HEAD} : ${CARD_LIFTED}`] };
  }
  // A cave typed again after the hub left it unanswered goes under the same id: sold once.
  const what = ['buyCave', player.playerId, tableId, amount, method];
  const { commandId, repeat } = ctx.retries.idFor(what);
  if (repeat) ctx.say('même cave que celle restée sans réponse : le hub ne la vendra qu’une fois');
  const sent = ctx.command({
    type: 'buyCave',
    commandId,
    playerId: player.playerId,
    tableId,
    amount,
    method,
    ...(pin === undefined ? {} : { pin: pin.toString('latin1') }),
  });
  pin?.fill(0);
  const answer = await sent;
  ctx.retries.settled(what, commandId, answer);
  if (!answer.ok) return { lines: [refusalLine(HEAD, answer.error)] };
  const result = answer.result;
  if (result.kind !== 'caveBought') return { lines: [`réponse inattendue du hub : ${result.kind}`] };
  return {
    lines: [
      `cave de ${formatEuros(result.amount)} vendue à ${result.playerId} (table ${result.tableId}) : ` +
        `solde ${formatEuros(result.balance)}`,
      ...(result.pinProgrammed ? ['code confidentiel programmé'] : []),
    ],
  };
}
