// The rules report of an open séance, read from a real journal (SQLite in a temp dir): for each
// game, the report equals the game's own `buildReport` for the options one would type after
// `npm run rules -- <game>`, and a table without an open séance is refused with a typed code.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import * as blackjack from '../../../games/blackjack/report.ts';
import { DEFAULT_OPTIONS as BLACKJACK } from '../../../games/blackjack/options.ts';
import * as boule from '../../../games/boule/report.ts';
import * as holdem from '../../../games/holdem/report.ts';
import { cents } from '../../../games/money.ts';
import { DEFAULT_OPTIONS as PUNTO_BANCO } from '../../../games/puntoBanco/options.ts';
import * as puntoBanco from '../../../games/puntoBanco/report.ts';
import * as roulette from '../../../games/roulette/report.ts';
import * as vingtTrois from '../../../games/vingtTrois/report.ts';
import * as wheel from '../../../games/wheelOfFortune/report.ts';
import { CARD_TABLE_DEFAULTS } from '../../tables/cards/cardConfig.ts';
import { holdemTable } from '../../tables/holdem/holdemConfig.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { insertOpened, insertRequested, markClosed, markOpen } from '../../sessions/sessionStore.ts';
import { inTransaction, openDatabase } from '../../store/database.ts';
import { appendJournal } from '../../store/journal.ts';
import { pleinChanceTable, wheelOfFortuneTable } from '../../tables/wheel/tableConfigs.ts';
import { type RulesReport, rulesReport } from '../rulesReport.ts';
import type { JournaledTableConfig } from '../rulesOptions.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';

const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
const AT = '2026-11-30T10:00:00.000Z';

function freshDb(): DatabaseSync {
  return openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-rules-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
}

/** A séance requested then opened with `config`, as hub/staff/sessionActions.ts records it. */
function openSeance(
  db: DatabaseSync,
  config: JournaledTableConfig,
): { sessionId: number; openedSeq: number } {
  return inTransaction(db, () => {
    const { tableId } = config;
    const sessionId = appendJournal(db, AT, 'SessionOpeningRequested', 'staff:alice', {
      tableId,
      role: 'croupier',
    });
    const openedSeq = appendJournal(db, AT, 'SessionOpened', 'staff:bruno', {
      tableId,
      sessionId,
      requestedBy: 'staff:alice',
      stationsInServiceBy: 'staff:bruno',
      config,
    });
    insertRequested(db, sessionId, tableId, 'staff:alice');
    markOpen(db, sessionId, 'staff:bruno', openedSeq);
    return { sessionId, openedSeq };
  });
}

function reportOf(db: DatabaseSync, tableId: string): RulesReport {
  const outcome = rulesReport(db, tableId);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal));
  return outcome.value;
}

