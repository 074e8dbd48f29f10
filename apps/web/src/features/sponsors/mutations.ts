import type { Sponsor, SponsorExemption, SponsorList } from '@klubhus/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { formCall, ownErrors } from '../../shell/createQueryClient';
import { sponsorsApi, sponsorsQueries } from './queries';

type Client = ReturnType<typeof sponsorsApi>;
/** A new sponsor as the create modal sends it (the call adds the club). */
export type SponsorInput = Omit<Parameters<Client['createSponsor']>[0]['body'], 'clubId'>;
/** A sponsor's change as the edit and zip modals send it (the call adds the sponsor's id). */
export type SponsorChange = Omit<Parameters<Client['updateSponsor']>[0]['body'], 'sponsorId'>;
/** An exemption as the exemptions modal sends it: a member type and whether its members see no banners. */
export interface ExemptionChange {
  memberType: number;
  enabled: boolean;
}

/** A sponsor answered by a write replaces (or joins) the club's list in the cache: no read again. */
const putSponsor = (client: QueryClient, clubId: number, sponsor: Sponsor) =>
  client.setQueryData(
    sponsorsQueries.list(clubId).queryKey,
    (list): SponsorList | undefined =>
      list && {
        ...list,
        sponsors: list.sponsors.some((each) => each.id === sponsor.id)
          ? list.sponsors.map((each) => (each.id === sponsor.id ? sponsor : each))
          : [...list.sponsors, sponsor],
      },
  );

/**
 * The sponsors' writes (mutation factories: `useMutation(sponsorsMutations.create(clubId))`). A sponsor answered goes
 * straight into the cached list, an order's answer carries the whole list; a deletion reads the list again. The forms
 * show every 4xx themselves (`formCall`); a 5xx or no answer goes to the error dialog.
 */
export const sponsorsMutations = {
  /** POST /v4/sponsors/club/create: title, url, a new logo or an existing one, and (external) the zips. */
  create: (clubId: number) =>
    mutationOptions({
      mutationKey: ['sponsors', clubId, 'create'] as const,
      meta: formCall,
      mutationFn: (body: SponsorInput) => sponsorsApi().createSponsor({ body: { ...body, clubId } }),
      onSuccess: (sponsor, _body, _result, { client }) => putSponsor(client, clubId, sponsor),
    }),
  /** PUT /v4/sponsors/club/update: title, url, logo, and the zips when given (external sponsors only). */
  update: (clubId: number) =>
    mutationOptions({
      mutationKey: ['sponsors', clubId, 'update'] as const,
      meta: formCall,
      mutationFn: ({ sponsorId, change }: { sponsorId: number; change: SponsorChange }) =>
        sponsorsApi().updateSponsor({ body: { ...change, sponsorId } }),
      onSuccess: (sponsor, _input, _result, { client }) => putSponsor(client, clubId, sponsor),
    }),
  /** DELETE /v4/sponsors/club/delete: the sponsor and the views it had left. The confirmation shows a failure itself. */
  remove: (clubId: number) =>
    mutationOptions({
      mutationKey: ['sponsors', clubId, 'delete'] as const,
      meta: ownErrors,
      mutationFn: (sponsorId: number) => sponsorsApi().deleteSponsor({ query: { sponsorId } }),
      onSuccess: (_answer, _sponsorId, _result, { client }) =>
        client.invalidateQueries({ queryKey: sponsorsQueries.list(clubId).queryKey }),
    }),
  /** POST /v4/sponsors/club/order: a view package for the club's pool, or with `sponsorId` for that sponsor. */
  order: (clubId: number) =>
    mutationOptions({
      mutationKey: ['sponsors', clubId, 'order'] as const,
      meta: formCall,
      mutationFn: ({ views, sponsorId }: { views: number; sponsorId?: number }) =>
        sponsorsApi().orderSponsorViews({
          body: { ClubId: clubId, ViewCount: views, ...(sponsorId === undefined ? {} : { SponsorId: sponsorId }) },
        }),
      onSuccess: ({ list }, _input, _result, { client }) =>
        client.setQueryData(sponsorsQueries.list(clubId).queryKey, list),
    }),
  /** POST /v4/sponsors/club/exemptions/roles/update: `Enabled` of the member types named; answers every row. */
  exemptions: (clubId: number) =>
    mutationOptions({
      mutationKey: ['sponsors', clubId, 'exemptions'] as const,
      meta: formCall,
      mutationFn: (changes: readonly ExemptionChange[]) =>
        sponsorsApi().updateSponsorExemptions({
          body: {
            ClubId: clubId,
            RoleExemptions: changes.map(({ memberType, enabled }) => ({ MemberType: memberType, Enabled: enabled })),
          },
        }),
      onSuccess: (rows: SponsorExemption[], _changes, _result, { client }) =>
        client.setQueryData(sponsorsQueries.exemptions(clubId).queryKey, rows),
    }),
};
