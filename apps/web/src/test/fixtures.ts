import type { Notification, UserProfile } from '@ua/contracts';

export const ASHA: UserProfile = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'admin@ua.test',
  picture: null,
  user: { id: 1, newUser: false },
  user_joined: '2024-03-01T09:00:00.000Z',
};

let nextId = 1;

export function notification(overrides: Partial<Notification> = {}): Notification {
  const id = nextId++;
  return {
    id,
    notification_type: 'booking',
    generated_on: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    message: `Notification ${id}`,
    link: null,
    read_status: 'unread',
    ...overrides,
  };
}
