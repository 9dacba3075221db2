import { act, screen, within } from '@testing-library/react';
import { IconUser } from '@tabler/icons-react';
import { renderWithTheme, testI18n } from '../test/renderWithTheme';
import { Stepper, stepStateOf } from './Stepper';

const steps = [
  { id: 'cart', title: 'Cart', subtitle: 'Your items' },
  { id: 'address', title: 'Address', icon: <IconUser aria-hidden="true" /> },
  { id: 'shipping', title: 'Shipping' },
  { id: 'payment', title: 'Payment' },
];

describe('Stepper', () => {
  afterEach(() => act(() => void testI18n.changeLanguage('en')));

  it('is a named ordered list with the step on screen marked current', () => {
    renderWithTheme(<Stepper steps={steps} activeStep={1} aria-label="Checkout steps" />);
    const list = screen.getByRole('list', { name: 'Checkout steps' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const current = items[1].querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Step 2 of 4: Address, current');
    expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('makes buttons of the steps up to the furthest reached, not of the current or later ones', () => {
    const onStepChange = jest.fn();
    renderWithTheme(<Stepper steps={steps} activeStep={1} reachedStep={2} onStepChange={onStepChange} />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Step 1 of 4: Cart, done',
      'Step 3 of 4: Shipping, not done',
    ]);
    expect(screen.getByText('Step 4 of 4: Payment, not done').closest('button')).toBeNull();
  });

  it('is operated with the keyboard: Tab reaches a step, Enter and Space pick it', async () => {
    const onStepChange = jest.fn();
    const { user } = renderWithTheme(
      <Stepper steps={steps} activeStep={2} reachedStep={2} onStepChange={onStepChange} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Step 1 of 4: Cart, done' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStepChange).toHaveBeenLastCalledWith(0);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Step 2 of 4: Address, done' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onStepChange).toHaveBeenLastCalledWith(1);
    // The current step and the ones after it are not in the tab order.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('has no buttons without onStepChange (a read-only progress display)', () => {
    renderWithTheme(<Stepper steps={steps} activeStep={3} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names a step in error whatever its position', () => {
    const withError = steps.map((step) => (step.id === 'cart' ? { ...step, state: 'error' as const } : step));
    renderWithTheme(<Stepper steps={withError} activeStep={2} onStepChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Step 1 of 4: Cart, has errors' })).toBeInTheDocument();
  });

  it('shows numbers or the steps’ icons by variant, and subtitles', () => {
    const { rerender } = renderWithTheme(<Stepper steps={steps} activeStep={0} />);
    const markers = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('[aria-hidden="true"] > span'));
    expect(markers()[1]).toHaveTextContent('2');
    expect(screen.getByText('Your items')).toBeInTheDocument();
    rerender(<Stepper steps={steps} activeStep={0} variant="icons" />);
    expect(markers()[1]?.querySelector('svg')).not.toBeNull();
    expect(markers()[1]).not.toHaveTextContent('2');
  });

  it('lays out vertically on request', () => {
    const { rerender } = renderWithTheme(<Stepper steps={steps} activeStep={0} />);
    expect(getComputedStyle(screen.getByRole('list')).flexDirection).toBe('row');
    rerender(<Stepper steps={steps} activeStep={0} orientation="vertical" />);
    expect(getComputedStyle(screen.getByRole('list')).flexDirection).toBe('column');
  });

  it('reads its labels in the page language', async () => {
    renderWithTheme(<Stepper steps={steps} activeStep={1} onStepChange={() => {}} />);
    await act(() => testI18n.changeLanguage('ar'));
    expect(screen.getByRole('button', { name: 'الخطوة 1 من 4: Cart، مكتملة' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'الخطوات' })).toBeInTheDocument();
  });

  it('works out each step’s state from the active and furthest steps', () => {
    const states = steps.map((step, index) => stepStateOf(step, index, 1, 2));
    expect(states).toEqual(['done', 'current', 'upcoming', 'upcoming']);
  });
});
