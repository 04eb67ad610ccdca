import { NEW_USER_WINDOW_MS, type UserAccessLevelResponse, type UserProfileResponse } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import type { Profile } from '../auth/index.ts';

/** New while the account joined less than five minutes ago (the spec's window). */
export function isNewUser(joinedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - joinedAt.getTime() < NEW_USER_WINDOW_MS;
}

/** The caller's profile as the spec's one-item list. */
export function profileOf(user: Profile): UserProfileResponse {
  return [
    {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      picture: user.picture,
      user: { id: user.id, newUser: isNewUser(user.joinedAt) },
      user_joined: user.joinedAt.toISOString(),
    },
  ];
}

/** The caller's labels, loaded with the account when the request was authenticated: no further query. */
export function accessLevelOf(actor: Pick<ServiceContext['actor'], 'labels'>): UserAccessLevelResponse {
  return [{ access_level_data: [...actor.labels].sort().map((label) => ({ label })) }];
}
