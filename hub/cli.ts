// The hub's command line (`npm run hub -- ...`); docs/operations.md describes each command.
//   --config <file> [--port P] [--quiet | --log-level L]   standalone hub for the configured tables.
//   --demo [options]                            demo hub on loopback, demo money (commands/runDemo.ts).
//   verify <dir> [--anchor SEQ:DIGEST]... [--journal-key FILE]  keyed chain, anchors, conservation; exit 1 on a break.
//   journal-key new <file> | journal-key rechain <dir>   the journal key (commands/journalKeyCommand.ts)
//   card-key new <file>        a new DESFire card master key (hub/players/cardMasterKey.ts)
//   provision <dir> <terminalId> <tableId>      prints a new terminal secret to give the station.
//   provision-display <dir> <displayId> <tableId>  a hold'em central display's secret (/display).
//   staff add <dir> <login> <role> [--secret-stdin] | staff unlock <dir> <login>  (commands/staffCommand.ts)
//   register modele7|modele11quater|modele11bis|recall <dir> ...  the registers (commands/registerCommand.ts)
// A hub prints one JSON line {"event":"listening","port":N,...} on stdout once listening.
import { all, option } from './commands/args.ts';
import { runJournalKeyCommand } from './commands/journalKeyCommand.ts';
import { createCardMasterKey } from './players/cardMasterKey.ts';
import { journalKeyFor, splitJournalArgs } from './commands/journalKeySource.ts';
import { runProvision, runProvisionDisplay } from './commands/provisionCommand.ts';
import { runRegisterCommand } from './commands/registerCommand.ts';
import { runConfigured } from './commands/runConfigured.ts';
import { runDemo } from './commands/runDemo.ts';
import { runStaffCommand } from './commands/staffCommand.ts';
import { type ChainAnchor, parseAnchor } from './store/anchors.ts';
import { verifyDataDir } from './verify.ts';

const USAGE = `usage:
  hub --config <file> [--port P] [--quiet | --log-level debug|info|warn|error|silent]
  hub --demo [options]
  hub verify <dir> [--anchor SEQ:DIGEST]... [--journal-key FILE]
  hub journal-key new <file>
  hub card-key new <file>
  hub journal-key rechain <dir> [--journal-key FILE]
  hub provision <dir> <terminalId> <tableId>
  hub provision-display <dir> <displayId> <holdemTableId>
  hub staff add <dir> <login> <role> [--secret-stdin]
  hub staff unlock <dir> <login>
  hub register modele7 <dir> <tableId> <day> [--csv FILE] [--pdf FILE] [--casino NAME]
  hub register modele11quater|modele11bis <dir> <fromDay> <toDay>
  hub register recall <dir> <tableId> [--terminal T]
`;

async function main(argv: readonly string[]): Promise<void> {
  // The journal key's path is an option of every command that opens a store (commands/journalKeySource.ts).
  const { rest: args, journal } = splitJournalArgs(argv);
  const [command, ...rest] = args;
  if (command === '--demo' || rest.includes('--demo')) return runDemo(args, journal);
  const config = option(args, '--config');
  if (config !== undefined) return runConfigured(config, args, journal);
  const keyFor = (dir: string) => journalKeyFor(journal, dir);
  if (command === 'staff') return runStaffCommand(rest, keyFor);
  if (command === 'register') return runRegisterCommand(rest);
  if (command === 'journal-key') return runJournalKeyCommand(rest, journal);
  if (command === 'card-key' && rest[0] === 'new' && rest[1] !== undefined) {
    createCardMasterKey(rest[1]);
    process.stdout.write(`${JSON.stringify({ event: 'cardKeyCreated', file: rest[1] })}\n`);
    return;
  }
  if (command === 'verify' && rest[0] !== undefined && !rest[0].startsWith('--')) {
    const report = verifyDataDir(rest[0], keyFor(rest[0]), anchorsOf(rest));
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exitCode = report.ok ? 0 : 1;
    return;
  }
  if (command === 'provision' && rest.length === 3) {
    const [dir, terminalId, tableId] = rest as [string, string, string];
    return runProvision(dir, terminalId, tableId, keyFor(dir));
  }
  if (command === 'provision-display' && rest.length === 3) {
    const [dir, displayId, tableId] = rest as [string, string, string];
    return runProvisionDisplay(dir, displayId, tableId, keyFor(dir));
  }
  process.stderr.write(USAGE);
  process.exitCode = 2;
}

/** Every `--anchor SEQ:DIGEST` given, parsed (issue 10 §5). */
function anchorsOf(args: readonly string[]): ChainAnchor[] {
  return all(args, '--anchor').map((text) => {
    const anchor = parseAnchor(text);
    if (anchor === null)
      throw new Error(`--anchor takes SEQ:DIGEST (a number, a colon, 64 hex digits), got "${text}"`);
    return anchor;
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`hub: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
