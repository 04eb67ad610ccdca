import type { FormEvent } from 'react';
import { storeAccessToken } from '../../../lib/access-token-cookie';
import { manualLogin } from '../api/manual-login';
import { reportLoginFailure } from './report-login-failure';

/**
 * The email and password form's submit handler. The spec keeps it without a rendered form: only
 * the Google button is offered. Reads the form's `email` and `password`, stores our token on success.
 */
export async function submitEmailLogin(event: FormEvent<HTMLFormElement>, onSuccess: () => void): Promise<void> {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  try {
    const { access } = await manualLogin({ username: email, password });
    storeAccessToken(access);
    onSuccess();
  } catch (error) {
    reportLoginFailure(error);
  }
}
