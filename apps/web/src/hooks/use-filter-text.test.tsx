import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFilterText } from './use-filter-text';

function setup(url = '') {
  vi.useFakeTimers();
  const commit = vi.fn();
  const hook = renderHook(({ url: value }) => useFilterText(value, commit), { initialProps: { url } });
  const type = (value: string) => act(() => hook.result.current.onChange(value));
  const pause = () => act(() => vi.advanceTimersByTime(300));
  return { ...hook, commit, type, pause };
}

describe('useFilterText', () => {
  it('commits what is typed once typing pauses', () => {
    const { type, pause, commit } = setup();
    type('mun');
    type('munn ');
    expect(commit).not.toHaveBeenCalled();
    pause();
    expect(commit).toHaveBeenCalledWith('munn');
  });

  it('keeps what was typed on when the URL catches up with an earlier commit', () => {
    const { type, pause, rerender, result } = setup();
    type('1');
    pause();
    type('1,');
    type('1,9');
    rerender({ url: '1' });
    expect(result.current.text).toBe('1,9');
    pause();
    rerender({ url: '1,9' });
    expect(result.current.text).toBe('1,9');
  });

  it('shows a value the URL gets by other means: Back, a shared link, Clear filters', () => {
    const { type, pause, rerender, result } = setup('kerala');
    type('munnar');
    pause();
    rerender({ url: 'munnar' });
    rerender({ url: 'kerala' });
    expect(result.current.text).toBe('kerala');
    rerender({ url: 'munnar' });
    expect(result.current.text).toBe('munnar');
    rerender({ url: '' });
    expect(result.current.text).toBe('');
  });
});
