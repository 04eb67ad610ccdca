import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type BookingComment, type CommentCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { placeComment } from './add-comment';

type EditComment = { bookingId: number; commentId: number; body: CommentCreateRequest };

/**
 * PATCH /api/booking/{id}/comment/{comment}/: the author's own comment, while its edit window is open
 * (403 for anyone else, 409 `booking.comment_locked` after). The earlier text is kept as a revision;
 * `mention_ids` is the whole list, and only the people newly in it are notified.
 */
export async function editComment({ bookingId, commentId, body }: EditComment): Promise<BookingComment> {
  const { data } = await apiClient.patch<BookingComment>(BOOKING_PATHS.comment(bookingId, commentId), body);
  return data;
}

export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editComment, onSuccess: (comment, { bookingId }) => placeComment(queryClient, bookingId, comment) });
}
