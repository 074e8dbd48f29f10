import type { ImageUploadValue } from '@klubhus/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shell/api';
import { ownErrors } from '../../../shell/createQueryClient';
import { imageFile } from '../../../shell/forms/imageFile';
import { clubQueries } from '../../clubs/queries';

/**
 * PUT /v3/clubs/:clubId/images/header as soon as an image is chosen. The new address goes into the cached
 * settings, and the club list (which shows the image) is refetched.
 */
export const useUploadClubLogo = (clubId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    // The picker shows the failure in red under itself (spec document 1 §8), not the error dialog.
    meta: ownErrors,
    mutationFn: (image: ImageUploadValue) =>
      api().putClubHeaderImage({ params: { clubId }, body: { image: imageFile(image, 'logo') } }),
    onSuccess: ({ imageUrl }) => {
      queryClient.setQueryData(clubQueries.settings(clubId).queryKey, (saved) => saved && { ...saved, imageUrl });
      void queryClient.invalidateQueries({ queryKey: ['clubs', 'overview'] });
    },
  });
};