describe('rules report of an open séance', () => {
  it('roulette with prison and jackpot: the report of `rules -- roulette` with the same options', () => {
    const db = freshDb();
    const config = rouletteTable('roulette-2', 'Roulette 2', cents(200), TIMING, {
      launcher: 'automatic',
      zeroRule: 'prison',
      doublePrison: true,
      jackpot: { variant: 1, split: 'a', contributionBps: 100, resetAmount: 100_000 },
    });
    const { sessionId, openedSeq } = openSeance(db, config);
    const r = reportOf(db, 'roulette-2');
    expect(r).toMatchObject({ tableId: 'roulette-2', game: 'roulette', sessionId, journalSeq: openedSeq });
    const cli = roulette.buildReport({
      options: {
        minimum: '200',
        zeroRule: 'prison',
        doublePrison: 'on',
        'max.plein': '30',
        'max.chance': '1000',
        jackpot: 'on',
        jackpotVariant: '1',
        jackpotSplit: 'a',
        jackpotBps: '100',
        jackpotReset: '100000',
      },
    });
    expect(r.report).toEqual(cli);
    expect(r.text).toBe(roulette.formatReport(cli));
    expect(r.text).toContain('double prison');
    expect(r.text).toContain('Jackpot numéro bonus : variante 1, répartition a, 1\u00a0% des mises');
  });

  it('boule: the report of `rules -- boule` with the maxima chosen at opening', () => {
    const db = freshDb();
    openSeance(
      db,
      pleinChanceTable('boule', 'boule-1', 'Boule', cents(100), TIMING, {
        pleinMaxMultiple: 50,
        chanceMaxMultiple: 250,
      }),
    );
    const r = reportOf(db, 'boule-1');
    const cli = boule.buildReport({ options: { minimum: '100', pleinMax: '50', chanceMax: '250' } });
    expect(r.game).toBe('boule');
    expect(r.report).toEqual(cli);
    expect(r.text).toBe(boule.formatReport(cli));
  });

  it('vingt-trois: the report of `rules -- vingt-trois`', () => {
    const db = freshDb();
    openSeance(
      db,
      pleinChanceTable('vingtTrois', 'vt-1', 'Vingt-trois', cents(200), TIMING, {
        pleinMaxMultiple: 30,
        chanceMaxMultiple: 150,
      }),
    );
    const r = reportOf(db, 'vt-1');
    const cli = vingtTrois.buildReport({ options: { minimum: '200', pleinMax: '30', chanceMax: '150' } });
    expect(r.game).toBe('vingt-trois');
    expect(r.report).toEqual(cli);
  });

  it('wheel of fortune: the report of `rules -- wheel` with the bonus stake and the reading', () => {
    const db = freshDb();
    openSeance(
      db,
      wheelOfFortuneTable('wheel-1', 'Roue', cents(100), TIMING, {
        bonusStake: cents(200),
        reading: 'plus',
        mode: 'live',
      }),
    );
    const r = reportOf(db, 'wheel-1');
    const cli = wheel.buildReport({
      options: { minimum: '100', bonusStake: '200', reading: 'plus', mode: 'live' },
    });
    expect(r.game).toBe('wheel');
    expect(r.report).toEqual(cli);
  });

  it('blackjack: the table options in full; the rules lines as `rules -- blackjack`, the return computed', () => {
    const db = freshDb();
    const options = { ...BLACKJACK, decks: 8, surrender: true, maximum: cents(100_000) };
    openSeance(db, { ...CARD_TABLE_DEFAULTS, tableId: 'bj-1', tableName: 'BJ', game: 'blackjack', options });
    const r = reportOf(db, 'bj-1');
    const report = r.report as blackjack.BlackjackReport;
    expect(r.game).toBe('blackjack');
    expect(report.options).toEqual(options);
    const cli = blackjack.buildReport({
      options: { decks: '8', surrender: 'true', maximum: '100000' },
      simulate: 1_000,
    });
    // The main bet's return is computed over the shoe (issue 10 §7): the CLI's figure exactly.
    expect(report.bets.slice(1)).toEqual(cli.bets.slice(1));
    expect(report.bets[0]).toMatchObject({
      bet: 'main',
      payoutText: cli.bets[0]!.payoutText,
      rtp: cli.bets[0]!.rtp,
    });
    expect(report.strategy).toBe(cli.strategy);
  });

  it("builds a séance's report once: the staff read the same simulated return during the séance", () => {
    const db = freshDb();
    const config = { ...CARD_TABLE_DEFAULTS, tableId: 'bj-2', tableName: 'BJ', game: 'blackjack' as const };
    const first = openSeance(db, { ...config, options: BLACKJACK });
    const a = reportOf(db, 'bj-2');
    expect(reportOf(db, 'bj-2').report).toBe(a.report);
    inTransaction(db, () => {
      const seq = appendJournal(db, AT, 'SessionClosed', 'staff:bruno', {
        tableId: 'bj-2',
        sessionId: first.sessionId,
      });
      markClosed(db, first.sessionId, 'staff:bruno', seq);
    });
    const second = openSeance(db, { ...config, options: { ...BLACKJACK, decks: 4 } });
    const b = reportOf(db, 'bj-2');
    expect(b.journalSeq).toBe(second.openedSeq);
    expect(b.report).not.toBe(a.report);
    expect((b.report as blackjack.BlackjackReport).options.decks).toBe(4);
  });

  it('punto banco: the exact returns of `rules -- punto-banco` with the table options', () => {
    const db = freshDb();
    const options = { ...PUNTO_BANCO, decks: 6 as const, paytable: 'alternative' as const };
    openSeance(db, { ...CARD_TABLE_DEFAULTS, tableId: 'pb-1', tableName: 'PB', game: 'puntoBanco', options });
    const r = reportOf(db, 'pb-1');
    const cli = puntoBanco.buildReport({ options: { decks: '6', paytable: 'alternative' } });
    expect(r.game).toBe('punto-banco');
    expect(r.report).toEqual(cli);
    expect(r.text).toContain('Mise minimum 1,00 €, maximum 100,00 € par pari, par pas de 0,20 €');
  });

  it("hold'em: the engine's options, the blinds of the partie started after the opening", () => {
    const db = freshDb();
    const config = holdemTable('holdem-1', { structure: 'potLimit' });
    const { openedSeq } = openSeance(db, config);
    const before = reportOf(db, 'holdem-1');
    expect(before.report).toEqual(
      holdem.buildReport({ options: { tableId: 'holdem-1', structure: 'potLimit' } }),
    );
    inTransaction(db, () =>
      appendJournal(db, AT, 'HoldemPartieStarted', 'staff:bruno', {
        tableId: 'holdem-1',
        partie: 1,
        caveMinimum: 10_000,
        smallBlind: 200,
        bigBlind: 400,
        ante: 0,
      }),
    );
    const during = reportOf(db, 'holdem-1');
    expect(during.journalSeq).toBe(openedSeq);
    expect(during.report).toEqual(
      holdem.buildReport({
        options: {
          tableId: 'holdem-1',
          structure: 'potLimit',
          smallBlind: '200',
          bigBlind: '400',
          caveMinimum: '10000',
        },
      }),
    );
    expect(during.text).toContain('limite du pot, 10 places, blindes 2,00 € / 4,00 €, ante 0,00 €');
  });

  it('a one-step opening (the demo) is its own séance', () => {
    const db = freshDb();
    const config = rouletteTable('roulette-1', 'Roulette', cents(100), TIMING);
    const seq = inTransaction(db, () => {
      const opened = appendJournal(db, AT, 'SessionOpened', 'demo', {
        tableId: 'roulette-1',
        requestedBy: 'demo',
        stationsInServiceBy: 'demo',
        config,
      });
      insertOpened(db, opened, 'roulette-1', 'demo', 'demo');
      return opened;
    });
    expect(reportOf(db, 'roulette-1')).toMatchObject({ sessionId: seq, journalSeq: seq });
  });

  it('refuses a table never opened, a séance only requested or closed, an unreportable configuration', () => {
    const db = freshDb();
    expect(rulesReport(db, 'nowhere')).toEqual({
      ok: false,
      refusal: { code: 'UNKNOWN_TABLE', message: 'no séance was ever requested at table nowhere' },
    });
    inTransaction(db, () => {
      const seq = appendJournal(db, AT, 'SessionOpeningRequested', 'staff:alice', {
        tableId: 'r-1',
        role: 'croupier',
      });
      insertRequested(db, seq, 'r-1', 'staff:alice');
    });
    expect(rulesReport(db, 'r-1')).toMatchObject({
      ok: false,
      refusal: { code: 'SESSION_STATE', params: { phase: 'requested' } },
    });
    const { sessionId } = openSeance(db, rouletteTable('r-2', 'R', cents(100), TIMING));
    inTransaction(db, () => {
      const seq = appendJournal(db, AT, 'SessionClosed', 'staff:bruno', { tableId: 'r-2', sessionId });
      markClosed(db, sessionId, 'staff:bruno', seq);
    });
    expect(rulesReport(db, 'r-2')).toMatchObject({
      ok: false,
      refusal: { code: 'SESSION_STATE', params: { phase: 'closed' } },
    });
    const craps = openSeance(db, { tableId: 'c-1', game: 'craps' } as never);
    expect(rulesReport(db, 'c-1')).toEqual({
      ok: false,
      refusal: {
        code: 'REGISTER_ANOMALY',
        message: 'the opening entry carries no configuration of a known game',
        params: { anomaly: 'unknownConfig', journalSeq: craps.openedSeq },
      },
    });
    // A boule plein maximum outside seed 002's 40–100 is refused by the game's own parser.
    const { openedSeq } = openSeance(
      db,
      pleinChanceTable('boule', 'b-1', 'B', cents(100), TIMING, {
        pleinMaxMultiple: 30,
        chanceMaxMultiple: 200,
      }),
    );
    expect(rulesReport(db, 'b-1')).toEqual({
      ok: false,
      refusal: {
        code: 'REGISTER_ANOMALY',
        message: "the table's options are refused by the boule report",
        params: { anomaly: 'pleinMax must be an integer from 40 to 100', journalSeq: openedSeq },
      },
    });
  });
});
