import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { dashboardHref, type DashboardLink } from '@ua/contracts';
import { Link } from 'react-router';

type FigureLinkProps = AnchorProps & {
  /** The list that makes the figure, with its filters. */
  link: DashboardLink;
  /** What the figure counts, read out instead of the bare number ("3 trips sent"). */
  label: string;
  children: ReactNode;
};

/** A figure of a dashboard: a link to the list that makes it, filtered as the figure is. */
export function FigureLink({ link, label, children, ...props }: FigureLinkProps) {
  return (
    // The size and weight of where it stands: a big figure in a card, a cell's in a table.
    <Anchor component={Link} to={dashboardHref(link)} aria-label={label} title={label} fz="inherit" fw="inherit" {...props}>
      {children}
    </Anchor>
  );
}
