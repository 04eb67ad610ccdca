import type { ReactNode } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { IconCompass } from '@tabler/icons-react';

type NotFoundAlertProps = {
  title: string;
  backTo: string;
  backLabel: string;
  /** What the address failed to name; "The address names nothing here." by default. */
  children?: ReactNode;
};

/** An address that names nothing (a mistyped id, an old bookmark): say so, and offer the way back. */
export function NotFoundAlert({ title, backTo, backLabel, children = 'The address names nothing here.' }: NotFoundAlertProps) {
  return (
    <Alert color="orange" variant="light" radius="md" title={title} icon={<IconCompass size={20} />}>
      {children}{' '}
      <Anchor component={Link} to={backTo} size="sm" c="inherit" fw={600} underline="always">
        {backLabel}
      </Anchor>
    </Alert>
  );
}
