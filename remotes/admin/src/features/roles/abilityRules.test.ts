/** @jest-environment node */
import { editableRules, matrixOf, unlistedRules, withMatrix } from './abilityRules';

const LISTED = ['Invoice', 'User'];

describe('the role editor rules', () => {
  it("shows the admin's manage-all as every box of the listed subjects", () => {
    expect(editableRules([{ action: 'manage', subject: 'all' }], LISTED)).toHaveLength(8);
    expect(editableRules([{ action: 'manage', subject: 'Invoice' }], LISTED).map((r) => r.action)).toEqual([
      'read',
      'create',
      'update',
      'delete',
    ]);
    expect(editableRules([{ action: 'read', subject: 'all' }], LISTED)).toEqual([
      { action: 'read', subject: 'Invoice' },
      { action: 'read', subject: 'User' },
    ]);
  });

  it('keeps plain rules (listed or not) once each and leaves out what it cannot edit', () => {
    expect(
      editableRules(
        [
          { action: 'read', subject: 'Course' },
          { action: 'read', subject: 'Course' },
          { action: 'delete', subject: 'Invoice', inverted: true },
          { action: 'update', subject: 'User', conditions: { id: 1 } },
          { action: 'archive', subject: 'User' },
        ],
        LISTED,
      ),
    ).toEqual([{ action: 'read', subject: 'Course' }]);
  });

  it('reads and writes the boxes of some subjects, leaving the others', () => {
    const rules = [
      { action: 'read', subject: 'Invoice' },
      { action: 'read', subject: 'Course' },
    ] as const;
    const matrix = matrixOf([...rules], ['Invoice']);
    expect(matrix).toEqual({ Invoice: { read: true, create: false, update: false, delete: false } });
    const next = withMatrix([...rules], ['Invoice'], {
      Invoice: { read: true, create: false, update: true, delete: false },
    });
    expect(next).toEqual([
      { action: 'read', subject: 'Course' },
      { action: 'read', subject: 'Invoice' },
      { action: 'update', subject: 'Invoice' },
    ]);
    expect(unlistedRules(next, new Set(LISTED))).toEqual([{ action: 'read', subject: 'Course' }]);
  });
});
