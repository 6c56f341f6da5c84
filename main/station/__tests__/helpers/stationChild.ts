// A real station process for the kill test (issue 12 §4): the station service on its data folder
// against a hub over loopback, driven as a player would drive it through the bridge. Usage:
//   node stationChild.ts <hubUrl> <dataDir> bet <seed>   bets, and takes bets back, without pause while a round takes bets
//   node stationChild.ts <hubUrl> <dataDir> settle       places nothing; reports once all is settled
// The terminal secret comes from TAPIS_TEST_STATION_SECRET (never a command line). Every line on
// stdout is one JSON event: start (the view before the hub answered), answer (a money command's outcome
// as the player saw it: the bet ids it placed or took back), recovered (a command sent again after a restart, and its answer), settled.
import { createRng, seededSource } from '../../../../games/rng.ts';
import { cents } from '../../../../games/money.ts';
import type { BridgeArgs } from '../../../../protocol/bridge.ts';
import { wheelSnapshotOf } from '../../../../protocol/stationView.ts';
import { startStation } from '../../startStation.ts';
import { readStationFiles } from './stationFiles.ts';

const [hubUrl, dataDir, mode, seedText] = process.argv.slice(2);
const secret = process.env['TAPIS_TEST_STATION_SECRET'];
if (
  hubUrl === undefined ||
  dataDir === undefined ||
  secret === undefined ||
  (mode !== 'bet' && mode !== 'settle')
) {
  process.stderr.write('usage: stationChild.ts <hubUrl> <dataDir> bet <seed> | settle\n');
  process.exit(2);
}
const emit = (event: Record<string, unknown>): void =>
  void process.stdout.write(`${JSON.stringify(event)}\n`);

const station = await startStation({
  hubUrl,
  terminalId: 'T1',
  secret,
  dataDir,
  onRecoveredAnswer: (command, answer) =>
    emit({
      event: 'recovered',
      commandId: command.commandId,
      type: command.type,
      ok: answer.ok,
      ...(answer.ok ? {} : { code: answer.error.code }),
    }),
});
const first = station.getView();
emit({ event: 'start', link: first.link, credit: wheelSnapshotOf(first)?.credit ?? null });
station.onView((view) => {
  if (view.link === 'online') emit({ event: 'online' });
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

if (mode === 'bet') {
  const rng = createRng(seededSource(Number(seedText ?? '1')));
  const spots: BridgeArgs<'placeBet'>['spot'][] = [
    { kind: 'chance', chance: 'rouge' },
    { kind: 'chance', chance: 'noir' },
    { kind: 'chance', chance: 'pair' },
    { kind: 'plein', number: 17 },
  ];
  type Placed = { ok: true; value: { betIds: string[] } } | { ok: false; error: { code: string } };
  // Every wheel money command of the player, placeBet the most often: each answer says whether its
  // bet ids were placed or taken back (issue 11 controls), for the test's bookkeeping.
  const command = async (): Promise<{ call: string; withdraws: boolean; answer: Placed; stake?: number }> => {
    const pick = rng.int(20);
    const spot = spots[rng.int(spots.length)] ?? { kind: 'chance', chance: 'rouge' };
    const stake = cents(100 * (1 + rng.int(3)));
    if (pick < 12) {
      const a = await station.placeBet({ spot, stake });
      const answer: Placed = a.ok ? { ok: true, value: { betIds: [a.value.betId] } } : a;
      return { call: 'placeBet', withdraws: false, answer, stake };
    }
    if (pick < 14) {
      const items = [
        { kind: 'bet' as const, spot, stake },
        { kind: 'bet' as const, spot: { kind: 'plein' as const, number: rng.int(37) }, stake: cents(100) },
      ];
      return { call: 'placeBets', withdraws: false, answer: await station.placeBets({ items }) };
    }
    if (pick === 14) return { call: 'doubleBets', withdraws: false, answer: await station.doubleBets() };
    if (pick === 15)
      return { call: 'repeatLastRound', withdraws: false, answer: await station.repeatLastRound() };
    if (pick < 18) return { call: 'undoLastBet', withdraws: true, answer: await station.undoLastBet() };
    if (pick === 18) return { call: 'clearBet', withdraws: true, answer: await station.clearBet({ spot }) };
    return { call: 'clearAllBets', withdraws: true, answer: await station.clearAllBets() };
  };
  // Three commands in flight at once, as fast as the hub answers: a kill lands inside one often.
  const worker = async (): Promise<void> => {
    for (;;) {
      const view = station.getView();
      if (view.link !== 'online' || wheelSnapshotOf(view)?.round?.phase !== 'betting') {
        await sleep(5);
        continue;
      }
      const { call, withdraws, answer, stake } = await command();
      emit(
        answer.ok
          ? { event: 'answer', ok: true, call, withdraws, betIds: answer.value.betIds, stake }
          : { event: 'answer', ok: false, call, code: answer.error.code },
      );
      if (!answer.ok && answer.error.code === 'INSUFFICIENT_CREDIT') await sleep(50);
    }
  };
  void worker();
  void worker();
  void worker();
} else {
  // Settled: online, nothing pending, and a new round open without this station's chips, so that
  // no settlement can move its credit any more.
  for (;;) {
    const view = station.getView();
    const hub = wheelSnapshotOf(view);
    const round = hub?.round;
    if (
      view.link === 'online' &&
      readStationFiles(dataDir).pending.length === 0 &&
      round?.phase === 'betting' &&
      hub?.bets.length === 0
    ) {
      emit({ event: 'settled', credit: hub.credit, roundId: round.roundId });
      break;
    }
    await sleep(20);
  }
}
