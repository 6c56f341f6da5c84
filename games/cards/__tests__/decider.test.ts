// The decision envelope every card decider answers with: a rejection carries a detail only when
// one is given, so that a refusal sent to a terminal has exactly the fields its code documents.
import { describe, expect, it } from 'vitest';
import { accept, reject } from '../decider.ts';

describe('card decider envelope', () => {
  it('a rejection without a detail has no detail field at all', () => {
    const refused = reject('notBetting');
    expect(refused).toStrictEqual({ ok: false, rejection: { code: 'notBetting' } });
    expect(Object.keys(refused.rejection)).toEqual(['code']);
  });

  it('a rejection with a detail carries it as given', () => {
    expect(reject('aboveMaximum', { maximum: 5000 })).toStrictEqual({
      ok: false,
      rejection: { code: 'aboveMaximum', detail: { maximum: 5000 } },
    });
  });

  it('an acceptance carries its events in order', () => {
    expect(accept('a', 'b')).toStrictEqual({ ok: true, events: ['a', 'b'] });
    expect(accept()).toStrictEqual({ ok: true, events: [] });
  });
});
