import { newClubForm, type NewClubForm, type NewClubFormInput } from '@klubhus/domain';
import type { ImageUploadValue } from '@klubhus/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../shell/api';
import { formCall, ownErrors } from '../../../shell/createQueryClient';
import { imageFile } from '../../../shell/forms/imageFile';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { clubQueries } from '../queries';

/** What POST /v2/web/newclub gets: the form's values as the domain schema makes them (blank optional fields null). */
export const newClubBody = (values: NewClubFormInput): NewClubForm => newClubForm.parse(values);

/** The club was created but its logo was not stored: the form shows `cause` under the image field. */
export class LogoUploadError extends Error {
  override readonly name = 'LogoUploadError';
  constructor(
    readonly clubId: number,
    override readonly cause: unknown,
  ) {
    super('The club was created, but its logo could not be stored');
  }
}

interface CreateClubInput {
  values: NewClubFormInput;
  /** The chosen logo, uploaded after creation (spec document 1 §5). */
  image?: ImageUploadValue;
}

export interface CreateClubActions {
  /**
   * Creates the club (once: after a failed logo upload, a retry only uploads the logo), uploads the logo
   * when one was chosen, then finishes. Rejects with the ApiError of the creation, or a LogoUploadError.
   */
  create: (input: CreateClubInput) => Promise<void>;
  /** Goes on without (another try at) the logo, once the club exists. */
  finish: (clubId: number) => Promise<void>;
  /** The created club's id once created, else null. */
  createdClubId: number | null;
}

/**
 * Create club (spec document 1 §2, §7): POST /v2/web/newclub, then PUT /v3/clubs/:clubId/images/header
 * with the logo; then the clubs are loaded again, the new club becomes the active one and the user lands
 * on /overview with `state.clubCreated`.
 */
export const useCreateClub = (): CreateClubActions => {
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  // The ref answers at once (a retry in the same tick); the state re-renders the form as "created".
  const created = useRef<number | null>(null);
  const [createdClubId, setCreatedClubId] = useState<number | null>(null);
  // Mutations, not bare calls: a 401 here ends the session like everywhere else (createQueryClient).
  const newClub = useMutation({
    meta: formCall,
    mutationFn: (values: NewClubFormInput) => api().newClub({ body: newClubBody(values) }),
  });
  const uploadLogo = useMutation({
    // The picker shows the failure in red under itself (spec document 1 §8), not the error dialog.
    meta: ownErrors,
    mutationFn: ({ clubId, image }: { clubId: number; image: ImageUploadValue }) =>
      api().putClubHeaderImage({ params: { clubId }, body: { image: imageFile(image, 'logo') } }),
  });

  const finish = async (clubId: number) => {
    await queryClient.invalidateQueries({ queryKey: ['clubs'] });
    try {
      // /overview's guard reads the cached clubs: they must hold the new club before we go there.
      await queryClient.fetchQuery(clubQueries.overview());
    } catch {
      // The guard on /overview loads the clubs again and shows its own failure.
    }
    store.setClubId(clubId);
    void navigate('/overview', { state: { clubCreated: true } });
  };

  const create = async ({ values, image }: CreateClubInput) => {
    let clubId = created.current;
    if (clubId === null) {
      clubId = (await newClub.mutateAsync(values)).clubId;
      created.current = clubId;
      setCreatedClubId(clubId);
    }
    if (image) {
      try {
        await uploadLogo.mutateAsync({ clubId, image });
      } catch (error) {
        throw new LogoUploadError(clubId, error);
      }
    }
    await finish(clubId);
  };

  return { create, finish, createdClubId };
};
