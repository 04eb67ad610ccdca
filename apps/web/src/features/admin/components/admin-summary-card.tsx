import { Card, Group, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronIcon, SettingsIcon } from '../../../components/icons';
import { adminSectionPath, visibleAdminSections } from '../utils/admin-sections';
import { AdminSectionIcon } from './admin-section-icon';

/** Home page card: the Administration sections the user's labels open, one link each. */
export function AdminSummaryCard({ labels }: { labels: readonly string[] | undefined }) {
  const sections = visibleAdminSections(labels);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Administration
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            Staff, access and the audit log
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color="grape">
          <SettingsIcon size={24} />
        </ThemeIcon>
      </Group>
      <Stack gap={2} component="nav" aria-label="Administration" mx={-12}>
        {sections.map((section) => (
          <NavLink
            key={section.key}
            component={Link}
            to={adminSectionPath(section.key)}
            label={section.title}
            description={section.summary}
            leftSection={
              <ThemeIcon size={32} radius="md" variant="light" color="teal">
                <AdminSectionIcon section={section.key} size={18} />
              </ThemeIcon>
            }
            rightSection={<ChevronIcon size={16} />}
            fw={600}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        ))}
      </Stack>
    </Card>
  );
}
