// Serving the built renderer from a folder on loopback, with the kiosk's own path rules.
import { readFile } from 'node:fs/promises';
import { resolveRendererFile } from '../rendererFiles.ts';

/** Reads the file that URL `requestUrl` names under `root`, or null when refused or missing. */
export async function loadStatic(
  root: string,
  requestUrl: string,
): Promise<{ body: Buffer; type: string } | null> {
  const target = resolveRendererFile(root, new URL(requestUrl, 'http://loopback').pathname);
  if (target.kind !== 'file') return null;
  try {
    return { body: await readFile(target.filePath), type: target.contentType };
  } catch {
    return null;
  }
}
