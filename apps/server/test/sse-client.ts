import { expect } from 'vitest';

/** One server-sent event as a browser's EventSource would hand it over, data parsed as JSON. */
export type ReceivedEvent = { event: string; id?: string; data: unknown };

export type StreamOptions = { token?: string; cookie?: string; lastEventId?: string; query?: string; accept?: string };

export type OpenedStream = {
  status: number;
  headers: Headers;
  /** The events received so far, in order (`ping`s included). */
  events: ReceivedEvent[];
  /** Events of one name, in order. */
  named(event: string): ReceivedEvent[];
  /** Waits until `count` events of that name have come. */
  until(event: string, count: number, timeout?: number): Promise<void>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** The body of a refusal (not a stream). */
  json(): Promise<unknown>;
  /** Drops the connection, as a browser losing its network would. */
  close(): void;
};

function parseBlock(block: string): ReceivedEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { event, ...(id === undefined ? {} : { id }), data: JSON.parse(data.join('\n')) };
}

/** Opens the live bell's stream over real HTTP (fetch, reading the body as it streams). */
export async function openStream(baseUrl: string, path: string, options: StreamOptions = {}): Promise<OpenedStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: options.accept ?? 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}${path}${options.query ? `?${options.query}` : ''}`, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const isStream = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

  const ended = (async () => {
    if (!isStream || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        const blocks = buffer.split(/\r?\n\r?\n/);
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const parsed = parseBlock(block);
          if (parsed) events.push(parsed);
        }
      }
    } catch {
      // Aborted by `close`, or the connection dropped.
    }
  })();

  const named = (event: string) => events.filter((received) => received.event === event);
  return {
    status: response.status,
    headers: response.headers,
    events,
    named,
    until: (event, count, timeout = 5000) => expect.poll(() => named(event).length, { timeout }).toBeGreaterThanOrEqual(count),
    ended,
    json: () => response.json(),
    close: () => controller.abort(),
  };
}
