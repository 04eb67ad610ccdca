import { Box, Container, Grid, Image, Paper, Text, Title } from '@mantine/core';
import { AdminSummaryCard } from '../../../features/admin/components/admin-summary-card';
import { canOpenAdministration } from '../../../features/admin/utils/admin-sections';
import { AccessSummaryCard } from '../../../features/auth/components/access-summary-card';
import { useCurrentUser } from '../../../features/auth/hooks/use-current-user';
import { CatalogueSummaryCard } from '../../../features/catalogue/components/catalogue-summary-card';
import { visibleCatalogueAreas } from '../../../features/catalogue/utils/catalogue-areas';
import { UnreadSummaryCard } from '../../../features/notifications/components/unread-summary-card';
import { greetingFor } from './greeting';
import { ProfileCard } from './profile-card';

const todayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

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
          background: 'linear-gradient(120deg, var(--mantine-color-teal-8) 0%, var(--mantine-color-cyan-7) 100%)',
          color: 'var(--mantine-color-white)',
        }}
      >
        <Box maw={{ base: '100%', sm: '58%' }} pos="relative" style={{ zIndex: 1 }}>
          <Text size="sm" fw={600} opacity={0.85}>
            {todayFormat.format(now)}
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
          src="/login-header.svg"
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
        {visibleCatalogueAreas(user.labels).length > 0 && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CatalogueSummaryCard labels={user.labels} />
          </Grid.Col>
        )}
        {canOpenAdministration(user.labels) && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AdminSummaryCard labels={user.labels} />
          </Grid.Col>
        )}
      </Grid>
    </Container>
  );
}
