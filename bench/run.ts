// `npm run bench -- <name>...` runs bench/<name>.ts (all of them without a name). Each bench prints
// its figures and the ratio to a baseline measured in the same run (2 cores: timings are noisy).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .map((f) => f.slice(0, -3));
// Bench names are the bare words; `--option value` pairs and `--option=value` belong to the benches.
const args = process.argv.slice(2);
const wanted = args.filter(
  (a, i) => !a.startsWith('--') && !(args[i - 1]?.startsWith('--') && !args[i - 1]?.includes('=')),
);
const names = wanted.length > 0 ? wanted : available;

for (const name of names) {
  if (!available.includes(name)) {
    process.stderr.write(`bench: no bench named "${name}" (have: ${available.join(', ')})\n`);
    process.exitCode = 2;
    continue;
  }
  process.stdout.write(`\n== bench ${name}\n`);
  await import(`./${name}.ts`);
}
