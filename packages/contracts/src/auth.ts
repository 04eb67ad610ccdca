import { z } from 'zod';

export { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_DAYS, AUTH_PATHS, INVALID_CREDENTIALS } from './constants.ts';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const googleLoginRequestSchema = z.object({ access_token: z.string().min(1).max(4096) });
export const googleLoginResponseSchema = z.object({ access_token: z.string(), refresh: z.string() });

export const manualLoginRequestSchema = z.object({
  /** The email, matched lower-case like every stored email. */
  username: emailSchema,
  password: z.string().min(1).max(1024),
});
export const manualLoginResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  access: z.string(),
  refresh: z.string(),
});

export const PASSWORD_MIN_LENGTH = 12;
export const registrationRequestSchema = z.object({
  username: emailSchema,
  password1: z.string().min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`).max(1024),
  password2: z.string().max(1024),
});
export const registrationResponseSchema = z.object({ id: z.number().int(), email: z.string() });

export const tokenRefreshRequestSchema = z.object({ refresh: z.string().min(1).max(512) });
export const tokenRefreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });

export const publicConfigResponseSchema = z.object({
  google_client_id: z.string(),
  google_auth_url: z.string(),
  dev_identity_provider: z.boolean(),
  public_site_url: z.string(),
  client_dashboard_url: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigResponseSchema>;
