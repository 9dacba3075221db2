import { doneProgress, PROGRESS_DELAY_MS, startProgress } from './TopProgressBar';

const bar = () => document.getElementById('nprogress');

describe('the top progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows nothing for a load that ends before the delay', () => {
    startProgress();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    doneProgress();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(bar()).toBeNull();
  });

  it('shows the bar for a longer load, until the last of nested loads ends', () => {
    startProgress();
    startProgress();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
    expect(bar()!.querySelector('.bar')).toHaveAttribute('aria-hidden', 'true');
    doneProgress();
    jest.advanceTimersByTime(1000);
    expect(bar()).not.toBeNull();
    doneProgress();
    jest.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('ignores an end without a start', () => {
    doneProgress();
    startProgress();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
    doneProgress();
    jest.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });
});
