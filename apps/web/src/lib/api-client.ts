import axios from 'axios';
import qs from 'qs';
import { readAccessToken } from './access-token-cookie';

/** The one HTTP client: same origin as the page, Bearer token from the cookie, arrays as `key[]=`. */
export const apiClient = axios.create({
  headers: { Accept: 'application/json' },
  paramsSerializer: { serialize: (params) => qs.stringify(params, { arrayFormat: 'brackets' }) },
});

apiClient.interceptors.request.use((config) => {
  const token = readAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
