import type { QueryClient } from '@tanstack/react-query';
import type { PermissionLabel } from '@ua/contracts/constants';
import type { AreaIconName } from './area-icon';
import { APP_PATHS } from '../config/paths';
import { ADMIN_SECTIONS, adminSectionPath, type AdminSectionKey } from '../features/admin/utils/admin-sections';
import { preloadBookingPage } from '../features/bookings/booking-page-loader';
import { bookingPaths } from '../features/bookings/utils/booking-paths';
import { dashboardPaths } from '../features/dashboards/utils/dashboard-paths';
import { preloadTripPage } from '../features/itineraries/trip-page-loader';
import { tripPaths } from '../features/itineraries/utils/trip-paths';
import { MAILBOX_PATH } from '../features/messaging/utils/mailbox-paths';
import { preloadableLazy, type PreloadableComponent } from '../lib/preloadable-lazy';

// This file is in the first load (the top bar, the home page and the boot read it), so it takes from
// @ua/contracts only Zod-free values: the paths the screens' loaders call, which the build keeps
// apart from the schemas (vite.config.ts; the bundle budget catches Zod coming in). Pages are lazy
// chunks, and icons are names that the lazy screens draw (area-icon.tsx), typed so a name without a
// drawing does not compile.

/** The groups the navigation and the home page show the areas in, in this order. */
export const AREA_GROUPS = [
  { key: 'sales', title: 'Sales', summary: 'Enquiries, itineraries and quotes', icon: 'IconBriefcase', color: 'blue' },
  { key: 'operations', title: 'Operations', summary: 'Bookings and supplier confirmations', icon: 'IconClockPlay', color: 'orange' },
  { key: 'accounts', title: 'Accounts', summary: 'Payment plans, collections and wallets', icon: 'IconReceipt', color: 'green' },
  { key: 'catalogue', title: 'Catalogue', summary: 'Places, suppliers and what they sell', icon: 'IconPackage', color: 'teal' },
  { key: 'administration', title: 'Administration', summary: 'Staff, access, the audit log and jobs', icon: 'IconSettings', color: 'grape' },
] as const satisfies readonly { key: string; title: string; summary: string; icon: AreaIconName; color: string }[];

export type AreaGroupKey = (typeof AREA_GROUPS)[number]['key'];
export type AreaGroup = (typeof AREA_GROUPS)[number];

/** A part of an area with its own link (Administration's sections). */
export type AreaSection = { key: string; title: string; summary: string; path: string; icon: AreaIconName; label: PermissionLabel };

export type AppArea = {
  key: string;
  title: string;
  /** One line on what it holds, for the home page and the refusal screen. */
  summary: string;
  path: string;
  /** Where it sits in the navigation; an area without a group (the notifications page) is reached from elsewhere. */
  group?: AreaGroupKey;
  /** Any one of these opens the area; none listed means every signed-in person. */
  viewLabels: readonly PermissionLabel[];
  icon: AreaIconName;
  page: PreloadableComponent<object>;
  /**
   * What opening the app at a path under the area (`rest`, e.g. `/12`) will need besides the area's
   * code: a screen's own chunk and its data, asked for by the boot before the shell has drawn. Answers
   * when that chunk is there, if it asked for one.
   */
  preload?: (queryClient: QueryClient, rest: string) => Promise<void> | undefined;
  /** Its parts, when each needs its own label: the navigation and the home card link to each one the viewer holds. */
  sections?: readonly AreaSection[];
};

const ADMIN_SECTION_ICONS: Record<AdminSectionKey, AreaIconName> = { staff: 'IconUsers', 'access-levels': 'IconKey', notifications: 'IconSend', 'audit-log': 'IconHistory', jobs: 'IconClockPlay' };

/**
 * Every area of the app. The routes, the navigation and the home page are drawn from this list:
 * adding an area is adding an entry.
 */
