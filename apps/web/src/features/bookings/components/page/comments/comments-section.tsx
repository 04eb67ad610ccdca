import { useEffect, useRef } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BookingComment } from '@ua/contracts';
import { useLocation, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../../../components/query-error-alert';
import { useViewer } from '../../../../../hooks/use-viewer';
import { positiveInt } from '../../../../../lib/url-params';
import { useComments } from '../../../api/list-comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

type CommentsSectionProps = { bookingId: number; canComment: boolean };

/** Each comment once, in order, however the pages met (one posted here may also come with a later page). */
function uniqueComments(pages: readonly { results: readonly BookingComment[] }[]): BookingComment[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.results).filter((comment) => !seen.has(comment.id) && seen.add(comment.id));
}

/**
 * The team's thread on the booking, oldest at the top as a chat reads, opening on its latest page.
 * A link to one comment (`?comment=<id>`, what a mention's notification opens) loads earlier pages
 * until it is there, then brings it into view and marks it.
 */
export function CommentsSection({ bookingId, canComment }: CommentsSectionProps) {
  const { userId } = useViewer();
  const comments = useComments(bookingId);
  const [searchParams] = useSearchParams();
  const { key: visit } = useLocation();
  const target = positiveInt(searchParams.get('comment'), 0) || undefined;
  const list = uniqueComments(comments.data?.pages ?? []);
  const found = target !== undefined && list.some((comment) => comment.id === target);
  const { hasPreviousPage, isFetchingPreviousPage, isFetchPreviousPageError, fetchPreviousPage } = comments;
  const scrolledFor = useRef<string>(undefined);

  // Earlier pages, one at a time, until the comment a link names is shown (or there are none left).
  useEffect(() => {
    // A page that failed is not asked again and again: "Show earlier" is there to try once more.
    if (target !== undefined && comments.isSuccess && !found && hasPreviousPage && !isFetchingPreviousPage && !isFetchPreviousPageError) void fetchPreviousPage();
  }, [target, comments.isSuccess, found, hasPreviousPage, isFetchingPreviousPage, isFetchPreviousPageError, fetchPreviousPage]);

  // Once per visit of the address: a later click on the same comment in the timeline scrolls again.
  useEffect(() => {
    if (!found || scrolledFor.current === visit) return;
    scrolledFor.current = visit;
    document.getElementById(`comment-${target}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [found, target, visit]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="booking-comments-heading">
      <Title order={2} size="h3" id="booking-comments-heading">
        Comments
      </Title>
      {comments.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading the comments">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : comments.isError ? (
        <QueryErrorAlert error={comments.error} what="the comments" onRetry={() => void comments.refetch()} />
      ) : (
        <>
          {hasPreviousPage && (
            <Group justify="center">
              <Button size="xs" variant="subtle" loading={isFetchingPreviousPage} onClick={() => void fetchPreviousPage()}>
                Show earlier comments
              </Button>
            </Group>
          )}
          {list.length === 0 ? (
            <Text size="sm" c="dimmed">
              No comments yet.{canComment ? ' Write the first: @ mentions a colleague.' : ''}
            </Text>
          ) : (
            <Stack gap="xs" component="ol" m={0} p={0} aria-label="Comments" style={{ listStyle: 'none' }}>
              {list.map((comment) => (
                <li key={comment.id}>
                  <CommentItem bookingId={bookingId} comment={comment} mine={canComment && comment.author.id === userId} highlighted={comment.id === target} />
                </li>
              ))}
            </Stack>
          )}
          {target !== undefined && !found && !hasPreviousPage && (
            <Text size="sm" c="dimmed">
              The comment the link names is not in this booking's thread.
            </Text>
          )}
        </>
      )}
      {canComment && <CommentComposer bookingId={bookingId} />}
    </Stack>
  );
}
