// Schema migrations, applied in order; never edit a shipped one, append a new one.

/** Each entry is one schema version's SQL. */
export const MIGRATIONS: readonly string[] = [
  `
  -- Append-only, hash-chained journal: every fact the hub decided (DESIGN.md "Money").
  CREATE TABLE journal (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    kind TEXT NOT NULL,
    actor TEXT NOT NULL,
    payload TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL UNIQUE
  );
  -- Double-entry transfers; balances are their projection.
  CREATE TABLE transfers (
    id INTEGER PRIMARY KEY,
    journal_seq INTEGER NOT NULL REFERENCES journal(seq),
    from_account TEXT NOT NULL,
    to_account TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0)
  );
  CREATE TABLE balances (account TEXT PRIMARY KEY, balance INTEGER NOT NULL);
  CREATE TABLE terminals (
    terminal_id TEXT PRIMARY KEY,
    table_id TEXT NOT NULL,
    secret_salt TEXT NOT NULL,
    secret_hash TEXT NOT NULL
  );
  -- Idempotency: a command id is applied once and its reply is given again on a repeat.
  CREATE TABLE commands (
    terminal_id TEXT NOT NULL,
    command_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    reply TEXT NOT NULL,
    PRIMARY KEY (terminal_id, command_id)
  );
  CREATE TABLE rounds (
    round_id INTEGER PRIMARY KEY,
    table_id TEXT NOT NULL,
    phase TEXT NOT NULL,
    closes_at INTEGER,
    pocket INTEGER,
    direction TEXT,
    opened_at TEXT NOT NULL
  );
  CREATE TABLE bets (
    bet_id TEXT PRIMARY KEY,
    round_id INTEGER NOT NULL REFERENCES rounds(round_id),
    terminal_id TEXT NOT NULL,
    spot TEXT NOT NULL,
    stake INTEGER NOT NULL CHECK (stake > 0),
    returned INTEGER
  );
  CREATE INDEX bets_by_round ON bets(round_id, terminal_id);
  CREATE TABLE vouchers (
    validation_number TEXT PRIMARY KEY,
    terminal_id TEXT NOT NULL,
    table_id TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    issued_at TEXT NOT NULL,
    redeemed_at TEXT
  );
  `,
  `
  -- 2: staff accounts (scrypt-hashed secrets, lockout), table sessions, voucher redemption.
  CREATE TABLE staff (
    login TEXT PRIMARY KEY,
    role TEXT NOT NULL,
    secret_salt TEXT NOT NULL,
    secret_hash TEXT NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    locked INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  -- One row per séance (RULES.md A.1); session_id is the journal seq of its first entry.
  CREATE TABLE table_sessions (
    session_id INTEGER PRIMARY KEY,
    table_id TEXT NOT NULL,
    phase TEXT NOT NULL CHECK (phase IN ('requested', 'open', 'closed')),
    requested_by TEXT NOT NULL,
    opened_by TEXT,
    opened_seq INTEGER,
    last_rounds_remaining INTEGER,
    last_rounds_from_round INTEGER,
    closed_by TEXT,
    closed_seq INTEGER,
    counted_by TEXT,
    count_report TEXT
  );
  CREATE INDEX table_sessions_by_table ON table_sessions(table_id, session_id);
  ALTER TABLE vouchers ADD COLUMN redeemed_by TEXT;
  `,
  `
  -- 3: the hold'em room's players (hub/players, docs/players.md): identities, nominative cards
  -- (token and PIN stored hashed), per-table cave limits, waiting lists and seats. Each table is
  -- a projection of the journal entries named in docs/players.md.
  CREATE TABLE players (
    player_id TEXT PRIMARY KEY,
    last_name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    birth_date TEXT NOT NULL,
    id_document_type TEXT NOT NULL,
    id_document_number TEXT NOT NULL,
    registered_seq INTEGER NOT NULL,
    pin_salt TEXT,
    pin_hash TEXT,
    UNIQUE (id_document_type, id_document_number)
  );
  CREATE TABLE player_cards (
    card_uid TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players(player_id),
    token_hash TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'revoked')),
    failed_pins INTEGER NOT NULL DEFAULT 0,
    locked INTEGER NOT NULL DEFAULT 0,
    active_terminal TEXT UNIQUE,
    issued_seq INTEGER NOT NULL
  );
  CREATE INDEX player_cards_by_player ON player_cards(player_id, status);
  CREATE TABLE cave_limits (
    table_id TEXT PRIMARY KEY,
    minimum INTEGER NOT NULL CHECK (minimum > 0),
    maximum INTEGER,
    set_seq INTEGER NOT NULL
  );
  CREATE TABLE waiting_list (
    table_id TEXT NOT NULL,
    player_id TEXT NOT NULL REFERENCES players(player_id),
    joined_seq INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('waiting', 'called')),
    PRIMARY KEY (table_id, player_id)
  );
  CREATE TABLE seats (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 10),
    player_id TEXT NOT NULL UNIQUE REFERENCES players(player_id),
    PRIMARY KEY (table_id, seat)
  );
  `,
  `
  -- The journal without the unique index on its hash, rebuilt as https://sqlite.org/lang_altertable.html
  -- says (foreign keys off, store/database.ts migrate; checked before the commit): no query looks an entry up by its hash, \`seq\` is the key, and the chain check recomputes
  -- every hash from its entry and its predecessor's (store/journal.ts verifyChain), so the index
  -- guarded nothing; a sha256 spreads its entries over the whole index, and every append dirtied
  -- a random page of it (one more 4 KiB WAL frame per bet at each group commit).
  CREATE TABLE journal_rebuilt (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    kind TEXT NOT NULL,
    actor TEXT NOT NULL,
    payload TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  INSERT INTO journal_rebuilt (seq, at, kind, actor, payload, prev_hash, hash)
    SELECT seq, at, kind, actor, payload, prev_hash, hash FROM journal ORDER BY seq;
  DROP TABLE journal;
  ALTER TABLE journal_rebuilt RENAME TO journal;
  `,
  `
  -- 5: the journal's chain is keyed (issue 10 §5, store/chainKey.ts): HMAC-SHA256 under a key
  -- kept outside the data folder. One row, written when a new store takes its key or when an older
  -- store is re-chained (\`hub journal-key rechain\`); a store with entries and no row is still
  -- chained with plain SHA-256 and is refused until re-chained.
  CREATE TABLE journal_chain (
    scheme TEXT NOT NULL,
    key_check TEXT NOT NULL
  );
  `,
  `
  -- 6: the journal by table (issue 13 §5). Every replay at start, game recall, the jackpot
  -- history and the registers ask for one table's entries (\`json_extract(payload, '$.tableId') = ?\`,
  -- often of a few kinds, often only the latest): without an index each of those read the whole
  -- journal. An index on that very expression (SQLite uses it for a query that writes the same
  -- expression) turns them into range reads. It is derived from the hashed payload, so it holds
  -- nothing the chain does not; entries without a table (staff, cashier) are indexed under NULL.
  CREATE INDEX journal_by_table ON journal (json_extract(payload, '$.tableId'), kind, seq);
  `,
  `
  -- 7: checkpoints of the tables' memories (issue 13 §5, docs/journal.md): each the serialised
  -- memory a table rebuilds at start, the journal entry it covers (seq and hash) and an HMAC under
  -- a key derived from the journal key, so that whoever can write this file cannot forge one. A
  -- missing, stale or bad checkpoint is ignored and the table replays its whole journal.
  CREATE TABLE memory_checkpoints (
    name TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL,
    memory BLOB NOT NULL,
    mac TEXT NOT NULL
  );
  `,
  `
  -- 8: an account's transfers by journal seq (issue 13 §5, docs/journal.md "Recall"): game recall
  -- reads a station's credit before and after its last games as its balance now less the
  -- transfers after each game, two range reads whose length is the recall's window, not the
  -- account's whole history.
  CREATE INDEX transfers_to_by_seq ON transfers (to_account, journal_seq);
  CREATE INDEX transfers_from_by_seq ON transfers (from_account, journal_seq);
  `,
  `
  -- 9: the rounds left open (issue 13 §5, docs/journal.md "Start-up"): each wheel table's start
  -- looks for its open rounds (hub/tables/wheel/legacyRecovery.ts), and without an index that read
  -- every round the hub ever played (240 ms at 10⁶ journal entries, the one part of a start that
  -- grew with the journal). A partial index holds only the open ones: at most one per table after
  -- a clean stop, so the read is a seek whatever the store's age, and a round adds one index write
  -- when it opens and one when it settles or is voided, none per bet.
  CREATE INDEX rounds_open ON rounds (table_id, round_id) WHERE phase IN ('betting', 'noMoreBets');
  `,
];
