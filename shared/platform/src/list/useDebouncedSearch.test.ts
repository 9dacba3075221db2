import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from './listTiming';
import { useDebouncedSearch } from './useDebouncedSearch';

describe('useDebouncedSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (initial: string) => {
    const commit = jest.fn();
    const hook = renderHook(({ value }) => useDebouncedSearch(value, commit), {
      initialProps: { value: initial },
    });
    return { commit, hook };
  };

  it('shows what is typed at once and commits it after a pause', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.onChange('echo'));
    expect(hook.result.current.value).toBe('echo');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith('echo');
  });

  it('keeps what is typed while its own commit is on the way, and sends it next', () => {
    const { commit, hook } = setup('Echo Dot');
    act(() => hook.result.current.onChange('echo'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenLastCalledWith('echo');
    // The box is cleared before the URL has caught up with "echo"…
    act(() => hook.result.current.onChange(''));
    hook.rerender({ value: 'echo' });
    // …and the landing commit does not bring "echo" back.
    expect(hook.result.current.value).toBe('');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenLastCalledWith('');
    hook.rerender({ value: '' });
    expect(hook.result.current.value).toBe('');
  });

  it('follows a change from outside (back, a link), dropping an older draft', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.onChange('mac'));
    hook.rerender({ value: 'phone' });
    expect(hook.result.current.value).toBe('phone');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(commit).not.toHaveBeenCalled();
  });
});
