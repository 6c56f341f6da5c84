// The table's state as the shell's banner draws it over every game (issue 11 §2: closing, closed,
// out of service, manual mode, offline), from the station view alone. Pure. One banner at a time,
// the most pressing first: offline (nothing can be sent), out of service, manual mode, closed,
// closing ("Trois dernières billes": RULES.md A.1, the three last are announced before closing).
import type { StationView } from '../../../protocol/bridge.ts';
import type { ShownLink } from '../stores/station.ts';

/** What the "three last" count counts at each game. */
export type LastUnit = 'balls' | 'spins' | 'hands' | 'coups';

/** The banner, or null when the table plays normally. */
export type TableBanner =
  | { readonly kind: 'offline'; readonly since: number | null }
  | { readonly kind: 'outOfService' }
  | { readonly kind: 'manual'; readonly awaiting: 'croupier' | 'comite' }
  | { readonly kind: 'closed' }
  | { readonly kind: 'closing'; readonly remaining: number; readonly unit: LastUnit };

/** The banner of `view` with the link as shown (page ↔ station ↔ hub) and since when. */
export function tableBanner(
  view: StationView | null,
  link: ShownLink,
  linkSince: number | null,
): TableBanner | null {
  if (link === 'offline') return { kind: 'offline', since: linkSince };
  if (view === null || view.game === null) return null;
  switch (view.game) {
    case 'roulette':
    case 'boule':
    case 'vingtTrois':
    case 'wheelOfFortune': {
      const hub = view.hub;
      const unit: LastUnit = view.game === 'wheelOfFortune' ? 'spins' : 'balls';
      const status = hub.tableStatus ?? (hub.session === 'closed' ? 'closed' : 'open');
      if (status === 'outOfService') return { kind: 'outOfService' };
      if (status === 'manual') return { kind: 'manual', awaiting: hub.manual?.awaiting ?? 'croupier' };
      if (status === 'closed' || hub.session === 'closed') return { kind: 'closed' };
      if (hub.lastRoundsRemaining !== null)
        return { kind: 'closing', remaining: hub.lastRoundsRemaining, unit };
      return null;
    }
    case 'blackjack':
    case 'puntoBanco': {
      const hub = view.hub;
      if (!hub.sessionOpen) return { kind: 'closed' };
      if (hub.lastHandsRemaining !== null) {
        const unit: LastUnit = view.game === 'blackjack' ? 'hands' : 'coups';
        return { kind: 'closing', remaining: Math.max(0, Math.min(3, hub.lastHandsRemaining)), unit };
      }
      return null;
    }
    case 'holdem':
      return view.hub.table.partieOpen ? null : { kind: 'closed' };
  }
}
