// The chart of accounts (DESIGN.md "Money": every movement is a transfer between named accounts).
// Every account name the ledger stores is built here and parsed back here, nowhere else, so a name
// cannot drift between the live path, rebuild and the registers. The strings are stored in
// `transfers` and `balances` and read by existing databases: never change one.

declare const accountBrand: unique symbol;

/** The name of a ledger account; only this module's builders make one. */
export type AccountName = string & { readonly [accountBrand]: 'AccountName' };

const named = (name: string): AccountName => name as AccountName;

/**
 * Every account kind, one builder each. Table ids are config ids (`[A-Za-z0-9_-]`, no colon:
 * hub/config/hubConfig.ts), which is what lets a two-part name parse back.
 */
export const accounts = {
  /** The cash desk: credit-in and caves come from it, redeemed vouchers and payments go back; it goes negative by what entered. */
  cashier: named('cashier'),
  /** Vouchers issued by a station and not yet paid by the cashier. */
  vouchers: named('vouchers'),
  /** A demo hub's grants come from here, never from the cashier (hub/store/demoMoney.ts). */
  demoBank: named('demo:bank'),
  /** The orphans register (RULES.md A.1): consigned stakes unclaimed at session end. */
  orphans: named('orphans'),
  /** A station's credit meter: what the player at that terminal may stake or cash out. */
  station: (terminalId: string): AccountName => named(`station:${terminalId}`),
  /** Stakes on the layout of a table's open round, until settlement sends them to the bank or back. */
  stakes: (tableId: string): AccountName => named(`stakes:${tableId}`),
  /** The table's bank (the house): takes losing stakes, pays wins. */
  bank: (tableId: string): AccountName => named(`bank:${tableId}`),
  /** A table's bonus-number jackpot pool (RULES.md A.2): fed by stakes, paid to winners. */
  jackpot: (tableId: string): AccountName => named(`jackpot:${tableId}`),
  /** A hold'em player's account (seed 000): caves bought at the cashier land here; payment empties it back. */
  player: (playerId: string): AccountName => named(`player:${playerId}`),
  /** A seated hold'em player's stack at one table (seed 000: "le tapis du joueur"). */
  stack: (tableId: string, playerId: string): AccountName => named(`stack:${tableId}:${playerId}`),
  /** Chips in the middle of a hold'em table's hand in progress (blinds, bets, not yet awarded). */
  pot: (tableId: string): AccountName => named(`pot:${tableId}`),
  /** A hold'em table's rake (the "cagnotte", seed 000; modèle 7). */
  rake: (tableId: string): AccountName => named(`rake:${tableId}`),
  /** A card-table seat's stake consigned at suspension (RULES.md A.1), until claimed or orphaned. */
  consigned: (tableId: string, seat: number): AccountName => named(`consigned:${tableId}:${seat}`),
} as const;

/** An account name taken apart: which kind, and whose. */
export type ParsedAccount =
  | { readonly kind: 'cashier' | 'vouchers' | 'demoBank' | 'orphans' }
  | { readonly kind: 'station'; readonly terminalId: string }
  | { readonly kind: 'stakes' | 'bank' | 'jackpot' | 'pot' | 'rake'; readonly tableId: string }
  | { readonly kind: 'player'; readonly playerId: string }
  | { readonly kind: 'stack'; readonly tableId: string; readonly playerId: string }
  | { readonly kind: 'consigned'; readonly tableId: string; readonly seat: number };

/** Every account kind. */
export type AccountKind = ParsedAccount['kind'];

const FIXED: Readonly<Record<string, ParsedAccount>> = {
  cashier: { kind: 'cashier' },
  vouchers: { kind: 'vouchers' },
  'demo:bank': { kind: 'demoBank' },
  orphans: { kind: 'orphans' },
};

const TABLE_KINDS = ['stakes', 'bank', 'jackpot', 'pot', 'rake'] as const;
const TABLE_ID = /^[^:]+$/;
const SEAT = /^(?:0|[1-9]\d*)$/;

/** Splits `<tableId>:<rest>` at the first colon (a table id has none); null when either part is empty. */
function tableAnd(rest: string): [string, string] | null {
  const colon = rest.indexOf(':');
  if (colon <= 0 || colon === rest.length - 1) return null;
  return [rest.slice(0, colon), rest.slice(colon + 1)];
}

/** Parses a stored account name back to its kind and owner; null for a name no builder makes. */
export function parseAccount(name: string): ParsedAccount | null {
  const fixed = FIXED[name];
  if (fixed !== undefined) return fixed;
  const colon = name.indexOf(':');
  if (colon <= 0 || colon === name.length - 1) return null;
  const prefix = name.slice(0, colon);
  const rest = name.slice(colon + 1);
  if (prefix === 'station') return { kind: 'station', terminalId: rest };
  if (prefix === 'player') return { kind: 'player', playerId: rest };
  for (const kind of TABLE_KINDS)
    if (prefix === kind) return TABLE_ID.test(rest) ? { kind, tableId: rest } : null;
  const parts = tableAnd(rest);
  if (parts === null) return null;
  const [tableId, owner] = parts;
  if (prefix === 'stack') return { kind: 'stack', tableId, playerId: owner };
  if (prefix === 'consigned' && SEAT.test(owner) && Number.isSafeInteger(Number(owner)))
    return { kind: 'consigned', tableId, seat: Number(owner) };
  return null;
}

/** Builds the name of a parsed account: `accountName(parseAccount(n)!) === n` for every name a builder makes. */
export function accountName(a: ParsedAccount): AccountName {
  switch (a.kind) {
    case 'cashier':
    case 'vouchers':
    case 'demoBank':
    case 'orphans':
      return accounts[a.kind];
    case 'station':
      return accounts.station(a.terminalId);
    case 'player':
      return accounts.player(a.playerId);
    case 'stack':
      return accounts.stack(a.tableId, a.playerId);
    case 'consigned':
      return accounts.consigned(a.tableId, a.seat);
    default:
      return accounts[a.kind](a.tableId);
  }
}

/** The terminal whose credit meter `name` is, or null when it is no station's account. */
export function stationOf(name: string): string | null {
  const a = parseAccount(name);
  return a?.kind === 'station' ? a.terminalId : null;
}
