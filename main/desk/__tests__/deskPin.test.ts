// The PIN rule at the desk: the same as the staff API's (PinSchema, 4 to 6 digits), checked on the
// bytes typed; two entries compared; every copy that is not returned wiped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PinSchema } from '../../../protocol/playerMessages.ts';
import type { SecretEntry } from '../deskKeyboard.ts';
import { askPin, isPin, PIN_RULE_WORDS, samePin } from '../deskPin.ts';

const bytes = (text: string): Buffer => Buffer.from(text, 'latin1');

/** A keyboard typing `keys` in turn, keeping every buffer it handed out. */
function keyboard(keys: (string | 'aborted')[]) {
  const handed: Buffer[] = [];
  const prompts: string[] = [];
  const ask = (prompt: string): Promise<SecretEntry> => {
    prompts.push(prompt);
    const key = keys.shift();
    if (key === undefined) return Promise.resolve({ kind: 'closed' });
    if (key === 'aborted') return Promise.resolve({ kind: 'aborted' });
    const b = bytes(key);
    handed.push(b);
    return Promise.resolve({ kind: 'typed', bytes: b, tooLong: key.length > 16 });
  };
  return { ask, handed, prompts };
}

describe('isPin', () => {
  it('takes 4 to 6 digits and nothing else', () => {
    for (const pin of ['0000', '1234', '12345', '739164'])
      expect([pin, isPin(bytes(pin))]).toEqual([pin, true]);
    for (const pin of ['', '123', '1234567', '12a4', ' 1234', '1234 ', '١٢٣٤', '12.4', '+123'])
      expect([pin, isPin(bytes(pin))]).toEqual([pin, false]);
  });

  it('agrees with the staff API’s PinSchema on any text (property)', () => {
    fc.assert(
      // fc.string draws ASCII: one byte a character, as the keyboard hands a PIN's digits.
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^\d{3,7}$/)), (text) => {
        expect(isPin(bytes(text))).toBe(PinSchema.safeParse(text).success);
      }),
    );
  });
});

describe('samePin', () => {
  it('compares lengths and digits', () => {
    expect(samePin(bytes('1234'), bytes('1234'))).toBe(true);
    expect(samePin(bytes('1234'), bytes('1243'))).toBe(false);
    expect(samePin(bytes('1234'), bytes('12345'))).toBe(false);
  });
});

describe('askPin', () => {
  it('returns the PIN typed once, or twice the same when confirming; wipes the second copy', async () => {
    const once = keyboard(['4821']);
    const got = await askPin(once.ask, 'Code : ');
    expect(got.ok && got.pin.toString('latin1')).toBe('4821');
    expect(once.prompts).toEqual(['Code : ']);
    const twice = keyboard(['4821', '4821']);
    const confirmed = await askPin(twice.ask, 'Code : ', 'Encore : ');
    expect(confirmed.ok && confirmed.pin.toString('latin1')).toBe('4821');
    expect(twice.prompts).toEqual(['Code : ', 'Encore : ']);
    expect(twice.handed[1]?.every((b) => b === 0)).toBe(true);
  });

  it('refuses a PIN off the rule, two different PINs, an aborted or missing entry; wipes all it read', async () => {
    const cases: [(string | 'aborted')[], string][] = [
      [['123'], PIN_RULE_WORDS],
      [['12345678901234567'], PIN_RULE_WORDS],
      [['4821', '482'], PIN_RULE_WORDS],
      [['4821', '4812'], 'les deux codes tapés diffèrent : rien n’a été envoyé'],
      [['aborted'], 'saisie du code abandonnée : rien n’a été envoyé'],
      [['4821', 'aborted'], 'saisie du code abandonnée : rien n’a été envoyé'],
      [[], 'l’entrée du poste est fermée : rien n’a été envoyé'],
    ];
    for (const [keys, why] of cases) {
      const k = keyboard([...keys]);
      expect([keys, await askPin(k.ask, 'Code : ', 'Encore : ')]).toEqual([keys, { ok: false, why }]);
      expect(k.handed.every((b) => b.every((x) => x === 0))).toBe(true);
    }
  });
});
