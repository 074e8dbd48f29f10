import type { LocaleCode } from '@klubhus/domain';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api';
import { ownErrors } from '../createQueryClient';

/** The shell's own writes (mutation factories: `useMutation(sessionMutations.locale())`). */
export const sessionMutations = {
  /** PUT /v3/user/locale: the signed-in user's language, which their mail is written in. Best effort: no dialog. */
  locale: () =>
    mutationOptions({
      mutationKey: ['session', 'locale'] as const,
      meta: ownErrors,
      mutationFn: (locale: LocaleCode) => api().putUserLocale({ body: { locale } }),
    }),
};
