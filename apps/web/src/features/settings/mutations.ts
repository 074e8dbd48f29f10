import type { ClubGeneralPatchInput } from '@klubhus/domain';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';
import { formCall } from '../../shell/createQueryClient';
import { sessionQueries } from '../../shell/session/sessionQueries';
import { clubQueries } from '../clubs/public';

/** The settings' writes (mutation factories: `useMutation(settingsMutations.saveGeneral(clubId))`). */
export const settingsMutations = {
  /**
   * PATCH /v3/clubs/:id with the changed general fields. The answer is the saved settings: it replaces the
   * cached settings, and the club list is refetched because it shows the club's name.
   */
  saveGeneral: (clubId: number) =>
    mutationOptions({
      mutationKey: ['settings', clubId, 'general'] as const,
      meta: formCall,
      mutationFn: (body: ClubGeneralPatchInput) => api().patchClub({ params: { id: clubId }, body }),
      onSuccess: (answer, _body, _result, { client }) => {
        client.setQueryData(clubQueries.settings(clubId).queryKey, answer);
        void client.invalidateQueries({ queryKey: sessionQueries.clubs().queryKey });
      },
    }),
};
