import { useEffect } from 'react';
import type { UserProfile } from '@ua/contracts';
import { showInfoToast } from '../../../lib/toast';
import { markWelcomed } from '../utils/welcomed-users';

/** Greets a new user (the server's `newUser`: joined under 5 minutes ago) once, ever, per user. */
export function useNewUserWelcome(profile: UserProfile | undefined): void {
  useEffect(() => {
    if (!profile?.user.newUser || !markWelcomed(profile.user.id)) return;
    showInfoToast('Your account is ready. Your bell and your access appear on the home page.', `Welcome to UA Internal, ${profile.first_name}!`);
  }, [profile]);
}
