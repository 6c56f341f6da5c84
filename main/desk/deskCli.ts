// The cashier's desk reader (issue 12 §2; docs/players.md "The cashier's desk reader"): a staff
// client, like a station a trusted program beside a reader, that logs in to the hub's staff socket
// as the cashier, serves the card on its supervised reader to the hub (main/station/reader/) and
// takes the cashier's commands on its terminal. `npm run desk -- --hub URL --desk ID …`.
import type { ReaderState } from '../../protocol/readerState.ts';
import { HubUrlRefused } from '../station/hubUrlPolicy.ts';
import { ReaderSupervisor } from '../station/reader/readerSupervisor.ts';
import { DESK_USAGE, DeskArgsError, parseDeskArgs } from './deskArgs.ts';
import { deskConsoleLine, DESK_HELP } from './deskConsole.ts';
import { CredentialsRefused, promptCredentials, readCredentialsFile } from './deskCredentials.ts';
import { DeskKeyboard } from './deskKeyboard.ts';
import { DeskLink, type DeskLinkState } from './deskLink.ts';
import { CommandRetries } from './deskRetries.ts';
import { type DeskCardEvent, type DeskReader, serveDeskReader } from './deskReader.ts';

const READER_WORDS: Readonly<Record<ReaderState, string>> = {
  noPcscd: 'pcscd ne répond pas : lecteur en attente',
  noReader: 'aucun lecteur branché',
  ready: 'lecteur prêt',
  cardPresent: 'carte posée',
  failed: 'le lecteur ne répond plus : redémarrage',
};

/** The reader and what serves its cards to the hub, once the cashier is logged in. */
interface Served {
  readonly reader: ReaderSupervisor;
  readonly desk: DeskReader;
}

/** Runs the desk until `quitter`, the end of its input, SIGINT or SIGTERM; resolves with the exit code. */
async function main(argv: readonly string[]): Promise<number> {
  let args;
  try {
    args = parseDeskArgs(argv);
  } catch (error) {
    if (!(error instanceof DeskArgsError || error instanceof HubUrlRefused)) throw error;
    process.stderr.write(`${error.message}\nusage: ${DESK_USAGE}\n`);
    return 2;
  }
  const say = (line: string): void => void process.stdout.write(`[poste ${args.deskId}] ${line}\n`);
  let credentials;
  try {
    credentials =
      args.credentialsFile === null
        ? await promptCredentials({ input: process.stdin, output: process.stdout })
        : await readCredentialsFile(args.credentialsFile);
  } catch (error) {
    if (!(error instanceof CredentialsRefused)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }

  let finish: (code: number) => void = () => undefined;
  const finished = new Promise<number>((resolve) => (finish = resolve));
  // The reader starts at the first login: a desk whose cashier the hub refused never reads a card.
  const serving: { now: Served | null } = { now: null };
  const serve = (): Served => {
    const reader = new ReaderSupervisor({
      readerName: args.readerName,
      ...(args.pcscdSocket === undefined ? {} : { socketPath: args.pcscdSocket }),
    });
    reader.onState((state) => say(READER_WORDS[state]));
    const desk = serveDeskReader(reader, link.relay, (event: DeskCardEvent) => say(cardLine(event)));
    return { reader, desk };
  };
  const link = new DeskLink(args.hub, credentials, (state: DeskLinkState) => {
    switch (state.kind) {
      case 'connecting':
        return say(`connexion au hub ${args.hub.url.host}…`);
      case 'online':
        say(`connecté au hub : ${state.login} (${state.role})`);
        // A new connection's relay has no card: the one on the reader is presented again.
        if (serving.now === null) serving.now = serve();
        else serving.now.desk.representCurrent();
        return;
      case 'offline':
        return say(`hub injoignable (${state.reason}) : nouvel essai`);
      case 'refused':
        say(`connexion refusée par le hub : ${state.error.code} (${state.error.message})`);
        return finish(1);
    }
  });

  // One reader of the terminal for commands and PINs (main/desk/deskKeyboard.ts); one line after
  // another: a command waits for the card, or the PIN, before the next is read.
  const keyboard = new DeskKeyboard({ input: process.stdin, output: process.stdout });
  const retries = new CommandRetries();
  void (async () => {
    for (;;) {
      const line = await keyboard.nextLine();
      if (line === null) return finish(0);
      const answer = await deskConsoleLine(line, {
        card: () => serving.now?.desk.current() ?? null,
        command: (c) => link.command(c),
        findPlayer: (uid) => link.findPlayer(uid),
        secret: (prompt) => keyboard.secret(`[poste ${args.deskId}] ${prompt}`),
        say,
        retries,
      });
      for (const out of answer.lines) say(out);
      if (answer.quit === true) return finish(0);
    }
  })();
  process.once('SIGINT', () => finish(130));
  process.once('SIGTERM', () => finish(143));
  for (const line of ['tapez aide pour les commandes :', ...DESK_HELP]) say(line);

  const code = await finished;
  keyboard.close();
  link.close();
  serving.now?.desk.stop();
  await serving.now?.reader.close();
  return code;
}

/** A card event as the cashier reads it; never the card session (a bearer secret). */
function cardLine(event: DeskCardEvent): string {
  if (event.kind === 'lifted') return `carte ${event.uid} retirée`;
  if (event.outcome === 'authenticated') return `carte ${event.uid} : carte Tapis authentifiée`;
  if (event.outcome.code === 'CARD_BLANK')
    return `carte ${event.uid} vierge (CARD_BLANK) : tapez « emettre <joueur> » pour l’émettre`;
  return `carte ${event.uid} refusée : ${event.outcome.code} (${event.outcome.message})`;
}

// Exit once closed: a relay still awaiting a lifted card must not hold the desk open.
process.exit(await main(process.argv.slice(2)));
