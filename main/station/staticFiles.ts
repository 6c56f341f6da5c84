// Serving the built renderer from a folder on loopback, with the kiosk's own path rules.
import { readFile } from 'node:fs/promises';
import { resolveRendererFile } from '../rendererFiles.ts';
import { targetPath } from './bridgeEdge.ts';

/**
 * Reads the file that request target `requestUrl` names under `root`, or null when refused,
 * missing or not a target at all (`//[` and the like never throw here: issue 10 §1).
 */
export async function loadStatic(
  root: string,
  requestUrl: string,
): Promise<{ body: Buffer; type: string } | null> {
  const path = targetPath(requestUrl);
  if (path === null) return null;
  const target = resolveRendererFile(root, path);
  if (target.kind !== 'file') return null;
  try {
    return { body: await readFile(target.filePath), type: target.contentType };
  } catch {
    return null;
  }
}
