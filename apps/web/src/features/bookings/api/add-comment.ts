import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type BookingComment, type CommentCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';
import { commentsQueryOptions, type NumberedCommentPage } from './list-comments';

/**
 * POST /api/booking/{id}/comment/ `{body, mention_ids}`: each person mentioned (a reader of bookings)
 * is notified with a link to the comment; someone who cannot read bookings is a 400 on `mention_ids`.
 */
export async function addComment({ bookingId, body }: { bookingId: number; body: CommentCreateRequest }): Promise<BookingComment> {
  const { data } = await apiClient.post<BookingComment>(BOOKING_PATHS.comments(bookingId), body);
  return data;
}

/**
 * Puts a comment the server answered with into the thread shown: in place when it is there (an
 * edit), else at the end (a new one). A thread not loaded yet is simply fetched when shown.
 */
export function placeComment(queryClient: QueryClient, bookingId: number, comment: BookingComment): void {
  const { queryKey } = commentsQueryOptions(bookingId);
  const thread = queryClient.getQueryData<InfiniteData<NumberedCommentPage, number | null>>(queryKey);
  if (!thread || thread.pages.length === 0) {
    void queryClient.invalidateQueries({ queryKey });
  } else {
    const known = thread.pages.some((page) => page.results.some((shown) => shown.id === comment.id));
    const pages = known
      ? thread.pages.map((page) => ({ ...page, results: page.results.map((shown) => (shown.id === comment.id ? comment : shown)) }))
      : thread.pages.map((page, index) => (index === thread.pages.length - 1 ? { ...page, count: page.count + 1, results: [...page.results, comment] } : page));
    queryClient.setQueryData(queryKey, { ...thread, pages });
  }
  void queryClient.invalidateQueries({ queryKey: bookingKeys.timeline(bookingId) });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addComment, onSuccess: (comment, { bookingId }) => placeComment(queryClient, bookingId, comment) });
}
