import { useEffect } from 'react';
import type { UserProfile } from '@ua/contracts';
import { markWelcomed } from '../utils/welcomed-users';

/** Greets a new user (the server's `newUser`: joined under 5 minutes ago) once, ever, per user. */
export function useNewUserWelcome(profile: UserProfile | undefined): void {
  useEffect(() => {
    if (!profile?.user.newUser || !markWelcomed(profile.user.id)) return;
    // The toast code (Mantine's notifications store) is fetched only for this, as the toasts' container
    // is: a greeting shown once in a user's life does not belong in everyone's first load.
    void import('../../../lib/toast').then(({ showInfoToast }) =>
      showInfoToast('Your account is ready. Your bell and your access appear on the home page.', `Welcome to UA Internal, ${profile.first_name}!`),
    );
  }, [profile]);
}
