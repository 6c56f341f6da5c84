// Serving the built renderer from a folder, refusing anything outside it.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** The file under `root` that URL path `urlPath` names, or null for a path escaping the root. */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const full = normalize(join(root, relative));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

/** Reads a static file and its content type, or null when missing. */
export async function loadStatic(path: string): Promise<{ body: Buffer; type: string } | null> {
  try {
    return { body: await readFile(path), type: TYPES[extname(path)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}
