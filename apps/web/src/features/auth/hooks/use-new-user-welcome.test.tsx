import { screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { UserProfile } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ASHA } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useNewUserWelcome } from './use-new-user-welcome';

function Greeter({ profile }: { profile: UserProfile }) {
  useNewUserWelcome(profile);
  return null;
}

const newAsha: UserProfile = { ...ASHA, user: { id: 11, newUser: true } };

describe('useNewUserWelcome', () => {
  it('welcomes a new user with a toast', async () => {
    renderWithProviders(<Greeter profile={newAsha} />);
    expect(await screen.findByText('Welcome to UA Internal, Asha!')).toBeInTheDocument();
  });

  it('welcomes them only once, even across reloads', async () => {
    const show = vi.spyOn(notifications, 'show');
    const first = renderWithProviders(<Greeter profile={newAsha} />);
    await screen.findByText('Welcome to UA Internal, Asha!');
    first.unmount();
    renderWithProviders(<Greeter profile={{ ...newAsha }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('does not welcome someone who is not new', async () => {
    renderWithProviders(<Greeter profile={ASHA} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Welcome to UA Internal/)).not.toBeInTheDocument();
  });
});
