import { describe, expect, it, vi } from 'vitest';
import { answerOAuthCallback } from './oauth-callback';

function callbackWindow(url: string, opener: { postMessage: (message: unknown, origin: string) => void } | null) {
  const location = new URL(url);
  return {
    location,
    opener,
    close: vi.fn(),
    history: { replaceState: vi.fn() },
  } as unknown as Window & { close: ReturnType<typeof vi.fn>; history: { replaceState: ReturnType<typeof vi.fn> } };
}

describe('answerOAuthCallback', () => {
  it('posts the token and state from the fragment to the opener, on our origin only, then closes', () => {
    const opener = { postMessage: vi.fn() };
    const win = callbackWindow('http://localhost:3000/oauth/callback#access_token=abc&token_type=Bearer&expires_in=3599&state=s1', opener);
    expect(answerOAuthCallback(win)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'ua-oauth', access_token: 'abc', state: 's1', error: undefined },
      'http://localhost:3000',
    );
    expect(win.close).toHaveBeenCalled();
  });

  it('passes on the provider\u2019s error', () => {
    const opener = { postMessage: vi.fn() };
    answerOAuthCallback(callbackWindow('http://localhost:3000/oauth/callback#error=access_denied&state=s1', opener));
    expect(opener.postMessage).toHaveBeenCalledWith(expect.objectContaining({ error: 'access_denied', state: 's1' }), 'http://localhost:3000');
  });

  it('drops the token from the address and answers false when there is no opener', () => {
    const win = callbackWindow('http://localhost:3000/oauth/callback#access_token=abc&state=s1', null);
    expect(answerOAuthCallback(win)).toBe(false);
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/oauth/callback');
    expect(win.close).not.toHaveBeenCalled();
  });
});
