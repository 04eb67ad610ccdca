import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { storeAccessToken } from './access-token-cookie';
import { apiClient, serializeParams } from './api-client';

describe('the api client', () => {
  it('sends the cookie token as a Bearer token', async () => {
    const api = mockApi({ 'GET /api/user-profile/': { status: 200, data: [] } });
    storeAccessToken('token-123');
    await apiClient.get('/api/user-profile/');
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header without the cookie', async () => {
    const api = mockApi({ 'GET /api/public-config/': { status: 200, data: {} } });
    await apiClient.get('/api/public-config/');
    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('serializes query arrays with brackets', () => {
    const uri = apiClient.getUri({ url: '/api/products/', params: { category: [1, 2], q: 'goa' } });
    expect(decodeURIComponent(uri)).toBe('/api/products/?category[]=1&category[]=2&q=goa');
  });

  it('encodes values as RFC 3986 wants, leaves undefined out and sends null as empty', () => {
    expect(serializeParams({ q: "Rahul's (1st) trip!*", a: undefined, b: null, city: 'पुणे', empty: [], n: 0, ok: true })).toBe(
      "q=Rahul%27s%20%281st%29%20trip%21%2A&b=&city=%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87&n=0&ok=true",
    );
    expect(serializeParams({ status: ['a&b', 'c=d'] })).toBe('status%5B%5D=a%26b&status%5B%5D=c%3Dd');
  });
});
