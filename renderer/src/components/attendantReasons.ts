// The reasons of "Appel" as the screen names them (a closed list: protocol/attendanceMessages.ts).
import type { AttendantReason } from '../../../protocol/attendanceMessages.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** The shell text of each reason, in the order the buttons show them. */
export const REASON_KEYS: Readonly<Record<AttendantReason, MessageKey>> = {
  help: 'callReasonHelp',
  payment: 'callReasonPayment',
  technical: 'callReasonTechnical',
  card: 'callReasonCard',
};
