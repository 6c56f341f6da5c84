// The printed form of a journal anchor (issue 10 §5): `SEQ:DIGEST`, read back by `verify --anchor`.
import { describe, expect, it } from 'vitest';
import { formatAnchor, parseAnchor } from '../anchors.ts';

const DIGEST = 'ab'.repeat(32);

describe('journal anchors as printed', () => {
  it('reads back what it prints, upper-case hex and surrounding spaces included', () => {
    expect(parseAnchor(formatAnchor({ seq: 812, digest: DIGEST }))).toEqual({ seq: 812, digest: DIGEST });
    expect(parseAnchor(` 812:${DIGEST.toUpperCase()}\n`)).toEqual({ seq: 812, digest: DIGEST });
  });

  it('takes nothing else: no number, a short or non-hex digest, a sign, a second colon', () => {
    for (const bad of [
      `:${DIGEST}`,
      `812:${DIGEST.slice(1)}`,
      `812:${'g'.repeat(64)}`,
      `-1:${DIGEST}`,
      `812:${DIGEST}:1`,
      '',
      '812',
    ])
      expect(parseAnchor(bad)).toBeNull();
  });
});
