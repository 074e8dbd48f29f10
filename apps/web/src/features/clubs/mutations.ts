import { newClubForm, type NewClubForm, type NewClubFormInput } from '@klubhus/domain';
import type { ImageUploadValue } from '@klubhus/ui';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';
import { formCall, ownErrors } from '../../shell/createQueryClient';
import { imageFile } from '../../shell/forms/imageFile';
import { sessionQueries } from '../../shell/session/sessionQueries';
import { clubQueries } from './queries';

/** What POST /v2/web/newclub gets: the form's values as the domain schema makes them (blank optional fields null). */
export const newClubBody = (values: NewClubFormInput): NewClubForm => newClubForm.parse(values);

/**
 * A club's writes (mutation factories: `useMutation(clubMutations.create())`). Caches are invalidated through
 * the query factories' keys, never literal ones.
 */
export const clubMutations = {
  /**
   * POST /v2/web/newclub (spec document 1 §7). The club list is not refetched here: the form first uploads
   * the logo, then enters the club (`useEnterClub`), which loads the list with the new club in it.
   */
  create: () =>
    mutationOptions({
      mutationKey: ['clubs', 'create'] as const,
      // A mutation, not a bare call: a 401 here ends the session like everywhere else (createQueryClient).
      meta: formCall,
      mutationFn: (values: NewClubFormInput) => api().newClub({ body: newClubBody(values) }),
    }),
  /**
   * PUT /v3/clubs/:clubId/images/header: the club's logo, right after creation or from the settings. The
   * new address goes into the cached settings, and the club list (which shows the logo) is refetched.
   */
  uploadLogo: () =>
    mutationOptions({
      mutationKey: ['clubs', 'logo'] as const,
      // The picker shows the failure in red under itself (spec document 1 §8), not the error dialog.
      meta: ownErrors,
      mutationFn: ({ clubId, image }: { clubId: number; image: ImageUploadValue }) =>
        api().putClubHeaderImage({ params: { clubId }, body: { image: imageFile(image, 'logo') } }),
      onSuccess: ({ imageUrl }, { clubId }, _result, { client }) => {
        client.setQueryData(clubQueries.settings(clubId).queryKey, (saved) => saved && { ...saved, imageUrl });
        void client.invalidateQueries({ queryKey: sessionQueries.clubs().queryKey });
      },
    }),
};
