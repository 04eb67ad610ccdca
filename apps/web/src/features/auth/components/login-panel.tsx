import { useState } from 'react';
import { Box, Button, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { GoogleIcon } from '../../../components/google-icon';
import { useGoogleLogin } from '../hooks/use-google-login';

const LOGIN_HEADER_IMAGE = '/login-header.svg';
export const LOGIN_HEADING = 'Login to your account';

type LoginPanelProps = {
  /** Runs when the user presses Continue after a successful sign-in. */
  onContinue: () => void;
  /** Told once the token is stored, before Continue is pressed. */
  onSuccess?: () => void;
};

/** The login panel of the spec: header image, heading, one Google button; then the success step. */
export function LoginPanel({ onContinue, onSuccess }: LoginPanelProps) {
  const [succeeded, setSucceeded] = useState(false);
  const google = useGoogleLogin(() => {
    setSucceeded(true);
    onSuccess?.();
  });

  return (
    <Box>
      <Image src={LOGIN_HEADER_IMAGE} alt="A plane flying over green hills at sunrise" h={148} fit="cover" />
      {succeeded ? (
        <Stack align="center" gap="xs" p="xl" ta="center">
          <ThemeIcon size={52} radius="xl" color="teal" variant="light">
            <IconCheck size={28} />
          </ThemeIcon>
          <Title order={2} size="h3">
            Login Successful
          </Title>
          <Text c="dimmed" size="sm">
            You are signed in. Continue to open your workspace.
          </Text>
          <Button mt="sm" size="md" fullWidth onClick={onContinue} data-autofocus>
            Continue
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs" p="xl">
          <Title order={2} size="h3">
            {LOGIN_HEADING}
          </Title>
          <Text c="dimmed" size="sm">
            Sign in with your company Google account to reach bookings, itineraries and your notifications.
          </Text>
          <Button
            mt="md"
            size="md"
            variant="default"
            fullWidth
            leftSection={<GoogleIcon />}
            loading={google.isPending}
            onClick={google.start}
          >
            Continue With Google
          </Button>
          <Text c="dimmed" size="xs" ta="center" mt="xs">
            Only staff accounts can sign in. A window opens for Google; keep it until it closes by itself.
          </Text>
        </Stack>
      )}
    </Box>
  );
}
