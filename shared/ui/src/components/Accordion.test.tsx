import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion';

function Example(props: Partial<AccordionProps>) {
  // `collapsible` belongs to single mode only.
  const rootProps = (
    props.type === 'multiple' ? props : { type: 'single', collapsible: true, ...props }
  ) as AccordionProps;
  return (
    <Accordion {...rootProps}>
      <AccordionItem value="shipping" title="Shipping" subtitle="Delivery times and costs">
        Orders ship within two days.
      </AccordionItem>
      <AccordionItem
        value="returns"
        title="Returns"
        icon={<svg data-testid="returns-icon" aria-hidden="true" />}
      >
        Returns are free for 30 days.
      </AccordionItem>
      <AccordionItem value="archive" title="Archive" disabled>
        Archived answers.
      </AccordionItem>
      <AccordionItem value="payment" title="Payment">
        We accept cards and transfers.
      </AccordionItem>
    </Accordion>
  );
}

const header = (name: RegExp | string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('puts each header button in a heading, named by its title and subtitle, closed at first', () => {
    renderWithTheme(<Example />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const shipping = header(/^Shipping/);
    expect(shipping).toHaveAccessibleName('Shipping Delivery times and costs');
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByTestId('returns-icon')).toBeInTheDocument();
  });

  it('opens a panel with a click, and in single mode closes the other one', async () => {
    const { user } = renderWithTheme(<Example />);
    await user.click(header(/^Shipping/));
    expect(header(/^Shipping/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /Shipping/ })).toHaveTextContent(
      'Orders ship within two days.',
    );

    await user.click(header('Returns'));
    expect(header(/^Shipping/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Returns' })).toHaveTextContent('Returns are free');
  });

  it('toggles with Enter and Space, and the arrow keys move between headers, skipping disabled ones', async () => {
    const { user } = renderWithTheme(<Example />);
    await user.tab();
    expect(header(/^Shipping/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header(/^Shipping/)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(header(/^Shipping/)).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(header('Returns')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('Payment')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header(/^Shipping/)).toHaveFocus();
  });

  it('keeps a disabled panel shut', async () => {
    const { user } = renderWithTheme(<Example />);
    expect(header('Archive')).toBeDisabled();
    await user.click(header('Archive'));
    expect(header('Archive')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens several panels in multiple mode, with the default ones open at first', async () => {
    const { user } = renderWithTheme(<Example type="multiple" defaultValue={['shipping']} />);
    expect(header(/^Shipping/)).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('Payment'));
    expect(header(/^Shipping/)).toHaveAttribute('aria-expanded', 'true');
    expect(header('Payment')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('takes a heading level', () => {
    renderWithTheme(
      <Accordion type="single">
        <AccordionItem value="a" title="Question" headingLevel={4}>
          Answer
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Question' })).toBeInTheDocument();
  });
});
