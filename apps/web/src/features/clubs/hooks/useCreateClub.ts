import type { NewClubFormInput } from '@klubhus/domain';
import type { ImageUploadValue } from '@klubhus/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { sessionQueries } from '../../../shell/session/sessionQueries';
import { clubMutations } from '../mutations';

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
 * Create club (spec document 1 §2, §7): `clubMutations.create` (POST /v2/web/newclub), then
 * `clubMutations.uploadLogo` (PUT /v3/clubs/:clubId/images/header) with the logo; then the clubs are loaded
 * again, the new club becomes the active one and the user lands on /overview with `state.clubCreated`.
 * Which club was created is the creation mutation's own state (`data`), not a copy of it.
 */
export const useCreateClub = (): CreateClubActions => {
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  const newClub = useMutation(clubMutations.create());
  const uploadLogo = useMutation(clubMutations.uploadLogo());
  const createdClubId = newClub.data?.clubId ?? null;

  const finish = async (clubId: number) => {
    try {
      // /overview's guard reads the cached clubs: they must hold the new club before we go there.
      await queryClient.fetchQuery({ ...sessionQueries.clubs(), staleTime: 0 });
    } catch {
      // The guard on /overview loads the clubs again and shows its own failure.
    }
    store.setClubId(clubId);
    void navigate('/overview', { state: { clubCreated: true } });
  };

  const create = async ({ values, image }: CreateClubInput) => {
    const clubId = createdClubId ?? (await newClub.mutateAsync(values)).clubId;
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
