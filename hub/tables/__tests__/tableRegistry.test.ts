// The one table registry (issue 13 §2): one answer to "is there a table X?" for every kind, each
// kind's lookup answering only for its own tables, no id shared between two tables, and every
// table listed with its kind and whether it is in service (the HTTP face and the metrics).
import { describe, expect, it } from 'vitest';
import type { AnyCardTable } from '../cards/cardService.ts';
import type { HoldemTable } from '../holdem/holdemTable.ts';
import { DuplicateTableError, TableRegistry, inService } from '../tableRegistry.ts';
import type { HubTable } from '../wheel/hubTable.ts';

// Only the id is read by the registry: the rest of each table is out of its concern.
const wheel = { config: { tableId: 'roulette-1' } } as unknown as HubTable;
const card = { config: { tableId: 'blackjack-1' } } as unknown as AnyCardTable;
const holdem = { config: { tableId: 'holdem-1' } } as unknown as HoldemTable;

function registry(): TableRegistry {
  const r = new TableRegistry();
  r.add({ kind: 'wheel', table: wheel });
  r.add({ kind: 'cards', table: card });
  r.add({ kind: 'holdem', table: holdem });
  return r;
}

describe('TableRegistry', () => {
  it('answers has and kindOf alike for every kind of table, and no for an unknown id', () => {
    const r = registry();
    expect(['roulette-1', 'blackjack-1', 'holdem-1', 'nowhere'].map((id) => r.has(id))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['roulette-1', 'blackjack-1', 'holdem-1', 'nowhere'].map((id) => r.kindOf(id))).toEqual([
      'wheel',
      'cards',
      'holdem',
      undefined,
    ]);
    expect(r.size).toBe(3);
    expect(r.ids()).toEqual(['roulette-1', 'blackjack-1', 'holdem-1']);
  });

  it("gives each kind's table only to that kind's lookup", () => {
    const r = registry();
    expect([r.wheel('roulette-1'), r.card('roulette-1'), r.holdem('roulette-1')]).toEqual([
      wheel,
      undefined,
      undefined,
    ]);
    expect([r.wheel('blackjack-1'), r.card('blackjack-1'), r.holdem('blackjack-1')]).toEqual([
      undefined,
      card,
      undefined,
    ]);
    expect([r.wheel('holdem-1'), r.card('holdem-1'), r.holdem('holdem-1')]).toEqual([
      undefined,
      undefined,
      holdem,
    ]);
    expect([r.wheels(), r.cardTables(), r.holdemTables()]).toEqual([[wheel], [card], [holdem]]);
  });

  it('refuses a second table under an id already registered, whatever its kind', () => {
    const r = registry();
    const twin = { config: { tableId: 'roulette-1' } } as unknown as HoldemTable;
    expect(() => r.add({ kind: 'holdem', table: twin })).toThrow(DuplicateTableError);
    expect(r.kindOf('roulette-1')).toBe('wheel');
    expect(r.size).toBe(3);
  });

  it('lists every table with its kind, in registration order, and says which are in service', () => {
    const r = registry();
    expect(r.registered().map((e) => [e.kind, e.table.config.tableId])).toEqual([
      ['wheel', 'roulette-1'],
      ['cards', 'blackjack-1'],
      ['holdem', 'holdem-1'],
    ]);
    expect(r.registeredTable('holdem-1')).toEqual({ kind: 'holdem', table: holdem });
    expect(r.registeredTable('nowhere')).toBeUndefined();
    // A wheel or card table is in service while its séance is open, a hold'em table while a partie is.
    const open = { config: { tableId: 'roulette-2' }, sessionOpen: true } as unknown as HubTable;
    const closed = { config: { tableId: 'pb-1' }, sessionOpen: false } as unknown as AnyCardTable;
    const partie = (isOpen: boolean) =>
      ({ config: { tableId: 'holdem-2' }, memory: { partie: { open: isOpen } } }) as unknown as HoldemTable;
    expect([
      inService({ kind: 'wheel', table: open }),
      inService({ kind: 'cards', table: closed }),
      inService({ kind: 'holdem', table: partie(true) }),
      inService({ kind: 'holdem', table: partie(false) }),
    ]).toEqual([true, false, true, false]);
  });
});
