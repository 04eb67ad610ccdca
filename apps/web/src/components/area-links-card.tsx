import type { ReactNode } from 'react';
import { Card, Group, NavLink, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { Link } from 'react-router';
import { IconChevronRight } from '@tabler/icons-react';

export type AreaLink = { key: string; to: string; title: string; summary: string; icon: ReactNode };

type AreaLinksCardProps = {
  title: string;
  summary: string;
  icon: ReactNode;
  color: MantineColor;
  links: readonly AreaLink[];
};

/** A home page card: one business area and the parts of it the user's labels open, one link each. */
export function AreaLinksCard({ title, summary, icon, color, links }: AreaLinksCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {summary}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      <Stack gap={2} component="nav" aria-label={title} mx={-12}>
        {links.map((link) => (
          <NavLink
            key={link.key}
            component={Link}
            to={link.to}
            label={link.title}
            description={link.summary}
            leftSection={
              <ThemeIcon size={32} radius="md" variant="light" color="teal">
                {link.icon}
              </ThemeIcon>
            }
            rightSection={<IconChevronRight size={16} />}
            fw={600}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        ))}
      </Stack>
    </Card>
  );
}
