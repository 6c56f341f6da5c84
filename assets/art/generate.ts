// Draws the felts' art as SVG (our own vectors, no third-party art): `node assets/art/generate.ts`
// rewrites assets/art/*.svg. Deterministic: the same bytes every run.
//   felt-weave.svg — a 48 × 48 tile of the cloth's twill, laid over the felt colour at low alpha;
//   chip-face.svg  — a chip's face: six edge inserts and the inlay ring, transparent elsewhere so
//                    that the chip's colour (its value, felt/chips.ts) shows through.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const round = (n: number) => Math.round(n * 100) / 100;

/** The twill: diagonal threads, light and dark, that tile seamlessly every 48 px. */
export function feltWeave(): string {
  const size = 48;
  const lines: string[] = [];
  // Diagonals 6 px apart, drawn past the tile's edges so that neighbouring tiles join.
  for (let i = -size; i <= 2 * size; i += 6) {
    const light = (i / 6) % 2 === 0;
    lines.push(
      `<line x1="${i}" y1="0" x2="${i - size}" y2="${size}" stroke="${light ? '#ffffff' : '#000000'}" ` +
        `stroke-opacity="${light ? 0.16 : 0.22}" stroke-width="2.2"/>`,
    );
  }
  // Short cross threads, the weft, every 12 px.
  for (let y = 3; y < size; y += 12) {
    for (let x = 3; x < size; x += 12) {
      lines.push(
        `<line x1="${x}" y1="${y}" x2="${x + 4}" y2="${y + 4}" stroke="#ffffff" stroke-opacity="0.1" stroke-width="1.4"/>`,
      );
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">\n` +
    `${lines.join('\n')}\n</svg>\n`
  );
}

/** A chip's face, 120 × 120: the rim inserts and the inlay ring around the value. */
export function chipFace(): string {
  const c = 60;
  const outer = 58;
  const inner = 44;
  const parts: string[] = [];
  for (let k = 0; k < 6; k++) {
    // Six inserts, each a 24° band of the rim.
    const a0 = ((k * 60 - 12) * Math.PI) / 180;
    const a1 = ((k * 60 + 12) * Math.PI) / 180;
    const p = (r: number, a: number) => `${round(c + r * Math.cos(a))} ${round(c + r * Math.sin(a))}`;
    parts.push(
      `<path d="M ${p(inner, a0)} L ${p(outer, a0)} A ${outer} ${outer} 0 0 1 ${p(outer, a1)} ` +
        `L ${p(inner, a1)} A ${inner} ${inner} 0 0 0 ${p(inner, a0)} Z" fill="#ffffff" fill-opacity="0.92"/>`,
    );
  }
  parts.push(
    `<circle cx="${c}" cy="${c}" r="${outer}" fill="none" stroke="#000000" stroke-opacity="0.45" stroke-width="3"/>`,
    `<circle cx="${c}" cy="${c}" r="${inner - 4}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2.5" stroke-dasharray="5 4"/>`,
    `<circle cx="${c}" cy="${c}" r="${inner - 10}" fill="#000000" fill-opacity="0.12"/>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">\n` +
    `${parts.join('\n')}\n</svg>\n`
  );
}

/** Every file this script writes: name → SVG text. */
export const ART: Readonly<Record<string, () => string>> = {
  'felt-weave.svg': feltWeave,
  'chip-face.svg': chipFace,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, draw] of Object.entries(ART)) {
    writeFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), draw());
    process.stdout.write(`${name}\n`);
  }
}
