import { Box, Container, Grid, Image, Paper, Text, Title } from '@mantine/core';
import { AreaLinksCard } from '../../../components/area-links-card';
import { AccessSummaryCard } from '../../../features/auth/components/access-summary-card';
import { useCurrentUser } from '../../../features/auth/hooks/use-current-user';
import { formatWeekday } from '../../../lib/dates';
import { AreaIcon } from '../../area-icon';
import { groupLinks, visibleGroups } from '../../areas';
import { UnreadSummaryCard } from '../../../features/notifications/components/unread-summary-card';
import { greetingFor } from './greeting';
import { HOME_HERO_IMAGE } from './hero-image';
import { ProfileCard } from './profile-card';

/** The signed-in home: a greeting, what waits in the bell, and what the user may do. */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  const now = new Date();
  const { profile } = user;

  return (
    <Container size="lg" py="xl">
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        mb="lg"
        pos="relative"
        style={{
          overflow: 'hidden',
          background: 'linear-gradient(120deg, var(--mantine-color-teal-9) 0%, var(--mantine-color-cyan-9) 100%)',
          color: 'var(--mantine-color-white)',
        }}
      >
        <Box maw={{ base: '100%', sm: '58%' }} pos="relative" style={{ zIndex: 1 }}>
          <Text size="sm" fw={600} opacity={0.85}>
            {formatWeekday(now)}
          </Text>
          <Title order={1} mt={6} size="h1">
            {greetingFor(now)}, {profile.first_name}
          </Title>
          <Text mt="sm" opacity={0.9}>
            {profile.user.newUser
              ? 'Welcome to UA Internal. Your notifications and your access are gathered below.'
              : 'Here is what is waiting for you today.'}
          </Text>
        </Box>
        <Image
          src={HOME_HERO_IMAGE}
          alt=""
          visibleFrom="sm"
          pos="absolute"
          top={0}
          right={0}
          h="100%"
          w="42%"
          fit="cover"
          style={{ maskImage: 'linear-gradient(to right, transparent, #000 40%)' }}
        />
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <UnreadSummaryCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AccessSummaryCard labels={user.labels} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileCard profile={profile} />
        </Grid.Col>
        {visibleGroups(user.labels).map((entry) => {
          const links = groupLinks(entry, user.labels).map((link) => ({
            key: link.key,
            to: link.path,
            title: link.title,
            summary: link.summary,
            icon: <AreaIcon name={link.icon} size={18} />,
          }));
          return (
            <Grid.Col key={entry.group.key} span={{ base: 12, md: 4 }}>
              <AreaLinksCard title={entry.group.title} summary={entry.group.summary} icon={<AreaIcon name={entry.group.icon} size={24} />} color={entry.group.color} links={links} />
            </Grid.Col>
          );
        })}
      </Grid>
    </Container>
  );
}
