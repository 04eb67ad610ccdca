import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BOOKING_PATHS, type commentPageSchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';
import { bookingKeys } from './booking-keys';

export type CommentPage = SchemaOutput<typeof commentPageSchema>;
/** A page of the thread with its number, which "Show earlier" counts down from. */
export type NumberedCommentPage = CommentPage & { page: number };

const COMMENT_PAGE_SIZE = 20;

const lastPageOf = (count: number) => Math.max(1, Math.ceil(count / COMMENT_PAGE_SIZE));

/** GET /api/booking/{id}/comment/: one DRF page of the thread, oldest first. */
export async function listComments(bookingId: number, page: number): Promise<CommentPage> {
  const { data } = await apiClient.get<CommentPage>(BOOKING_PATHS.comments(bookingId), { params: { page, page_size: COMMENT_PAGE_SIZE } });
  return data;
}

/**
 * A thread reads like a chat: it opens on its latest comments, with the earlier ones a click away.
 * The server pages oldest first, so the latest page is found from the count the first page gives
 * (one call more, only for a thread longer than a page). Earlier pages never change as comments are
 * added at the end, so "Show earlier" can count down page by page.
 */
async function commentsPage(bookingId: number, page: number | null): Promise<NumberedCommentPage> {
  if (page !== null) return { ...(await listComments(bookingId, page)), page };
  const first = await listComments(bookingId, 1);
  const last = lastPageOf(first.count);
  return last === 1 ? { ...first, page: 1 } : { ...(await listComments(bookingId, last)), page: last };
}

export function commentsQueryOptions(bookingId: number) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.comments(bookingId),
    queryFn: ({ pageParam }) => commentsPage(bookingId, pageParam),
    // Null stands for "the latest page, whichever it is now".
    initialPageParam: null as number | null,
    getPreviousPageParam: (first) => (first.page > 1 ? first.page - 1 : undefined),
    // A refetch walks forward from the earliest page shown to the latest.
    getNextPageParam: (last) => (last.page < lastPageOf(last.count) ? last.page + 1 : undefined),
  });
}

export function useComments(bookingId: number) {
  return useInfiniteQuery(commentsQueryOptions(bookingId));
}
