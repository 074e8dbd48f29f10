import {
  COMMENTS_MAX_LOADED,
  participationRefusals,
  roleAtLeast,
  type ActivityComment,
  commentTypes,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { badRequest, conflict, forbidden } from '../../http/HttpError.js';
import { imageOfFile } from '../../shared/files/images.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { activityFolder } from './images.js';
import { activityCancelled, activityNotFound } from './refusals.js';
import type { ActivitiesDeps, Caller } from './service.js';

/**
 * Comments on an activity (spec document 2 §2.5, §3 Activity comment; ADR 023): a text (type 0) or an image (type 1,
 * its file below DATA_DIR/files/activities/<club>/comments, the answer's `comment` its address), never both.
 */

const { text: TEXT, image: IMAGE } = commentTypes;

/** A comment as the statements answer it. */
interface CommentRow {
  id: number;
  user_id: number;
  type: number;
  comment: string | null;
  image_path: string | null;
  created_at: Date | string;
  first_name: string;
  surname: string;
  user_image: string | null;
  total: number;
}

const commentOf = (files: FileStorage, row: CommentRow): ActivityComment => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  comment: row.type === IMAGE ? files.url(row.image_path ?? '') : (row.comment ?? ''),
  type: row.type,
  userImageUrl: fileUrl(files, row.user_image),
  displayName: `${row.first_name} ${row.surname}`.trim(),
  createdAt: new Date(row.created_at).toISOString(),
});

/** The columns of a comment with its author (`c` the comment, `u` the author). */
const commentColumns = sql.raw(`c.id, c.user_id, c.type, c.comment, c.image_path, c.created_at,
  u.first_name, u.surname, u.image_path as user_image`);

/**
 * The comments the detail carries (ADR 023): the newest `COMMENTS_MAX_LOADED`, oldest first, and how many there are.
 * One statement on the comments' index (activity, time, id); the count is a window over the same rows.
 */
export const commentsForDetail = async (
  { db, files }: Pick<ActivitiesDeps, 'db' | 'files'>,
  clubId: number,
  activityId: number,
): Promise<{ comments: ActivityComment[]; commentCount: number }> => {
  const rows = await queryRows<CommentRow>(
    db,
    sql`select ${commentColumns}, count(*) over ()::int as total
          from activity_comments c join users u on u.id = c.user_id
         where c.activity_id = ${activityId} and c.club_id = ${clubId}
         order by c.created_at desc, c.id desc
         limit ${COMMENTS_MAX_LOADED}`,
  );
  return {
    comments: rows.reverse().map((row) => commentOf(files, row)),
    commentCount: Number(rows[0]?.total ?? 0),
  };
};

const { notInvited, commentsDisabled, commentTextOrImage } = participationRefusals;

/** What the call may comment on: the activity's state and whether the caller is invited to it. */
interface Commentable {
  comments_enabled: boolean;
  cancelled: boolean;
  invited: boolean;
}

const commentable = async (db: Db, caller: Caller, activityId: number): Promise<Commentable | undefined> => {
  const [row] = await queryRows<Commentable>(
    db,
    sql`select a.comments_enabled, a.cancelled_at is not null as cancelled,
               exists (select 1 from activity_participants p
                        where p.activity_id = a.id and p.user_id = ${caller.userId}) as invited
          from activities a
         where a.club_id = ${caller.clubId} and a.id = ${activityId}`,
  );
  return row;
};

/**
 * The refusals of a comment, in order: an activity gone (404); a member not invited to it (403 notInvited:
 * administrators and group leaders of the club may always comment); comments off (409 commentsDisabled); a cancelled
 * activity (409 activityCancelled). A past one takes comments (what people say afterwards, photos).
 */
const assertMayComment = (caller: Caller, row: Commentable | undefined): void => {
  if (!row) throw activityNotFound();
  if (!roleAtLeast(caller.role, 'leader') && !row.invited) throw forbidden(notInvited.message, notInvited.code);
  if (!row.comments_enabled) throw conflict(commentsDisabled.message, commentsDisabled.code);
  if (row.cancelled) throw activityCancelled();
};

/** Comment images live beside the activity's own images, in a folder of their own. */
const commentFolder = (clubId: number) => `${activityFolder(clubId)}/comments`;

/**
 * Adds a comment: the text `Comment` or one `image`, not both (400 commentTextOrImage) and not neither (400 required).
 * Everything is checked before the image is written; the row is inserted only while the activity still takes
 * comments (one statement), else the file goes again and the refusal of the state found is answered.
 */
export const addComment = async (
  { db, files }: Pick<ActivitiesDeps, 'db' | 'files'>,
  caller: Caller,
  activityId: number,
  body: { Comment?: string | null; image?: File | undefined },
): Promise<ActivityComment> => {
  const text = body.Comment ?? null;
  const upload = body.image;
  if (text !== null && upload !== undefined) {
    throw badRequest(commentTextOrImage.message, commentTextOrImage.code, 'Comment');
  }
  if (text === null && upload === undefined) throw badRequest('Comment: required', 'required', 'Comment');
  assertMayComment(caller, await commentable(db, caller, activityId));
  const image = upload === undefined ? undefined : await imageOfFile(upload, 'image');
  const key = image ? await files.save(commentFolder(caller.clubId), image.bytes, image.extension) : null;
  try {
    const [row] = await queryRows<CommentRow>(
      db,
      sql`with added as (
            insert into activity_comments (activity_id, club_id, user_id, type, comment, image_path)
            select a.id, a.club_id, ${caller.userId}::int, ${key === null ? TEXT : IMAGE}::smallint, ${text}, ${key}
              from activities a
             where a.club_id = ${caller.clubId} and a.id = ${activityId}
               and a.comments_enabled and a.cancelled_at is null
            returning *
          )
          select ${commentColumns}, 1 as total from added c join users u on u.id = c.user_id`,
    );
    if (!row) {
      // Changed since the look above (comments turned off, cancelled): the refusal of what it is now.
      assertMayComment(caller, await commentable(db, caller, activityId));
      throw new Error(`activity ${activityId} refused a comment it allowed`);
    }
    return commentOf(files, row);
  } catch (error) {
    if (key) await files.remove(key);
    throw error;
  }
};
