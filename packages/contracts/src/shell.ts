import { z } from 'zod';

import { pageOf } from './common.ts';
import { NOTIFICATION_LIST_MAX, NOTIFICATION_TYPES, type NotificationType } from './constants.ts';
import { pageQuerySchema, queryBoolean } from './fields.ts';

export {
  NEW_USER_WINDOW_MS,
  NOTIFICATION_LIST_MAX,
  NOTIFICATION_POPOVER_WIDTH,
  NOTIFICATION_TYPES,
  SHELL_PATHS,
  TOAST_AUTO_CLOSE_MS,
  UNREAD_COUNT_POLL_MS,
} from './constants.ts';

export const userProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  user: z.object({ id: z.number().int(), newUser: z.boolean() }),
  user_joined: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = z.array(userProfileSchema);
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

export const accessLevelItemSchema = z.object({
  access_level_data: z.array(z.object({ label: z.string() })),
});
export const userAccessLevelResponseSchema = z.array(accessLevelItemSchema);
export type UserAccessLevelResponse = z.infer<typeof userAccessLevelResponseSchema>;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type { NotificationType };
export const readStatusSchema = z.enum(['unread', 'read']);
export type ReadStatus = z.infer<typeof readStatusSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  notification_type: z.string(),
  generated_on: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read_status: readStatusSchema,
  /** Not the spec's: when a snoozed notification comes back (it is out of the unread list until then). */
  snoozed_until: z.string().nullable().optional(),
  /** Not the spec's: the record's own dates it can be snoozed until. */
  snooze_dates: z.array(z.object({ key: z.string(), label: z.string(), at: z.string() })).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListQuerySchema = z.object({
  read_status: readStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_MAX).default(NOTIFICATION_LIST_MAX),
});
export const notificationListResponseSchema = z.array(notificationSchema);

/** The notifications page: every notification of the caller, read or not, a page at a time. */
export const notificationPageQuerySchema = pageQuerySchema.extend({
  /** `true` for the read ones only, `false` for the unread ones only; both without it. */
  read: queryBoolean.optional(),
  /** One notification type, e.g. `payment`. */
  type: z.string().trim().min(1).max(50).optional(),
});
export type NotificationPageQuery = z.input<typeof notificationPageQuerySchema>;
export const notificationPageResponseSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageResponseSchema>;

export const notificationActionRequestSchema = z.object({ read_status: readStatusSchema });

export const unreadCountResponseSchema = z.object({
  unread_count: z.number().int(),
  by_type: z.record(z.string(), z.number().int()),
});
export type UnreadCount = z.infer<typeof unreadCountResponseSchema>;

export const markAllReadRequestSchema = z.object({ notification_type: z.string().min(1).max(50).optional() });
export const markAllReadResponseSchema = z.object({ updated: z.number().int() });
