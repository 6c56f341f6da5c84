// French numbers for the readable rules reports (issue 10 §7): decimal comma, digits grouped by
// three with a narrow no-break space (U+202F), a no-break space (U+00A0) before "%", exactly as
// Intl's fr-FR prints them in the renderer (CLDR 48; renderer/src/i18n/jackpotText.ts `bpsText`
// writes the same U+00A0) — written out because games/ is pure and imports neither the renderer
// nor the hub, and so that a paytable does not depend on the ICU data of the machine.

const NNBSP = '\u202f';
const PERCENT = '\u00a0%';

/** Groups a string of digits by three from the right: "133784560" → "133 784 560". */
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
}

/** A whole number in French: 100000 → "100 000". */
export function frenchInteger(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${n}`);
  return `${n < 0 ? '-' : ''}${group(String(Math.abs(n)))}`;
}

/** A fraction as a French percentage with `digits` decimals: 0.98764918 → "98,7649 %". */
export function frenchPercent(fraction: number, digits: number): string {
  if (!Number.isFinite(fraction)) throw new RangeError(`not a finite fraction: ${fraction}`);
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) throw new RangeError(`bad digits: ${digits}`);
  const fixed = (Math.abs(fraction) * 100).toFixed(digits);
  // split always returns at least one piece: the digits before the point (or all of them).
  const [whole, part] = fixed.split('.') as [string, string?];
  // A value that rounds to zero prints without a sign.
  const sign = fraction < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${group(whole)}${part === undefined ? '' : `,${part}`}${PERCENT}`;
}

/** Basis points as a French percentage, no trailing zeros: 400 → "4 %", 450 → "4,5 %". */
export function basisPointsPercent(bps: number): string {
  if (!Number.isSafeInteger(bps)) throw new RangeError(`not whole basis points: ${bps}`);
  const abs = Math.abs(bps);
  const part = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const whole = group(String(Math.trunc(abs / 100)));
  return `${bps < 0 ? '-' : ''}${whole}${part === '' ? '' : `,${part}`}${PERCENT}`;
}
