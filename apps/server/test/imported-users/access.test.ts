import { importedUsersContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { wireId } from '../support/importedScope.js';
import { coveredEntries, credentialMatrix, importedMatrix, matrix, memberOfClubA } from '../support/matrix.js';
import { seedImportedScope } from '../support/importedScope.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { useWorld } from '../support/world.js';
import { STRONG_PASSWORD } from './helpers.js';

/**
 * Every call of the imported-user sign-up (ADR 018) by its access level: the link's exchange takes the client
 * credential; the flow's calls take the sign-up session of one invitation (`importedMatrix`: a user's session is
 * none, and another e-mail's session meets this flow's people as unknown, 404); a child's registration is a signed-in
 * user's, in a club of theirs (`ClubId`: club A), so both leader columns pass like any member of club A.
 */
const ctx = useWorld();

credentialMatrix(ctx, 'loginImported', 'client', async ({ options }) => {
  const scope = await seedImportedScope(ctx.t.database.db, { clubId: ctx.world.clubA });
  return api(ctx.t, options).loginImported({ body: { email: scope.email, password: scope.secret } });
});

importedMatrix(ctx, 'addImportedChild', ({ options, scope }) =>
  api(ctx.t, options).addImportedChild({
    params: { id: wireId(scope.ids[0] ?? 0) },
    body: { firstName: 'Søn', surname: 'Testesen', birthdate: '2016-05-01' },
  }),
);

importedMatrix(ctx, 'updateImportedUser', ({ options, scope }) =>
  api(ctx.t, options).updateImportedUser({ params: { id: wireId(scope.ids[0] ?? 0) }, body: { userStatus: 1 } }),
);

importedMatrix(ctx, 'removeImportedUser', ({ options, scope }) =>
  api(ctx.t, options).removeImportedUser({ params: { id: wireId(scope.ids[0] ?? 0) } }),
);

importedMatrix(ctx, 'activateImported', ({ options, scope }) =>
  api(ctx.t, options).activateImported({
    body: {
      models: [
        {
          userId: wireId(scope.ids[0] ?? 0),
          firstName: 'Mor',
          surname: 'Testesen',
          email: uniqueEmail('mor'),
          zip: '8000',
          password: STRONG_PASSWORD,
          userStatus: 1,
        },
      ],
      RelatedClubId: scope.clubId,
    },
  }),
);

// A member of club A registers a child there; the club is named in the body, so outsiders get 403.
matrix(ctx, 'registerChild', memberOfClubA, ({ options, userId }) =>
  api(ctx.t, options).registerChild({
    body: {
      ApiUserOther: { Birthdate: '2017-03-04', Firstname: 'Barn', Surname: 'Matrix' },
      ApiUser: { UserId: userId ?? 1 },
      ApiUserFriendType: 2,
      ClubId: ctx.world.clubA,
    },
  }),
);

describe('every imported-user call is in a matrix', () => {
  it('covers each entry of the imported-users contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(importedUsersContract).sort());
  });
});
