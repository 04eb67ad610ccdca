import { Loader, Overlay, Stack, Text } from '@mantine/core';

/** Covers the whole page while the user and their permissions load. */
export function FullScreenLoader() {
  return (
    <Overlay fixed color="#fff" backgroundOpacity={0.85} blur={2} zIndex={1000} center>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text size="sm" c="dimmed">
          Loading your workspace…
        </Text>
      </Stack>
    </Overlay>
  );
}
