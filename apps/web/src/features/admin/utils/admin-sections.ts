import type { PermissionLabel } from '@ua/contracts/constants';
import { APP_PATHS } from '../../../config/paths';

// No value from @ua/contracts here: the top bar and the home page import this file, and a contracts
// value would bring Zod into their chunks.

export type AdminSectionKey = 'staff' | 'access-levels' | 'notifications' | 'audit-log' | 'jobs';

export type AdminSection = {
  key: AdminSectionKey;
  title: string;
  /** What the section offers, for the home page card. */
  summary: string;
  /** The permission label the server checks on every call the section makes. */
  label: PermissionLabel;
};

/** The Administration area's sections, in tab order; each is shown only to holders of its label. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'staff', title: 'Staff', summary: 'Add staff, grant access levels, deactivate accounts', label: 'staff.manage' },
  { key: 'access-levels', title: 'Access levels', summary: 'Name roles and choose their permissions', label: 'staff.manage' },
  { key: 'notifications', title: 'Send notification', summary: 'Write to people, levels or everyone, in their bell', label: 'notifications.send' },
  { key: 'audit-log', title: 'Audit log', summary: 'Who changed what, and when', label: 'audit.view' },
  { key: 'jobs', title: 'Jobs', summary: 'Background jobs: what waits, what failed, and a retry', label: 'system.operate' },
];

export function adminSectionPath(key: AdminSectionKey): string {
  return `${APP_PATHS.admin}/${key}`;
}

export function visibleAdminSections(labels: readonly string[] | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => labels?.includes(section.label));
}
