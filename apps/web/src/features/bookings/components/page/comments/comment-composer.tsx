import { Alert, Button, Group, Pill, Stack, Text } from '@mantine/core';
import { MAX_COMMENT_MENTIONS, commentCreateRequestSchema, type BookingComment } from '@ua/contracts';
import { useContractForm } from '../../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../../lib/toast';
import { useAddComment } from '../../../api/add-comment';
import { useEditComment } from '../../../api/edit-comment';
import { MentionTextarea, type MentionedPerson } from './mention-textarea';

type ComposerValues = { body: string; mentions: MentionedPerson[] };

const toRequest = (values: ComposerValues) => ({ body: values.body, mention_ids: values.mentions.map((person) => person.id) });

type CommentComposerProps = {
  bookingId: number;
  /** The author's own comment, to edit; none to write a new one. */
  comment?: BookingComment;
  /** After an edit is saved or given up. */
  onDone?: () => void;
};

/**
 * Writes a comment, or edits one: the text, and the people mentioned as chips (sent as `mention_ids`,
 * while the text keeps their "@Name"). An edit sends the whole list: those newly in it are notified.
 */
export function CommentComposer({ bookingId, comment, onDone }: CommentComposerProps) {
  const add = useAddComment();
  const edit = useEditComment();
  const pending = add.isPending || edit.isPending;
  const initialValues: ComposerValues = { body: comment?.body ?? '', mentions: comment?.mentions ?? [] };
  const form = useContractForm<ComposerValues>({ initialValues, schema: commentCreateRequestSchema, toInput: toRequest, fieldPaths: { mention_ids: 'mentions' } });
  const { mentions } = form.values;
  const unchanged = comment !== undefined && form.values.body === comment.body && mentions.map((person) => person.id).join() === comment.mentions.map((person) => person.id).join();

  const mention = (person: MentionedPerson) => {
    if (mentions.length < MAX_COMMENT_MENTIONS && !mentions.some((chosen) => chosen.id === person.id)) form.setFieldValue('mentions', [...mentions, person]);
  };

  const submit = (values: ComposerValues) => {
    const body = form.parse(commentCreateRequestSchema, toRequest(values));
    if (!body) return;
    const onError = (error: unknown) => showErrorToast(form.showServerErrors(error).detail, comment ? 'Comment not saved' : 'Comment not posted');
    if (comment) {
      edit.mutate(
        { bookingId, commentId: comment.id, body },
        {
          onSuccess: () => {
            showInfoToast('The earlier text is kept in its history.', 'Comment saved');
            onDone?.();
          },
          onError,
        },
      );
    } else {
      add.mutate(
        { bookingId, body },
        {
          onSuccess: (posted) => {
            if (posted.mentions.length > 0) showInfoToast(`${posted.mentions.map((person) => person.name).join(', ')} ${posted.mentions.length === 1 ? 'is' : 'are'} notified.`, 'Comment posted');
            form.setValues({ body: '', mentions: [] });
            form.resetDirty();
          },
          onError,
        },
      );
    }
  };

  return (
    <form {...form.formProps(submit)} aria-label={comment ? 'Edit the comment' : 'New comment'}>
      <Stack gap="xs">
        <MentionTextarea
          label={comment ? 'Comment' : 'New comment'}
          placeholder={comment ? undefined : 'A note for the team; @ to mention someone'}
          value={form.values.body}
          onChange={(text) => form.setFieldValue('body', text)}
          mentioned={mentions}
          onMention={mention}
          error={form.error('body')}
          autoFocus={comment !== undefined}
        />
        {mentions.length > 0 && (
          <Group gap={6} aria-label="Mentioned" role="list">
            <Text size="xs" c="dimmed">
              Notifies:
            </Text>
            {mentions.map((person) => (
              <Pill
                key={person.id}
                role="listitem"
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Do not notify ${person.name}` }}
                onRemove={() => form.setFieldValue('mentions', mentions.filter((chosen) => chosen.id !== person.id))}
              >
                {person.name}
              </Pill>
            ))}
          </Group>
        )}
        {form.error('mentions') && (
          <Text size="sm" c="red.9" role="alert">
            {form.error('mentions')}
          </Text>
        )}
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" p="sm">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {comment && (
            <Button variant="default" size="xs" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="xs" loading={pending} disabled={unchanged}>
            {comment ? 'Save' : 'Post comment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
