import { act, renderHook } from '@testing-library/react';
import { useWizard } from './useWizard';

describe('useWizard', () => {
  it('moves forward only once the step on screen validates, and remembers the furthest step', async () => {
    let valid = false;
    const validateStep = jest.fn(() => valid);
    const { result } = renderHook(() => useWizard({ stepCount: 3, validateStep }));
    expect(result.current).toMatchObject({ activeStep: 0, reachedStep: 0, isFirst: true, isLast: false });
    await act(async () => expect(await result.current.next()).toBe(false));
    expect(validateStep).toHaveBeenLastCalledWith(0);
    expect(result.current.activeStep).toBe(0);
    valid = true;
    await act(async () => void (await result.current.next()));
    await act(async () => void (await result.current.next()));
    expect(result.current).toMatchObject({ activeStep: 2, reachedStep: 2, isLast: true });
    act(() => result.current.back());
    expect(result.current).toMatchObject({ activeStep: 1, reachedStep: 2 });
  });

  it('goes back to any step without validating, and forward only up to the furthest reached', async () => {
    const validateStep = jest.fn(() => true);
    const { result } = renderHook(() => useWizard({ stepCount: 4, validateStep }));
    await act(async () => void (await result.current.next()));
    await act(async () => void (await result.current.next()));
    validateStep.mockClear();
    await act(async () => void (await result.current.goTo(0)));
    expect(validateStep).not.toHaveBeenCalled();
    expect(result.current.activeStep).toBe(0);
    // Step 3 is not reached yet; step 2 is, once the step on screen validates.
    await act(async () => expect(await result.current.goTo(3)).toBe(false));
    await act(async () => expect(await result.current.goTo(2)).toBe(true));
    expect(validateStep).toHaveBeenCalledWith(0);
    expect(result.current).toMatchObject({ activeStep: 2, reachedStep: 2 });
  });
});
