// The rebuilds' tolerant field reads (store/rebuild/journalFacts.ts): a missing or mistyped field
// reads as a value that never equals a stored figure, so a damaged entry shows as a break.
import { describe, expect, it } from 'vitest';
import { num, obj, str } from '../journalFacts.ts';

describe('the rebuilds’ field reads', () => {
  it('reads a nested object, and nothing from a missing, null, array or scalar field', () => {
    const doc = { type: 'cni', number: 'X1' };
    expect(obj({ idDocument: doc }, 'idDocument')).toBe(doc);
    expect(obj({}, 'idDocument')).toBeNull();
    expect(obj(null, 'idDocument')).toBeNull();
    expect(obj({ idDocument: null }, 'idDocument')).toBeNull();
    expect(obj({ idDocument: ['cni'] }, 'idDocument')).toBeNull();
    expect(obj({ idDocument: 'cni' }, 'idDocument')).toBeNull();
    expect(str(obj({ idDocument: 'cni' }, 'idDocument'), 'type')).toBe('');
  });

  it('reads numbers and strings only of their own type', () => {
    expect(num({ seat: 3 }, 'seat')).toBe(3);
    expect(num({ seat: '3' }, 'seat')).toBeNaN();
    expect(str({ tableId: 'holdem-1' }, 'tableId')).toBe('holdem-1');
    expect(str({ tableId: 1 }, 'tableId')).toBe('');
  });
});
