import type { ClubGeneralPatchInput } from '@klubhus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shell/api';
import { formCall } from '../../../shell/createQueryClient';
import { clubQueries } from '../../clubs/queries';

/**
 * PATCH /v3/clubs/:id with the changed general fields. The answer is the saved settings: it replaces the
 * cached settings, and the club list is refetched because it shows the club's name.
 */
export const useSaveGeneralSettings = (clubId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: formCall,
    mutationFn: (body: ClubGeneralPatchInput) => api().patchClub({ params: { id: clubId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(clubQueries.settings(clubId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['clubs', 'overview'] });
    },
  });
};
