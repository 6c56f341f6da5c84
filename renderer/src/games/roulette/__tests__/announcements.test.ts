import { describe, expect, it } from 'vitest';
import { announcementFor } from '../announcements.ts';

describe('announcements', () => {
  it('calls out betting opening and closing as they happen, and the number once landed', () => {
    expect(announcementFor({ kind: 'phase', from: 'settled', to: 'betting' })).toEqual({
      chime: 'faites',
      kind: 'betting',
    });
    expect(announcementFor({ kind: 'phase', from: 'betting', to: 'noMoreBets' })).toEqual({
      chime: 'rien',
      kind: 'noMoreBets',
    });
    expect(announcementFor({ kind: 'landed', pocket: 17 })).toEqual({ chime: 'resultat', kind: 'result' });
  });

  it('announces nothing on a load, a repeated phase or settlement (the number waits for the landing)', () => {
    expect(announcementFor({ kind: 'phase', from: null, to: 'betting' })).toBeNull();
    expect(announcementFor({ kind: 'phase', from: 'betting', to: 'betting' })).toBeNull();
    expect(announcementFor({ kind: 'phase', from: 'noMoreBets', to: 'settled' })).toBeNull();
  });
});
