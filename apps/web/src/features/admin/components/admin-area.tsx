import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { IconSettings } from '@tabler/icons-react';
import { NoAccessState } from '../../../components/no-access-state';
import { NotFoundAlert } from '../../../components/not-found-alert';
import { PageTitle } from '../../../components/page-title';
import { useViewer } from '../../../hooks/use-viewer';
import { ADMIN_SECTIONS, adminSectionPath, visibleAdminSections, type AdminSection, type AdminSectionKey } from '../utils/admin-sections';
import { AdminSectionIcon } from './admin-section-icon';

// Each section is its own chunk: someone who only reads the audit log never loads the staff forms.
const StaffPage = lazy(() => import('./staff-page').then((module) => ({ default: module.StaffPage })));
const AccessLevelsPage = lazy(() => import('./access-levels-page').then((module) => ({ default: module.AccessLevelsPage })));
const NotificationComposer = lazy(() => import('./notification-composer').then((module) => ({ default: module.NotificationComposer })));
const AuditLogPage = lazy(() => import('./audit-log-page').then((module) => ({ default: module.AuditLogPage })));
const JobsPage = lazy(() => import('./jobs-page').then((module) => ({ default: module.JobsPage })));

function SectionSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading" aria-busy>
      <Skeleton h={28} w={220} />
      <Skeleton h={16} w="60%" />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}

/** A section the viewer lacks the label for, reached by its URL: say so (the server refuses it anyway). */
function Allowed({ section, labels, children }: { section: AdminSectionKey; labels: readonly string[]; children: ReactNode }) {
  const definition = ADMIN_SECTIONS.find((candidate) => candidate.key === section);
  if (!definition) return null;
  if (labels.includes(definition.label)) return children;
  return <NoAccessState title={`${definition.title} is not open to you`} labels={[definition.label]} />;
}

/** An address under /admin that names no section (a typo, an old bookmark): say so, and offer the first section. */
function UnknownSection({ first }: { first: AdminSection }) {
  return (
    <NotFoundAlert title="No such page in Administration" backTo={adminSectionPath(first.key)} backLabel={`Go to ${first.title}`}>
      The address names no section.
    </NotFoundAlert>
  );
}

/** The Administration area: one tab per section the viewer's labels open, each section at its own URL. */
export function AdminArea() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = visibleAdminSections(viewer.labels);
  const current = sections.find((section) => pathname === adminSectionPath(section.key) || pathname.startsWith(`${adminSectionPath(section.key)}/`));
  const first = sections[0];
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: the section on screen brings its tab into view, the last ones too.
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current?.key]);
  const guard = (key: AdminSectionKey, page: ReactNode) => (
    <Allowed section={key} labels={viewer.labels}>
      {page}
    </Allowed>
  );

  return (
    <>
      <PageTitle
        icon={<IconSettings size={26} />}
        title="Administration"
        description="Staff accounts, their access, messages to everyone, the record of who changed what, and the background jobs."
      />
      {first === undefined ? (
        <NoAccessState title="Administration is not open to you" labels={[...new Set(ADMIN_SECTIONS.map((section) => section.label))]} />
      ) : (
        <>
          <Tabs value={current?.key ?? null} onChange={(key) => key && void navigate(adminSectionPath(key as AdminSectionKey))} mb="lg">
            <Tabs.List ref={tabList} aria-label="Administration sections" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              {sections.map((section) => (
                <Tabs.Tab key={section.key} value={section.key} leftSection={<AdminSectionIcon section={section.key} />} style={{ whiteSpace: 'nowrap' }}>
                  {section.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Suspense fallback={<SectionSkeleton />}>
            <Routes>
              <Route index element={<Navigate to={adminSectionPath(first.key)} replace />} />
              <Route path="staff" element={guard('staff', <StaffPage />)} />
              <Route path="staff/:staffId" element={guard('staff', <StaffPage />)} />
              <Route path="access-levels" element={guard('access-levels', <AccessLevelsPage />)} />
              <Route path="notifications" element={guard('notifications', <NotificationComposer />)} />
              <Route path="audit-log" element={guard('audit-log', <AuditLogPage />)} />
              <Route path="jobs" element={guard('jobs', <JobsPage />)} />
              <Route path="*" element={<UnknownSection first={first} />} />
            </Routes>
          </Suspense>
        </>
      )}
    </>
  );
}
