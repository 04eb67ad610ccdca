import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { apiErrorOf } from '../lib/api-error';

type QueryErrorAlertProps = { error: unknown; what: string; onRetry: () => void };

/** A load that failed: the server's reason (`forbidden` says the permission is missing), and a retry. */
export function QueryErrorAlert({ error, what, onRetry }: QueryErrorAlertProps) {
  const { code, detail } = apiErrorOf(error);
  const forbidden = code === 'forbidden';
  return (
    <Alert variant="light" color={forbidden ? 'orange' : 'red'} radius="md" icon={<IconAlertTriangle size={20} />} title={forbidden ? `You cannot see ${what}` : `${what[0]?.toUpperCase()}${what.slice(1)} could not be loaded`}>
      <Text size="sm">{forbidden ? `${detail} Ask an administrator for the permission.` : detail}</Text>
      {!forbidden && (
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      )}
    </Alert>
  );
}
