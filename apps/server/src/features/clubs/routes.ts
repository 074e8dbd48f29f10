import path from 'node:path';
import type { clubsContract } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { localFileStorage } from '../../files/storage.js';
import type { AuthState } from '../../http/access.js';
import { unauthorized } from '../../http/HttpError.js';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

/** The signed-in user; `user`/`admin` calls always have one after authentication. */
const userOf = (auth: AuthState): number => {
  if (auth.userId === undefined) throw unauthorized();
  return auth.userId;
};

/** The club the access check resolved (admin calls). */
const clubOf = (auth: AuthState): number => {
  if (auth.clubId === undefined) throw new Error('club call without a resolved club');
  return auth.clubId;
};

/** Header images live under DATA_DIR/files/clubs/<id> (served at /files/). */
export const clubsHandlers = (db: Db, config: Pick<Config, 'dataDir'>): Handlers<typeof clubsContract> =>
  handlersFor({ db, files: localFileStorage(path.join(config.dataDir, 'files')) });

const handlersFor = (deps: service.ClubsDeps): Handlers<typeof clubsContract> => ({
  newClub: async ({ auth, body }) => ({ clubId: await service.createClub(deps, userOf(auth), body) }),
  clubOverview: ({ auth }) => service.clubOverview(deps, userOf(auth)),
  myClubWheels: ({ auth }) => service.clubWheels(deps, userOf(auth)),
  putClubHeaderImage: ({ auth, body }) => service.replaceHeaderImage(deps, clubOf(auth), body.image),
  getClub: ({ auth }) => service.clubSettings(deps, clubOf(auth)),
  patchClub: ({ auth, body }) => service.patchClub(deps, clubOf(auth), body),
  userClubMaps: ({ auth }) => service.clubMaps(deps, userOf(auth)),
  // Relations (parent → child) arrive with the members issue; until then nobody has children here.
  userChildren: () => [],
  dataPolicyLink: ({ query }) => service.dataPolicyLinkOf(deps, query.clubId),
  acceptDataPolicy: async ({ auth, query }) => {
    await service.acceptDataPolicy(deps, query.clubId, userOf(auth));
  },
  clubDisableProperties: ({ query }) => service.disableProperties(deps, query.clubId),
  checkClubLink: ({ body }) => service.checkClubLink(deps, body.clubToken),
  // Sponsors arrive with their own issue; "bannerUrl or 0" (spec document 1 §7).
  showSponsor: () => 0 as const,
});
