import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import type { GrantedRule } from '@atrium/contracts';
import { renderPage, setupI18n } from '../../../testing/kit';
import { AbilityMatrix } from './AbilityMatrix';
import { publishAreasForEachTest, setupMatrixUser } from '../../../testing/matrixKit';

// What the host publishes once these areas have loaded (the e-commerce strings are not loaded here,
// so its subjects read as their names).
const AREAS = [
  { area: 'ecommerce', subjects: ['Product', 'Customer'] },
  { area: 'admin', subjects: ['User', 'Role'] },
];

let saved: GrantedRule[] = [];

function Editor({ initial }: { initial: GrantedRule[] }) {
  const [rules, setRules] = useState(initial);
  return (
    <AbilityMatrix
      label="Abilities of the role"
      value={rules}
      onChange={(next) => {
        saved = next;
        setRules(next);
      }}
    />
  );
}

const sorted = (rules: GrantedRule[]) =>
  rules.map((r) => `${r.action} ${r.subject}`).sort((a, b) => a.localeCompare(b));

describe('AbilityMatrix', () => {
  beforeAll(() => setupI18n());
  beforeEach(() => {
    saved = [];
  });
  publishAreasForEachTest(AREAS);

  it('lists the subjects of each area in a table of its own, ticked where a rule grants the action', () => {
    renderPage(<Editor initial={[{ action: 'read', subject: 'User' }]} />);
    const shop = screen.getByRole('table', { name: 'E-commerce abilities' });
    expect(
      within(shop)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Customer']);
    const admin = screen.getByRole('table', { name: 'Administration abilities' });
    expect(
      within(admin)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Users', 'Roles']);
    expect(within(admin).getByRole('checkbox', { name: 'Read Users' })).toBeChecked();
    expect(within(admin).getByRole('checkbox', { name: 'Update Users' })).not.toBeChecked();
  });

  it('grants one action, or a whole row with its select-all', async () => {
    const user = setupMatrixUser();
    renderPage(<Editor initial={[]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Update Customer' }));
    expect(saved).toEqual([{ action: 'update', subject: 'Customer' }]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all: Product' }));
    expect(sorted(saved)).toEqual(
      ['create Product', 'delete Product', 'read Product', 'update Product', 'update Customer'].sort(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select all: Customer' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all: Product' }));
    expect(saved).toEqual([{ action: 'update', subject: 'Customer' }]);
  });

  it('selects everything listed, and back to nothing', async () => {
    const user = setupMatrixUser();
    renderPage(<Editor initial={[{ action: 'read', subject: 'Role' }]} />);
    const everything = screen.getByRole('checkbox', { name: 'Select everything listed' });
    expect(everything).toHaveAttribute('aria-checked', 'mixed');
    await user.click(everything);
    expect(saved).toHaveLength(16);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(everything);
    expect(saved).toEqual([]);
  });

  it('keeps the rules on subjects no loaded area lists, and says which', async () => {
    const user = setupMatrixUser();
    renderPage(
      <Editor
        initial={[
          { action: 'read', subject: 'Invoice' },
          { action: 'update', subject: 'Invoice' },
          { action: 'read', subject: 'Product' },
        ]}
      />,
    );
    const kept = screen.getByRole('list', { name: 'Kept as they are' });
    expect(within(kept).getByRole('listitem')).toHaveTextContent('Invoice: Read, Update');
    await user.click(screen.getByRole('checkbox', { name: 'Select everything listed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select everything listed' }));
    expect(saved).toEqual([
      { action: 'read', subject: 'Invoice' },
      { action: 'update', subject: 'Invoice' },
    ]);
  });

  it('shows the boxes without letting them change when disabled', () => {
    renderPage(
      <AbilityMatrix
        label="Abilities"
        value={[{ action: 'read', subject: 'Role' }]}
        onChange={() => {}}
        disabled
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Read Roles' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Read Roles' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select everything listed' })).toBeDisabled();
  });
});
