// The terminal's configuration, provisioned when the terminal is imaged (DESIGN.md "Hub ↔
// terminal protocol": per-terminal secret, and the pinned fingerprint of its hub's certificate). Read from $TAPIS_TERMINAL_CONFIG, else
// <userData>/terminal.json; validated with zod, and every error names its field. Pure parsing
// plus a small file reader; no Electron import, so vitest checks it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseCredentialHash } from './attendantCredential.ts';
import { HubUrlRefused, checkHubUrl, normalizeFingerprint } from '../station/hubUrlPolicy.ts';

/** The environment variable that points at the configuration file. */
export const CONFIG_ENV_VAR = 'TAPIS_TERMINAL_CONFIG';

const absolutePath = z.string().refine((p) => path.isAbsolute(p), 'must be an absolute path');

const hubSchema = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('remote'),
      url: z
        .string()
        .refine(
          (u) => URL.canParse(u) && /^wss?:$/.test(new URL(u).protocol),
          'must be a ws:// or wss:// URL',
        ),
      /**
       * SHA-256 fingerprints of the hub's certificate, provisioned with the terminal id: one, or
       * two while a new certificate is rolled out (docs/operations.md "TLS and pinning").
       */
      certSha256: z
        .array(z.string().refine((f) => normalizeFingerprint(f) !== null, 'must be a SHA-256 fingerprint'))
        .min(1)
        .max(2)
        .optional(),
    })
    .strict()
    // Issue 10 §3: ws:// only to loopback, wss:// only pinned (main/station/hubUrlPolicy.ts).
    .superRefine((hub, ctx) => {
      if (!URL.canParse(hub.url)) return;
      try {
        checkHubUrl(hub.url, hub.certSha256 ?? []);
      } catch (error) {
        if (!(error instanceof HubUrlRefused) || error.reason === 'badPin') return;
        ctx.addIssue({
          code: 'custom',
          path: error.reason === 'unpinned' ? ['certSha256'] : ['url'],
          message: error.message,
        });
      }
    }),
  // Single-table mode (docs/kiosk.md): the terminal starts its table's hub with a real
  // configuration, provisioned with the terminal (`hub provision`, `hub staff add`): credit only
  // by a cashier, the séance opened by a named comité member, never demo money (issue 10 §2).
  z
    .object({
      mode: z.literal('single-table'),
      /** The hub's configuration file (hub/config/hubConfig.ts), provisioned at imaging. */
      config: absolutePath,
      /** Loopback port of the hub this terminal starts; 0 picks a free one at start-up. */
      port: z.int().min(0).max(65_535).default(0),
    })
    .strict(),
  // The explicit demo of `npm start` (main/electron/demoConfig.ts): a `--demo` hub with demo
  // money. A packaged kiosk refuses it (kioskShell.ts): no provisioned terminal runs the demo.
  z
    .object({
      mode: z.literal('demo'),
      /** Loopback port of the demo hub; 0 picks a free one at start-up. */
      port: z.int().min(0).max(65_535).default(0),
    })
    .strict(),
]);

/** The schema of terminal.json. */
export const TerminalConfigSchema = z
  .object({
    terminalId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, . _ - (1 to 64)'),
    secret: z.string().min(16, 'at least 16 characters'),
    hub: hubSchema,
    attendant: z
      .object({
        credentialHash: z.string().superRefine((text, ctx) => {
          const parsed = parseCredentialHash(text);
          if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
        }),
      })
      .strict(),
    /** Station mirror (and the demo hub's SQLite file) live under it. */
    dataDir: absolutePath.optional(),
    crashBudget: z
      .object({ maxCrashes: z.int().min(1).max(20), windowSeconds: z.int().min(10).max(86_400) })
      .strict()
      .optional(),
    /**
     * The NFC card reader (issue 12 §1, docs/kiosk.md "The card reader"): its PC/SC name (or a
     * prefix; the first reader when absent) and pcscd's socket. No `reader`: no cards are read.
     */
    reader: z
      .object({ name: z.string().min(1).max(200).optional(), pcscdSocket: absolutePath.optional() })
      .strict()
      .optional(),
  })
  .strict();

/** A validated configuration, with `dataDir` resolved. */
export type TerminalConfig = Omit<z.output<typeof TerminalConfigSchema>, 'dataDir'> & {
  readonly dataDir: string;
};

/** The outcome of reading a configuration: the value, or one message per wrong field. */
export type ConfigOutcome = { ok: true; config: TerminalConfig } | { ok: false; errors: string[] };

/** Validates parsed JSON; `defaultDataDir` applies when the file names none. */
export function parseTerminalConfig(raw: unknown, defaultDataDir: string): ConfigOutcome {
  const parsed = TerminalConfigSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map(
        (i) => `${i.path.length > 0 ? i.path.join('.') : '(root)'}: ${i.message}`,
      ),
    };
  }
  return { ok: true, config: { ...parsed.data, dataDir: parsed.data.dataDir ?? defaultDataDir } };
}

/** The configuration file's path: the environment variable, else under the user data dir. */
export function configPath(env: Readonly<Record<string, string | undefined>>, userDataDir: string): string {
  const fromEnv = env[CONFIG_ENV_VAR];
  return fromEnv !== undefined && fromEnv !== ''
    ? path.resolve(fromEnv)
    : path.join(userDataDir, 'terminal.json');
}

/** Reads and validates the file at `file`. */
export async function readTerminalConfig(file: string, defaultDataDir: string): Promise<ConfigOutcome> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    return { ok: false, errors: [`(file) ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`(file) ${file}: not JSON (${(err as Error).message})`] };
  }
  return parseTerminalConfig(raw, defaultDataDir);
}
