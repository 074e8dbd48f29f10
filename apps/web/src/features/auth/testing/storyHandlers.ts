import { http, HttpResponse } from 'msw';

/** MSW handlers the auth stories share: a club behind the token "abc" with a data policy. */
export const clubLinkHandler = http.post('*/api/v2/login/checkclublink', () =>
  HttpResponse.json({
    valid: true,
    id: 12,
    name: 'Aarhus Roklub',
    imageUrl: null,
    invitedByName: null,
    invitedByImage: null,
  }),
);

export const dataPolicyHandler = http.get('*/api/v2/clubs/datapolicy/link/get', () =>
  HttpResponse.json({ link: 'aarhusroklub.dk/privatliv' }),
);

/** The club asks for everything but the mobile number. */
export const disabledFieldsHandler = http.get('*/api/v4/clubs/getClubDisableProperties', () =>
  HttpResponse.json({ disabledUserFields: ['mobile'], disabledAddressFields: [] }),
);
