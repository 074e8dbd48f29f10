import { contract } from '@klubhus/domain';
import { answer } from '../../../testing/apiStub';

/** What the auth tests and stories share: the club behind the invitation token "abc", with a data policy. */
export const clubLink = answer(contract.checkClubLink, {
  valid: true,
  id: 12,
  name: 'Aarhus Roklub',
  imageUrl: null,
  invitedByName: null,
  invitedByImage: null,
  groups: [],
  linkGroupIds: [],
  dataPolicyLink: 'aarhusroklub.dk/privatliv',
});

export const dataPolicy = answer(contract.dataPolicyLink, { link: 'aarhusroklub.dk/privatliv' });

/** The club asks for everything but the mobile number. */
export const disabledFields = answer(contract.clubDisableProperties, {
  disabledUserFields: ['mobile'],
  disabledAddressFields: [],
});
