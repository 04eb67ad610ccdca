import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCompass } from '@tabler/icons-react';
import { APP_PATHS } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Center mih="inherit" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconCompass size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">This page does not exist, or it has moved. Let us get you back on the map.</Text>
        <Button component={Link} to={APP_PATHS.home} radius="xl" mt="sm">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
