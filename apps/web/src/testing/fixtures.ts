import type { AccountUser, ChildSummary, ClubGeneralSettings, ClubOverviewItem } from '@klubhus/domain';

/** Sample data for stories and component tests, shaped by the contract's schemas. */
export const sampleUser: AccountUser = {
  id: 7,
  firstName: 'Anna',
  surname: 'Hansen',
  email: 'anna@klubhus.dk',
  imageUrl: null,
  zip: '8000',
  birthdate: '1990-04-12',
  mobile: '12345678',
  address: 'Skovvej 3',
  city: 'Aarhus',
};

export const sampleClub: ClubOverviewItem = {
  clubId: 12,
  title: 'Aarhus Roklub',
  imageUrl: null,
  memberType: 2,
  countryCode: 'DK',
  zip: '8000',
  city: 'Aarhus',
};

export const sampleClubSettings: ClubGeneralSettings = {
  clubId: 12,
  title: 'Aarhus Roklub',
  description: 'Roning på Aarhus Å og i bugten siden 1880.',
  address: 'Tangkrogen 2',
  zip: '8000',
  city: 'Aarhus',
  phoneNumber: '86123456',
  homePage: 'https://aarhusroklub.dk',
  vatId: 'DK12345678',
  dataPolicyLink: 'https://aarhusroklub.dk/privatliv',
  imageUrl: null,
  countryCode: 'DK',
};

/** A signed-in administrator of `sampleClub`, for `<ScreenProviders session={…}>`. */
export const signedInSession = { token: 'story-token', user: sampleUser, clubId: sampleClub.clubId };

/** A second club of the same user, where they are a group leader. */
export const secondClub: ClubOverviewItem = {
  clubId: 15,
  title: 'Risskov Svømmeklub',
  imageUrl: null,
  memberType: 3,
  countryCode: 'DK',
  zip: '8240',
  city: 'Risskov',
};

/** The signed-in user's child, for the member switcher. */
export const sampleChild: ChildSummary = { id: 31, firstName: 'Oskar', surname: 'Hansen', birthdate: '2015-06-01' };
