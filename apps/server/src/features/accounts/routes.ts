import path from 'node:path';
import type { accountsContract } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { localFileStorage } from '../../files/storage.js';
import { unauthorized } from '../../http/HttpError.js';
import type { Handlers } from '../../http/registerContract.js';
import { externalVerifier } from './externalSignIn.js';
import { accountsService } from './service.js';

const signedIn = (userId: number | undefined): number => {
  if (userId === undefined) throw unauthorized();
  return userId;
};

export const accountsHandlers = (db: Db, config: Config): Handlers<typeof accountsContract> => {
  const service = accountsService({
    db,
    config,
    storage: localFileStorage(path.join(config.dataDir, 'files')),
    verifyExternal: externalVerifier(config.oidcProviders),
  });
  // The calls besides sign-in that a visitor makes with the client credential: per minute and address.
  const limited = { rateLimit: { max: config.authRateLimit, timeWindow: 60_000 } };
  return {
    loginPlain: ({ body, request }) => service.signIn(body, request.ip),
    logout: async ({ request }) => {
      // `user` access has already proven the bearer token; this ends exactly that session.
      const token = request.headers.authorization?.slice('Bearer '.length).trim() ?? '';
      await service.signOut(token);
    },
    register: { ...limited, handler: ({ body }) => service.register(body) },
    forgotPassword: { ...limited, handler: ({ body }) => service.forgotPassword(body) },
    resetPassword: { ...limited, handler: ({ body }) => service.resetPassword(body) },
    putUserHeaderImage: ({ body, auth }) => service.setHeaderImage(signedIn(auth.userId), body.userId, body.image),
    removeSelf: ({ auth }) => service.removeSelf(signedIn(auth.userId)),
    loginExternal: { ...limited, handler: ({ body }) => service.signInExternal(body) },
  };
};
