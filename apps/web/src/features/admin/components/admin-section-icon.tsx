import { IconClockPlay, IconHistory, IconKey, IconSend, IconUsers } from '@tabler/icons-react';
import type { AdminSectionKey } from '../utils/admin-sections';

const ICONS = { staff: IconUsers, 'access-levels': IconKey, notifications: IconSend, 'audit-log': IconHistory, jobs: IconClockPlay } as const;

export function AdminSectionIcon({ section, size = 18 }: { section: AdminSectionKey; size?: number }) {
  const Icon = ICONS[section];
  return <Icon size={size} />;
}
