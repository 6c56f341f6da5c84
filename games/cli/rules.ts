// `npm run --silent rules -- <game> [--json] [--option key=value]... [--simulate N] [--enumerate]`
// prints a table's rules report (RULES.md; docs/rules.md). Each game's report lives beside its
// engine in games/<game>/report.ts and exports `buildReport` and `formatReport`.
import type { ReportArgs, RulesReport } from '../report.ts';

/** The arguments every game's report receives (games/report.ts `ReportArgs`). */
export type ReportRequest = ReportArgs;

/** What each games/<game>/report.ts module exports. */
export interface ReportModule {
  /** The report as one JSON-serialisable object of the shape every game shares (games/report.ts). */
  buildReport(request: ReportRequest): Promise<RulesReport> | RulesReport;
  /** The same report as a readable French table (the permanent paytable). */
  formatReport(report: object): string;
}

const REPORTS: Record<string, string> = {
  roulette: '../roulette/report.ts',
  boule: '../boule/report.ts',
  'vingt-trois': '../vingtTrois/report.ts',
  wheel: '../wheelOfFortune/report.ts',
  blackjack: '../blackjack/report.ts',
  'punto-banco': '../puntoBanco/report.ts',
  holdem: '../holdem/report.ts',
};

function parse(argv: string[]): { game: string | undefined; json: boolean; request: ReportRequest } {
  const options: Record<string, string> = {};
  let json = false;
  let simulate: number | undefined;
  let enumerate = false;
  let game: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--enumerate') enumerate = true;
    else if (arg === '--option') {
      const [key, ...rest] = (argv[++i] ?? '').split('=');
      if (!key || rest.length === 0) throw new Error(`--option takes key=value, got "${argv[i] ?? ''}"`);
      options[key] = rest.join('=');
    } else if (arg === '--simulate') {
      simulate = Number(argv[++i]);
      if (!Number.isSafeInteger(simulate) || simulate <= 0)
        throw new Error('--simulate takes a positive integer');
    } else if (!arg.startsWith('--') && game === undefined) game = arg;
    else throw new Error(`unknown argument: ${arg}`);
  }
  return {
    game,
    json,
    request: { options, ...(simulate ? { simulate } : {}), ...(enumerate ? { enumerate } : {}) },
  };
}

async function main(): Promise<void> {
  const { game, json, request } = parse(process.argv.slice(2));
  const path = game === undefined ? undefined : REPORTS[game];
  if (path === undefined) {
    process.stderr.write(
      `usage: npm run rules -- <${Object.keys(REPORTS).join('|')}> [--json] [--option k=v]\n`,
    );
    process.exitCode = 2;
    return;
  }
  const module = (await import(path)) as ReportModule;
  const report = await module.buildReport(request);
  process.stdout.write(json ? `${JSON.stringify(report)}\n` : `${module.formatReport(report)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`rules: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
