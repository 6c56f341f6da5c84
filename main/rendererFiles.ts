// The built renderer's files, as both the kiosk's app:// scheme and the loopback bridge serve
// them: a path under the renderer root or a refusal, and only the content types a build emits.
import path from 'node:path';

/** Content types of what the renderer build emits; anything else is refused. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
  '.atlas': 'text/plain; charset=utf-8',
  '.fnt': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A renderer file to serve, or why not. */
export type RendererFile =
  | { readonly kind: 'file'; readonly filePath: string; readonly contentType: string }
  | { readonly kind: 'refused'; readonly status: 400 | 403 | 404; readonly reason: string };

/**
 * Maps a URL path (still percent-encoded) to a file under `rootDir`, refusing every escape: `..`
 * in any encoding, backslashes, NUL bytes, and file types a renderer build does not emit.
 */
export function resolveRendererFile(rootDir: string, encodedPath: string): RendererFile {
  let relative: string;
  try {
    relative = decodeURIComponent(encodedPath);
  } catch {
    return { kind: 'refused', status: 400, reason: 'bad percent-encoding' };
  }
  if (relative.includes('\0') || relative.includes('\\')) {
    return { kind: 'refused', status: 400, reason: 'NUL or backslash in path' };
  }
  if (relative.split('/').some((segment) => segment === '..')) {
    return { kind: 'refused', status: 403, reason: 'path traversal' };
  }
  if (!relative.startsWith('/')) relative = `/${relative}`;
  if (relative.endsWith('/')) relative += 'index.html';
  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, `.${relative}`);
  if (!filePath.startsWith(root + path.sep))
    return { kind: 'refused', status: 403, reason: 'path traversal' };
  const contentType = CONTENT_TYPES[path.extname(filePath).toLowerCase()];
  if (contentType === undefined) return { kind: 'refused', status: 404, reason: 'unknown file type' };
  return { kind: 'file', filePath, contentType };
}
