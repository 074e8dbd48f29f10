import type { accountsContract } from '@klubhus/domain';
import { bearerToken } from '../../http/access.js';
import { addressKey } from '../../http/clientAddress.js';
import { deviceCookie, deviceTokensOf } from './deviceCookie.js';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

export const accountsHandlers = (deps: service.AccountsDeps): Handlers<typeof accountsContract> => {
  // The calls besides sign-in that a visitor makes with the client credential: per minute and address.
  const limited = { rateLimit: { max: deps.config.authRateLimit, timeWindow: 60_000 } };
  return {
    loginPlain: async ({ body, request, reply }) => {
      const { answer, deviceToken } = await service.signIn(deps, body, {
        address: addressKey(request),
        deviceTokens: deviceTokensOf(request),
      });
      reply.header('Set-Cookie', deviceCookie(request, deviceToken));
      return answer;
    },
    // `user` access has already proven the bearer token; this ends exactly that session.
    logout: ({ request }) => service.signOut(deps, bearerToken(request) ?? ''),
    register: { ...limited, handler: ({ body, request }) => service.register(deps, body, request.hostname) },
    forgotPassword: {
      ...limited,
      handler: ({ body, request }) => service.forgotPassword(deps, body, request.hostname),
    },
    resetPassword: { ...limited, handler: ({ body }) => service.resetPassword(deps, body) },
    putUserHeaderImage: ({ body, auth }) => service.setHeaderImage(deps, auth.userId, body.userId, body.image),
    removeSelf: ({ auth }) => service.removeSelf(deps, auth.userId),
    loginExternal: { ...limited, handler: ({ body, request }) => service.signInExternal(deps, body, request.hostname) },
    putUserLocale: ({ auth, body }) => service.setLocale(deps, auth.userId, body.locale),
  };
};
