import type { z } from 'zod';
import { BOOKING_AUDIT_ENTITY_TYPES, COMMENT_EDIT_MINUTES, type BookingComment, type commentCreateRequestSchema, type commentUpdateRequestSchema } from '@ua/contracts';
import type { ServiceContext, StaffActor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { AppError, forbidden, notFound, validationError } from '../../lib/errors.ts';
import { activeHoldersOf, lookupStaff, staffNames } from '../admin/index.ts';
import { notify } from '../notifications/index.ts';
import { findBooking, type BookingRow } from './booking-rows.repository.ts';
import { bookingLink, lockBooking } from './booking-writes.ts';
import { commentsOfBooking, findComment, insertComment, insertRevision, revisionsOf, updateComment, type CommentRow } from './comments.repository.ts';

/**
 * A booking's comment thread: anyone who runs bookings writes, `@` mentions put the comment in each
 * mentioned person's bell, and only the author edits, for COMMENT_EDIT_MINUTES, the replaced text
 * kept. Comments are written on a cancelled or finished booking too: the talk about it goes on.
 */

type CommentInput = z.output<typeof commentCreateRequestSchema>;
type CommentEdit = z.output<typeof commentUpdateRequestSchema>;

const EDIT_WINDOW_MS = COMMENT_EDIT_MINUTES * 60_000;
const NOTIFICATION_EXCERPT_LENGTH = 120;

/** The comment on the booking page: what a mention's notification opens (the web's bookingPaths.comment). */
export const commentLink = (bookingId: number, commentId: number) => `${bookingLink(bookingId)}?comment=${commentId}#comment-${commentId}`;

export const editableUntil = (row: Pick<CommentRow, 'createdAt'>) => new Date(row.createdAt.getTime() + EDIT_WINDOW_MS);

/** The text on one line, cut at `length` characters with an ellipsis: what a bell or a timeline row shows of it. */
export function excerpt(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length).trimEnd()}…`;
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Rows as the contract's comment: author and mentions named, the earlier texts oldest first. */
async function commentViews(db: Db, rows: readonly CommentRow[]): Promise<BookingComment[]> {
  const [names, revisions] = await inParallel(db, [
    () =>
      staffNames(
        db,
        rows.flatMap((row) => [row.authorId, ...row.mentionIds]),
      ),
    () =>
      revisionsOf(
        db,
        rows.map((row) => row.id),
      ),
  ]);
  const ref = (id: number) => ({ id, name: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    author: ref(row.authorId),
    body: row.body,
    mentions: row.mentionIds.map(ref),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    editable_until: editableUntil(row).toISOString(),
    revisions: revisions.filter((revision) => revision.commentId === row.id).map((revision) => ({ body: revision.body, replaced_at: revision.replacedAt.toISOString() })),
  }));
}

async function commentView(db: Db, row: CommentRow): Promise<BookingComment> {
  const [view] = await commentViews(db, [row]);
  if (!view) throw new Error(`booking comment ${row.id} has no view`);
  return view;
}

/**
 * A mention reaches only someone who can open the booking: active staff holding `bookings.view`.
 * Anyone else is refused by name (400 on `mention_ids`), before anything is written.
 */
async function checkMentions(db: Db, ids: readonly number[]): Promise<void> {
  const readers = await activeHoldersOf(db, ids, 'bookings.view');
  const refused = ids.filter((id) => !readers.has(id));
  if (refused.length === 0) return;
  const { rows: known } = await lookupStaff(db, { ids: refused }, refused.length, 0);
  const { rows: inactive } = await lookupStaff(db, { ids: refused, active: false }, refused.length, 0);
  const names = new Map(known.map((row) => [row.id, row.name]));
  const away = new Set(inactive.map((row) => row.id));
  const messages = refused.map((id) => {
    const name = names.get(id);
    if (name === undefined) return `No staff member has the id ${id}.`;
    return away.has(id) ? `${name} is no longer active.` : `${name} cannot read bookings.`;
  });
  throw validationError({ mention_ids: messages }, 'Mention only active staff who can read bookings.');
}

/** Puts the comment in the bell of each newly mentioned person, the author aside. */
async function tellMentioned(tx: Db, actor: StaffActor, booking: BookingRow, comment: CommentRow, mentionIds: readonly number[]): Promise<void> {
  const told = mentionIds.filter((id) => id !== actor.userId);
  if (told.length === 0) return;
  const author = (await staffNames(tx, [actor.userId])).get(actor.userId) ?? actor.email;
  await notify(
    tx,
    { userIds: told },
    { type: 'comment', message: `${author} mentioned you on ${booking.reference}: "${excerpt(comment.body, NOTIFICATION_EXCERPT_LENGTH)}"`, link: commentLink(booking.id, comment.id) },
  );
}

/** The booking's thread, oldest first; 404 for no booking. */
export async function listComments(db: Db, bookingId: number, limit: number, offset: number): Promise<{ count: number; results: BookingComment[] }> {
  if (!(await findBooking(db, bookingId))) throw notFound('Booking not found.');
  const { count, rows } = await commentsOfBooking(db, bookingId, limit, offset);
  return { count, results: await commentViews(db, rows) };
}

/** Writes a comment on the booking, behind its lock, and tells each person mentioned. */
export async function createComment(ctx: ServiceContext, bookingId: number, input: CommentInput, now: Date = new Date()): Promise<BookingComment> {
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const mentionIds = distinct(input.mention_ids);
    await checkMentions(tx, mentionIds);
    const row = await insertComment(tx, { bookingId, authorId: ctx.actor.userId, body: input.body, mentionIds, createdAt: now });
    await recordAudit(tx, ctx.actor, {
      action: 'create',
      entityType: BOOKING_AUDIT_ENTITY_TYPES.comment,
      entityId: row.id,
      before: null,
      after: { booking_id: bookingId, body: row.body, mention_ids: mentionIds },
    });
    await tellMentioned(tx, ctx.actor, booking, row, mentionIds);
    return commentView(tx, row);
  });
}

/**
 * The author's edit, while the window is open (409 `booking.comment_locked` after): the replaced text
 * joins the revisions, and only the people newly mentioned hear of it. The mention list is the whole
 * list, as the request gives it. An edit that changes nothing writes nothing.
 */
export async function editComment(ctx: ServiceContext, bookingId: number, commentId: number, input: CommentEdit, now: Date = new Date()): Promise<BookingComment> {
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const before = await findComment(tx, bookingId, commentId, true);
    if (!before) throw notFound('Comment not found.');
    if (before.authorId !== ctx.actor.userId) throw forbidden('Only its author can edit a comment.');
    if (now.getTime() > editableUntil(before).getTime()) {
      throw new AppError('booking.comment_locked', `A comment can be edited for ${COMMENT_EDIT_MINUTES} minutes after it is written: write a new one instead.`);
    }
    const mentionIds = distinct(input.mention_ids);
    const bodyChanged = input.body !== before.body;
    if (!bodyChanged && sameIds(mentionIds, before.mentionIds)) return commentView(tx, before);

    const added = mentionIds.filter((id) => !before.mentionIds.includes(id));
    // Those mentioned before were checked then; only the new ones must be able to read the booking now.
    await checkMentions(tx, added);
    if (bodyChanged) await insertRevision(tx, { commentId, body: before.body, replacedAt: now });
    const after = await updateComment(tx, commentId, { body: input.body, mentionIds, editedAt: now });
    await recordAudit(tx, ctx.actor, {
      action: 'update',
      entityType: BOOKING_AUDIT_ENTITY_TYPES.comment,
      entityId: commentId,
      before: { body: before.body, mention_ids: before.mentionIds },
      after: { body: after.body, mention_ids: mentionIds },
    });
    await tellMentioned(tx, ctx.actor, booking, after, added);
    return commentView(tx, after);
  });
}
