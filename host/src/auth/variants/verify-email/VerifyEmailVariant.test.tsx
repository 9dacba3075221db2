import { act, cleanup, screen } from '@testing-library/react';
import VerifyEmailVariant from './VerifyEmailVariant';
import { variantTranslations } from '../variantTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(variantTranslations);

afterEach(() => jest.useRealTimers());

test('resend: sent, then disabled with a countdown until the cooldown ends', async () => {
  // Only the clock and the timers the countdown reads are faked: the mock API's own keep running.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  renderStandalonePage(<VerifyEmailVariant search="?email=ada%40demo.com" />);
  expect(screen.getByText(/sent to ada@demo.com/)).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Resend' }).click());
  expect(await screen.findByText('We sent a new verification link to ada@demo.com.')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Resend in 60 s' });
  expect(button).toBeDisabled();
  act(() => jest.advanceTimersByTime(15_000));
  expect(screen.getByRole('button', { name: 'Resend in 45 s' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(45_000));
  expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
});

test('asked again within the cooldown (a reloaded page), the API says to wait and the countdown takes it up', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  renderStandalonePage(<VerifyEmailVariant search="?email=bob%40demo.com" />);
  act(() => screen.getByRole('button', { name: 'Resend' }).click());
  await screen.findByRole('button', { name: 'Resend in 60 s' });
  act(() => jest.advanceTimersByTime(20_000));
  cleanup();
  renderStandalonePage(<VerifyEmailVariant search="?email=bob%40demo.com" />);
  act(() => screen.getByRole('button', { name: 'Resend' }).click());
  expect(await screen.findByText('Please wait 40 s before asking again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend in 40 s' })).toBeDisabled();
});
