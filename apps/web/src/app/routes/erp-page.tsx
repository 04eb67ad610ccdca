import { Button, Center, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_PATHS } from '../../config/paths';

/** The ERP workspace's place: a full-screen area of its own, without the top bar. */
export function ErpPage() {
  return (
    <Center mih="inherit" p="md">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <Image src="/logo.svg" alt="" w={56} h={56} />
        <Title order={1} size="h2">
          ERP workspace
        </Title>
        <Text c="dimmed">The ERP screens open here full screen. They arrive with the business areas.</Text>
        <Button component={Link} to={APP_PATHS.home} variant="light" radius="xl" mt="sm">
          Back to UA Internal
        </Button>
      </Stack>
    </Center>
  );
}
