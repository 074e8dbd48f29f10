import type { ActivityDetail } from '@klubhus/domain';

/** What the wizard is for (spec §2.5, §4): create starts at the type, edit and copy at the details. */
export type ActivityWizardMode =
  | { kind: 'create' }
  | { kind: 'edit'; activity: ActivityDetail }
  | { kind: 'copy'; activity: ActivityDetail };

export interface ActivityWizardProps {
  clubId: number;
  mode: ActivityWizardMode;
  /** The club's time zone (the overview's `timeZone`): times are entered and shown in it. */
  timeZone: string;
  /** The club has the mobile payment agreement: the amount field is open (else the hint 'Kræver MobilePay - Foreningsaftale'). */
  paymentAgreement: boolean;
  onClose: () => void;
  /** After a save: the activity saved (the first occurrence of a new series). */
  onSaved: (activity: ActivityDetail) => void;
}

/** The activity wizard (being built). */
export function ActivityWizard(_props: ActivityWizardProps) {
  return null;
}
