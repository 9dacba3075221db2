import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Example({ dir, onValueChange }: { dir?: 'ltr' | 'rtl'; onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="account" dir={dir} onValueChange={onValueChange}>
      <TabList aria-label="Settings sections">
        <Tab value="account">Account</Tab>
        <Tab value="security">Security</Tab>
        <Tab value="billing" disabled>
          Billing
        </Tab>
        <Tab value="notifications">Notifications</Tab>
      </TabList>
      <TabPanel value="account">Account form</TabPanel>
      <TabPanel value="security">Security form</TabPanel>
      <TabPanel value="notifications">Notification form</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab and switches panel on click', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(<Example onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Account form');

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(onValueChange).toHaveBeenCalledWith('security');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toHaveTextContent('Security form');
  });

  it('moves with the arrow keys, skipping disabled tabs', async () => {
    const { user } = renderWithTheme(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Security form');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
  });

  it('mirrors the arrow keys in RTL', async () => {
    const { user } = renderWithTheme(<Example dir="rtl" />);
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
  });
});
