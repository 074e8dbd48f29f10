/**
 * Rules of the club itself. Spec document 1 §1: "Some features apply only to Danish clubs (countryCode Danish)": the
 * association-system import, the integrations tab, the Danish mobile payment provider. Case and spacing of the stored
 * code do not matter.
 */
export const isDanishClub = (countryCode: string | null | undefined): boolean =>
  (countryCode ?? '').trim().toUpperCase() === 'DK';

/** Whether the association-system import (Conventus) is offered: a Danish club, with the flag `association_import`. */
export const offersAssociationImport = (countryCode: string | null | undefined, isFlagOn: boolean): boolean =>
  isFlagOn && isDanishClub(countryCode);
