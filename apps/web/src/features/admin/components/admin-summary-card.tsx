import { AreaLinksCard } from '../../../components/area-links-card';
import { SettingsIcon } from '../../../components/icons';
import { adminSectionPath, visibleAdminSections } from '../utils/admin-sections';
import { AdminSectionIcon } from './admin-section-icon';

/** Home page card: the Administration sections the user's labels open, one link each. */
export function AdminSummaryCard({ labels }: { labels: readonly string[] | undefined }) {
  const links = visibleAdminSections(labels).map((section) => ({
    key: section.key,
    to: adminSectionPath(section.key),
    title: section.title,
    summary: section.summary,
    icon: <AdminSectionIcon section={section.key} size={18} />,
  }));
  return <AreaLinksCard title="Administration" summary="Staff, access and the audit log" icon={<SettingsIcon size={24} />} color="grape" links={links} />;
}
