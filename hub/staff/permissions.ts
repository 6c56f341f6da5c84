// Who may do what (seed 000, RULES.md A.1). A role not listed gets FORBIDDEN.
import type { StaffCommand, StaffRole } from '../../protocol/staffMessages.ts';
import type { WheelTableConfig } from '../wheel/wheelGame.ts';

/** The roles allowed to perform each staff action. */
export const PERMISSIONS: Readonly<Record<StaffCommand['type'], readonly StaffRole[]>> = {
  // "croupier requests" the opening; the chef de partie supervises the croupiers.
  requestOpening: ['croupier', 'chefDePartie'],
  // "Un membre du comité de direction valide les opérations d'ouverture de la séance"; with an
  // automatic launcher he also puts the stations in service.
  validateOpening: ['comiteDeDirection'],
  // Replaced per launcher by `announcers` below.
  announceLastRounds: ['comiteDeDirection'],
  // "le membre du comité de direction valide la fermeture informatique de la session".
  validateClosing: ['comiteDeDirection'],
  // Incidents: "un membre du comité de direction, qui procède à la relance du jeu".
  relaunch: ['comiteDeDirection'],
  // "le caissier procède à la comptée".
  countSession: ['caissier'],
  creditIn: ['caissier'],
  redeemVoucher: ['caissier'],
  unlockStaff: ['comiteDeDirection'],
  // Seed 000 manual mode: "le croupier passe en mode manuel" and enters what was not detected…
  manualNoMoreBets: ['croupier', 'chefDePartie'],
  enterResult: ['croupier', 'chefDePartie'],
  // …"en présence d'un membre du comité de direction", who validates it.
  validateManualEntry: ['comiteDeDirection'],
};

/**
 * Seed 000: the three last balls are announced "par le croupier ou par un membre du comité de
 * direction s'il s'agit d'un appareil doté du lanceur automatique qu'il programme à cet effet".
 */
export function announcers(config: Pick<WheelTableConfig, 'launcher'>): readonly StaffRole[] {
  return config.launcher === 'automatic' ? ['comiteDeDirection'] : ['croupier', 'comiteDeDirection'];
}

/** True when `role` may perform `command` (on its table, for table actions). */
export function mayPerform(
  role: StaffRole,
  command: StaffCommand,
  table?: Pick<WheelTableConfig, 'launcher'>,
): boolean {
  const allowed =
    command.type === 'announceLastRounds' && table !== undefined
      ? announcers(table)
      : PERMISSIONS[command.type];
  return allowed.includes(role);
}
