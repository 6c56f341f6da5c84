// Imaging tool: hashes an attendant's exit code for terminal.json (attendant.credentialHash).
// Reads the code from stdin so it never sits in the shell history:
//   printf '%s' "$CODE" | node main/electron/tools/hashAttendantCredential.ts
import { hashCredential } from '../attendantCredential.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const code = Buffer.concat(chunks)
  .toString('utf8')
  .replace(/\r?\n$/, '');
try {
  process.stdout.write(`${await hashCredential(code)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
