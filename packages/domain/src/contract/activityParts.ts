import * as z from 'zod';

/** The pieces both the activities calls and "Activities II" answer with (ADR 022, ADR 023). */

/** The image types an activity's cover, images and image comments may be (§5 "Images only"). */
export const activityImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** A person an activity names: its responsible person, a co-host, a candidate, a member invited one by one. */
export const activityPerson = z.object({
  userId: z.number().int().positive(),
  firstName: z.string(),
  surname: z.string(),
  imageUrl: z.string().nullable(),
});
export type ActivityPerson = z.infer<typeof activityPerson>;

const count = z.number().int().nonnegative();

/** How many of an activity's participants are in each list. */
export const participantCounts = z.object({ invited: count, attending: count, cancelled: count });
export type ParticipantCounts = z.infer<typeof participantCounts>;

/** One participant as the lists show them (§2.6). */
export const activityParticipant = activityPerson.extend({
  activityStatus: z.number().int(),
  /** No longer a member of the club: kept on the activities they took part in, shown dimmed (ADR 023). */
  inactive: z.boolean(),
  /** Invited through one of the activity's groups: cannot be removed alone ('Kan ikke fjerne medlem'). */
  viaGroup: z.boolean(),
});
export type ActivityParticipant = z.infer<typeof activityParticipant>;

/** A comment (§3 Activity comment): text (type 0) or an image (type 1, `comment` its address). */
export const activityComment = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  comment: z.string(),
  type: z.number().int(),
  userImageUrl: z.string().nullable(),
  displayName: z.string(),
  createdAt: z.string().meta({ description: 'ISO 8601 in UTC' }),
});
export type ActivityComment = z.infer<typeof activityComment>;
