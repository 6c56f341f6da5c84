// Which hub URLs a station speaks to (issue 10 §3; docs/operations.md "TLS and pinning"): `ws://`
// only to loopback; `wss://` only with the hub certificate's SHA-256 fingerprint pinned, one or two
// (two during a certificate rotation).
import { isLoopbackHost } from '../../protocol/transport.ts';

/** A hub URL or pin the station refuses to use; nothing was sent. */
export class HubUrlRefused extends Error {
  /** Why: `insecure` (ws:// off loopback), `unpinned` (wss:// without a pin), `badPin`, `badUrl`. */
  readonly reason: 'insecure' | 'unpinned' | 'badPin' | 'badUrl';
  constructor(reason: HubUrlRefused['reason'], message: string) {
    super(message);
    this.name = 'HubUrlRefused';
    this.reason = reason;
  }
}

/** A SHA-256 fingerprint as 64 lowercase hex digits (`AB:CD:…` from openssl is accepted), or null. */
export function normalizeFingerprint(text: string): string | null {
  const hex = text.replaceAll(':', '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

/** The URL and its pins once checked: `pins` is empty for a loopback `ws://` hub. */
export interface CheckedHubUrl {
  readonly url: URL;
  readonly pins: readonly string[];
}

/** Checks `url` against the rule above; throws HubUrlRefused with the reason. */
export function checkHubUrl(url: string, pins: readonly string[] = []): CheckedHubUrl {
  if (!URL.canParse(url)) throw new HubUrlRefused('badUrl', `not a URL: ${url}`);
  const parsed = new URL(url);
  if (parsed.protocol === 'ws:') {
    if (!isLoopbackHost(parsed.hostname))
      throw new HubUrlRefused(
        'insecure',
        `ws:// is for loopback only; use wss:// to reach ${parsed.hostname}`,
      );
    return { url: parsed, pins: [] };
  }
  if (parsed.protocol !== 'wss:') throw new HubUrlRefused('badUrl', `not a ws:// or wss:// URL: ${url}`);
  const normalized = pins.map(normalizeFingerprint);
  if (normalized.some((p) => p === null))
    throw new HubUrlRefused('badPin', 'a pinned fingerprint is not 64 hex digits (SHA-256)');
  if (normalized.length === 0)
    throw new HubUrlRefused('unpinned', 'wss:// needs the hub certificate’s SHA-256 fingerprint pinned');
  return { url: parsed, pins: normalized.filter((p): p is string => p !== null) };
}
