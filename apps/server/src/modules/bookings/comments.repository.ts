import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { bookingCommentRevisions, bookingComments } from '../../db/schema/bookings.ts';

export type CommentRow = typeof bookingComments.$inferSelect;
export type CommentRevisionRow = typeof bookingCommentRevisions.$inferSelect;

export async function insertComment(tx: Db, values: { bookingId: number; authorId: number; body: string; mentionIds: number[]; createdAt: Date }): Promise<CommentRow> {
  const [row] = await tx.insert(bookingComments).values(values).returning();
  if (!row) throw new Error('insert into booking_comments returned no row');
  return row;
}

/** A comment of this booking; another booking's comment is not found. `lock` holds it for the edit. */
export async function findComment(db: Db, bookingId: number, commentId: number, lock = false): Promise<CommentRow | undefined> {
  const query = db
    .select()
    .from(bookingComments)
    .where(and(eq(bookingComments.bookingId, bookingId), eq(bookingComments.id, commentId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateComment(tx: Db, commentId: number, values: { body: string; mentionIds: number[]; editedAt: Date }): Promise<CommentRow> {
  const [row] = await tx.update(bookingComments).set(values).where(eq(bookingComments.id, commentId)).returning();
  if (!row) throw new Error(`booking comment ${commentId} vanished during its edit`);
  return row;
}

export async function insertRevision(tx: Db, values: { commentId: number; body: string; replacedAt: Date }): Promise<void> {
  await tx.insert(bookingCommentRevisions).values(values);
}

/** The booking's thread, oldest first (ids follow the order comments were written), with its count. */
export async function commentsOfBooking(db: Db, bookingId: number, limit: number, offset: number): Promise<{ count: number; rows: CommentRow[] }> {
  const where = eq(bookingComments.bookingId, bookingId);
  const [[total], rows] = await inParallel(db, [
    () => db.select({ value: count() }).from(bookingComments).where(where),
    () => db.select().from(bookingComments).where(where).orderBy(asc(bookingComments.id)).limit(limit).offset(offset),
  ]);
  return { count: total?.value ?? 0, rows };
}

/** The earlier texts of these comments, oldest first. */
export async function revisionsOf(db: Db, commentIds: readonly number[]): Promise<CommentRevisionRow[]> {
  if (commentIds.length === 0) return [];
  return db
    .select()
    .from(bookingCommentRevisions)
    .where(inArray(bookingCommentRevisions.commentId, [...commentIds]))
    .orderBy(asc(bookingCommentRevisions.id));
}
