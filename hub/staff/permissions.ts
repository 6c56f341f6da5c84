// Who may do what (seed 000, RULES.md A.1). A role not listed gets FORBIDDEN.
import type { RegisterQuery } from '../../protocol/registerMessages.ts';
import type { StaffCommand, StaffRole } from '../../protocol/staffMessages.ts';
import type { WheelTableConfig } from '../tables/wheel/wheelGame.ts';

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
  // Issue 10 §4: another comité member or a technicien at the console lifts a lock (never their
  // own: staffDispatch.ts refuses CANNOT_UNLOCK_SELF).
  unlockStaff: ['comiteDeDirection', 'technicien'],
  // Seed 000 manual mode: "le croupier passe en mode manuel" and enters what was not detected…
  manualNoMoreBets: ['croupier', 'chefDePartie'],
  enterResult: ['croupier', 'chefDePartie'],
  // …"en présence d'un membre du comité de direction", who validates it.
  validateManualEntry: ['comiteDeDirection'],
  // Seed 000: the modèle 7 is "certifié par un membre du comité de direction et le caissier".
  certifyModele7: ['comiteDeDirection', 'caissier'],
  // Issue 12 §5: whoever on the floor goes to the station answers the player's "Appel".
  answerAttendantCall: ['croupier', 'chefDePartie', 'comiteDeDirection', 'caissier', 'technicien'],
  // Hold'em room (seed 000): the cashier registers identities, issues the nominative cards, sells
  // caves (programming the PIN), unlocks cards and pays, "exclusivement à la caisse".
  registerPlayer: ['caissier'],
  issueCard: ['caissier'],
  buyCave: ['caissier'],
  unlockCard: ['caissier'],
  payPlayer: ['caissier'],
  // "Le montant minimum de la cave est fixé par la direction": a comité member.
  setCaveLimits: ['comiteDeDirection'],
  // The waiting list "sous le contrôle d'un chef de partie ou d'un membre du comité de direction",
  // who also attributes the seats.
  joinWaitingList: ['chefDePartie', 'comiteDeDirection'],
  callNextWaiting: ['chefDePartie', 'comiteDeDirection'],
  skipWaiting: ['chefDePartie', 'comiteDeDirection'],
  assignSeat: ['chefDePartie', 'comiteDeDirection'],
  freeSeat: ['chefDePartie', 'comiteDeDirection'],
  // Seed 000: the cave minimum and the blinds are "fixé[s] … par le directeur responsable" at
  // the start of a partie: a comité member opens it; the partie ends under the same control.
  startHoldemPartie: ['comiteDeDirection'],
  endHoldemPartie: ['chefDePartie', 'comiteDeDirection'],
  // Card tables (hub/tables/cards/cardStaff.ts CARD_PERMISSIONS): "le membre du comité de direction
  // suspend la participation du joueur"; a consignment is paid back at the cash desk.
  suspendAbsentPlayer: ['comiteDeDirection'],
  claimConsignment: ['caissier'],
};

/**
 * Who may read each register (docs/registers.md). The control documents are the direction's and
 * the cash desk's; game recall also serves the floor staff settling a dispute at a station.
 */
export const REGISTER_READERS: Readonly<Record<RegisterQuery['register'], readonly StaffRole[]>> = {
  modele7: ['comiteDeDirection', 'caissier', 'chefDePartie'],
  modele11quater: ['comiteDeDirection', 'caissier'],
  modele11bis: ['comiteDeDirection', 'caissier', 'chefDePartie'],
  gameRecall: ['comiteDeDirection', 'chefDePartie', 'croupier', 'technicien'],
  // The permanent paytable and options of an open table: every staff role may read them.
  rulesReport: ['croupier', 'chefDePartie', 'comiteDeDirection', 'caissier', 'technicien'],
  // The jackpot register (seed 000 art. 67-5 2°): the pool's money, read as the other money registers.
  jackpotHistory: ['comiteDeDirection', 'caissier', 'chefDePartie'],
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