export const AREAS: readonly AppArea[] = [
  {
    key: 'itineraries',
    title: 'Itineraries',
    summary: 'Trips from enquiry to accepted quote, day by day',
    path: tripPaths.list,
    group: 'sales',
    viewLabels: ['itineraries.view'],
    icon: 'IconRoute',
    page: preloadableLazy(() => import('../features/itineraries/components/itineraries-area').then((module) => module.ItinerariesArea)),
    preload: preloadTripPage,
  },
  {
    key: 'bookings',
    title: 'Bookings',
    summary: 'Accepted trips booked with each supplier, vouchers and comments',
    path: bookingPaths.list,
    group: 'operations',
    viewLabels: ['bookings.view'],
    icon: 'IconClockPlay',
    // The bookings area with the payments panel handed in (app/bookings-with-payments.tsx).
    page: preloadableLazy(() => import('./bookings-with-payments').then((module) => module.BookingsWithPayments)),
    preload: preloadBookingPage,
  },
  {
    key: 'payments',
    title: 'Payments',
    summary: 'What customers owe: dues falling soon and overdue, by age, with their links',
    path: APP_PATHS.payments,
    group: 'accounts',
    viewLabels: ['payments.view'],
    icon: 'IconReceipt',
    page: preloadableLazy(() => import('../features/payments/components/payments-area').then((module) => module.PaymentsArea)),
  },
  {
    key: 'agents',
    title: 'Agents',
    summary: 'B2B travel agents: commission, credit, their trips and their wallets',
    path: APP_PATHS.agents,
    group: 'accounts',
    viewLabels: ['agents.view'],
    icon: 'IconUsersGroup',
    page: preloadableLazy(() => import('../features/agents/components/agents-area').then((module) => module.AgentsArea)),
  },
  // Each desk's dashboard, in its group beside the areas its figures count.
  {
    key: 'sales-dashboard',
    title: 'Sales dashboard',
    summary: 'Trips by status, and the quotes won month by month and by owner',
    path: dashboardPaths.sales,
    group: 'sales',
    viewLabels: ['itineraries.view'],
    icon: 'IconChartBar',
    page: preloadableLazy(() => import('../features/dashboards/components/sales/sales-dashboard-page').then((module) => module.SalesDashboardPage)),
  },
  {
    key: 'operations-dashboard',
    title: 'Operations dashboard',
    summary: 'The fortnight’s departures with what is unconfirmed, and suppliers yet to answer',
    path: dashboardPaths.operations,
    group: 'operations',
    viewLabels: ['bookings.view'],
    icon: 'IconChartBar',
    page: preloadableLazy(() => import('../features/dashboards/components/operations/operations-dashboard-page').then((module) => module.OperationsDashboardPage)),
  },
  {
    key: 'accounts-dashboard',
    title: 'Accounts dashboard',
    summary: 'What is owed by age, collections by week, links open and top-ups waiting',
    path: dashboardPaths.accounts,
    group: 'accounts',
    viewLabels: ['payments.view'],
    icon: 'IconChartBar',
    page: preloadableLazy(() => import('../features/dashboards/components/accounts/accounts-dashboard-page').then((module) => module.AccountsDashboardPage)),
  },
  {
    key: 'destinations',
    title: 'Destinations',
    summary: 'Countries, states, destinations and spots',
    path: APP_PATHS.destinations,
    group: 'catalogue',
    viewLabels: ['locations.view'],
    icon: 'IconMapPin',
    page: preloadableLazy(() => import('../features/catalogue/components/destinations/destinations-area').then((module) => module.DestinationsArea)),
  },
  {
    key: 'suppliers',
    title: 'Suppliers',
    summary: 'Hotels, transporters, operators and guides',
    path: APP_PATHS.suppliers,
    group: 'catalogue',
    viewLabels: ['suppliers.view'],
    icon: 'IconBuilding',
    page: preloadableLazy(() => import('../features/catalogue/components/suppliers/suppliers-area').then((module) => module.SuppliersArea)),
  },
  {
    key: 'products',
    title: 'Products',
    summary: 'Search stays, transfers and activities by place and price',
    path: APP_PATHS.products,
    group: 'catalogue',
    viewLabels: ['products.view'],
    icon: 'IconPackage',
    page: preloadableLazy(() => import('../features/catalogue/components/products/products-area').then((module) => module.ProductsArea)),
  },
  {
    key: 'administration',
    title: 'Administration',
    summary: 'Staff accounts, their access, messages to everyone, the record of who changed what, and the background jobs',
    path: APP_PATHS.admin,
    group: 'administration',
    viewLabels: [...new Set(ADMIN_SECTIONS.map((section) => section.label))],
    icon: 'IconSettings',
    page: preloadableLazy(() => import('../features/admin/components/admin-area').then((module) => module.AdminArea)),
    sections: ADMIN_SECTIONS.map((section) => ({ ...section, path: adminSectionPath(section.key), icon: ADMIN_SECTION_ICONS[section.key] })),
  },
  {
    key: 'notifications',
    title: 'Notifications',
    summary: 'Everything sent to you, read and unread',
    path: APP_PATHS.notifications,
    viewLabels: [],
    icon: 'IconBell',
    page: preloadableLazy(() => import('../features/notifications/components/notifications-area').then((module) => module.NotificationsArea)),
  },
  {
    key: 'mailbox',
    title: 'Mailbox',
    summary: 'The mails and WhatsApp messages the local stand-ins caught, outside production',
    path: MAILBOX_PATH,
    viewLabels: ['messaging.send'],
    icon: 'IconSend',
    page: preloadableLazy(() => import('../features/messaging/components/mailbox-page').then((module) => module.MailboxPage)),
  },
];

export function opensArea(area: AppArea, labels: readonly string[] | undefined): boolean {
  return area.viewLabels.length === 0 || area.viewLabels.some((label) => labels?.includes(label));
}

export type AreaLink = Pick<AreaSection, 'key' | 'title' | 'summary' | 'path' | 'icon'>;

/** The links an area offers the viewer: its sections they hold the label for, or the area itself. */
export function areaLinks(area: AppArea, labels: readonly string[] | undefined): readonly AreaLink[] {
  if (!area.sections) return opensArea(area, labels) ? [area] : [];
  return area.sections.filter((section) => labels?.includes(section.label));
}

export type VisibleGroup = { group: AreaGroup; areas: readonly AppArea[] };

/** The navigation's groups, each with the areas the viewer may open; empty groups are left out. */
export function visibleGroups(labels: readonly string[] | undefined): VisibleGroup[] {
  return AREA_GROUPS.map((group) => ({ group, areas: AREAS.filter((area) => area.group === group.key && opensArea(area, labels)) })).filter(
    (entry) => entry.areas.length > 0,
  );
}

/** A group's links for the viewer: each of its areas, or the sections of an area that has them. */
export function groupLinks(entry: VisibleGroup, labels: readonly string[] | undefined): AreaLink[] {
  return entry.areas.flatMap((area) => areaLinks(area, labels));
}

/** The area a path belongs to, if any. */
export function areaAt(pathname: string): AppArea | undefined {
  return AREAS.find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`));
}
