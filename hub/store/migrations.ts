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
];
