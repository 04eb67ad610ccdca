import { Box, Center, Paper, Text } from '@mantine/core';
import { reloadPage } from '../../../lib/reload-page';
import { LoginPanel } from './login-panel';

/** Stands instead of the page content when nobody is signed in: the login panel, not closable. */
export function LoginPage() {
  return (
    <Center mih="inherit" p="md" component="section" aria-label="Sign in">
      <Box w="100%" maw={420}>
        <Paper radius="lg" shadow="md" withBorder style={{ overflow: 'hidden' }}>
          <LoginPanel onContinue={reloadPage} />
        </Paper>
        <Text c="dimmed" size="xs" ta="center" mt="md">
          UA Internal is for our staff only. Trouble signing in? Ask an administrator.
        </Text>
      </Box>
    </Center>
  );
}
