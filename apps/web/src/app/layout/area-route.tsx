import { Suspense } from 'react';
import { Alert, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { usePermissions } from '../../features/auth/hooks/use-permissions';
import { opensArea, type AppArea } from '../areas';

function AreaSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading" aria-busy>
      <Skeleton h={32} w={260} />
      <Skeleton h={16} w="45%" />
      <Skeleton h={360} radius="lg" mt="md" />
    </Stack>
  );
}

function labelList(labels: readonly string[]): string {
  if (labels.length === 1) return `the ${labels[0]} permission`;
  return `one of the ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)} permissions`;
}

/** What someone without any of an area's labels sees at its URL: what it is, and what it needs. */
function AreaRefusal({ area }: { area: AppArea }) {
  const Icon = area.icon;
  return (
    <>
      <Group gap="md" mb="lg" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color="teal">
          <Icon size={26} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h2">
            {area.title}
          </Title>
          <Text size="sm" c="dimmed">
            {area.summary}
          </Text>
        </div>
      </Group>
      <Alert color="orange" variant="light" radius="md" title={`${area.title}: not open to you`} icon={<IconShieldCheck size={20} />}>
        It needs {labelList(area.viewLabels)}. An administrator can grant it through an access level.
      </Alert>
    </>
  );
}

/** One area at its path: its lazy page for a viewer it opens to, a clear refusal otherwise (the server refuses its calls anyway). */
export function AreaRoute({ area }: { area: AppArea }) {
  const { labels } = usePermissions();
  if (labels === undefined) return null;
  const Page = area.page;
  return (
    <Container size="lg" py="xl">
      {opensArea(area, labels) ? (
        <Suspense fallback={<AreaSkeleton />}>
          <Page />
        </Suspense>
      ) : (
        <AreaRefusal area={area} />
      )}
    </Container>
  );
}
