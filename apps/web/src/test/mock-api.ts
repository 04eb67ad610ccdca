import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client';

export type RecordedCall = { method: string; url: string; params: unknown; body: unknown; headers: AxiosHeaders };
export type MockReply = { status: number; data?: unknown };
type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

const originalAdapter = apiClient.defaults.adapter;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Answers the app's HTTP calls at the axios adapter, under the real interceptors and serializers:
 * routes are `'GET /api/user-profile/'`. A call no route knows answers 404 and is recorded.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`] ?? { status: 404, data: { detail: 'Not found' } };
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { calls, callsTo: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url) };
}

export function restoreApi(): void {
  apiClient.defaults.adapter = originalAdapter;
}
