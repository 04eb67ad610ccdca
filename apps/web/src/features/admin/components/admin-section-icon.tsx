import { ClockPlayIcon, HistoryIcon, KeyIcon, SendIcon, UsersIcon } from '../../../components/icons';
import type { AdminSectionKey } from '../utils/admin-sections';

const ICONS = { staff: UsersIcon, 'access-levels': KeyIcon, notifications: SendIcon, 'audit-log': HistoryIcon, jobs: ClockPlayIcon } as const;

export function AdminSectionIcon({ section, size = 18 }: { section: AdminSectionKey; size?: number }) {
  const Icon = ICONS[section];
  return <Icon size={size} />;
}
