import { lazy, Suspense } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { usePermissions } from '../../features/auth/hooks/use-permissions';
import { opensArea, type AppArea } from '../areas';

// Rarely seen, so not in the first load.
const AreaRefusal = lazy(() => import('./area-refusal').then((module) => ({ default: module.AreaRefusal })));

function AreaSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading" aria-busy>
      <Skeleton h={32} w={260} />
      <Skeleton h={16} w="45%" />
      <Skeleton h={360} radius="lg" mt="md" />
    </Stack>
  );
}

/** One area at its path: its lazy page for a viewer it opens to, a clear refusal otherwise (the server refuses its calls anyway). */
export function AreaRoute({ area }: { area: AppArea }) {
  const { labels } = usePermissions();
  if (labels === undefined) return null;
  const Page = area.page;
  return (
    <Container size="lg" py="xl">
      <Suspense fallback={<AreaSkeleton />}>{opensArea(area, labels) ? <Page /> : <AreaRefusal area={area} />}</Suspense>
    </Container>
  );
}
