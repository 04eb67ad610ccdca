import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { IconCompass } from '@tabler/icons-react';

/** A catalogue URL that names nothing (a mistyped id): say so, and offer the way back. */
export function NotFoundAlert({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Alert color="orange" variant="light" radius="md" title={title} icon={<IconCompass size={20} />}>
      The address names nothing in the catalogue.{' '}
      <Anchor component={Link} to={backTo} size="sm">
        {backLabel}
      </Anchor>
    </Alert>
  );
}
