import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ABILITY_ACTIONS, type GrantedRule } from '@atrium/contracts';
import { useAreaSubjects } from '@atrium/platform';
import { Alert, Checkbox, CheckboxMatrix, Stack, type CheckedState } from '@atrium/ui';
import { matrixOf, unlistedRules, withMatrix } from '../abilityRules';

const AreaTitle = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 500;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Kept = styled.ul`
  margin: 0.25rem 0 0;
  padding-inline-start: 1.25rem;
`;

export interface AbilityMatrixProps {
  /** The editor's accessible name ("Abilities of the role"). */
  label: string;
  value: readonly GrantedRule[];
  onChange: (rules: GrantedRule[]) => void;
  disabled?: boolean;
}

/**
 * The abilities a role or a permission grants, as subjects × actions: one table per area, its rows the
 * subjects the area declares in its contract (so a new area's subjects appear with no host release),
 * with "select all" per row, per area and for everything listed. Rules on subjects of an area that is
 * not loaded now are listed apart and kept as they are.
 */
export function AbilityMatrix({ label, value, onChange, disabled }: AbilityMatrixProps) {
  const { t } = useTranslation('admin');
  const areas = useAreaSubjects();
  const listed = useMemo(() => new Set(areas.flatMap((a) => a.subjects)), [areas]);
  const columns = ABILITY_ACTIONS.map((id) => ({ id, label: t(`roles.actions.${id}`) }));
  const kept = unlistedRules(value, listed);

  const total = listed.size * ABILITY_ACTIONS.length;
  const ticked = value.filter((r) => listed.has(r.subject)).length;
  const everything: CheckedState = ticked === 0 ? false : ticked === total ? true : 'indeterminate';
  const setEverything = (on: boolean) => {
    const subjects = [...listed];
    const all = on
      ? subjects.flatMap((subject) => ABILITY_ACTIONS.map((action) => ({ action, subject })))
      : [];
    onChange(withMatrix(value, subjects, matrixOf(all, subjects)));
  };

  return (
    <Stack $gap={1.5} role="group" aria-label={label}>
      {areas.length === 0 ? (
        <Alert severity="warning">{t('roles.matrix.noAreas')}</Alert>
      ) : (
        <Checkbox
          label={t('roles.matrix.selectEverything')}
          checked={everything}
          onCheckedChange={() => setEverything(everything !== true)}
          disabled={disabled}
        />
      )}
      {areas.map(({ area, subjects }) => {
        const areaName = t(`roles.areas.${area}`, { defaultValue: area });
        return (
          <Stack key={area} $gap={0.25}>
            <AreaTitle>{areaName}</AreaTitle>
            <CheckboxMatrix
              label={t('roles.matrix.areaLabel', { area: areaName })}
              rowHeader={t('roles.matrix.subject')}
              rows={subjects.map((subject) => ({
                id: subject,
                label: t(`subjects.${subject}`, { ns: area, defaultValue: subject }),
              }))}
              columns={columns}
              value={matrixOf(value, subjects)}
              onChange={(boxes) => onChange(withMatrix(value, subjects, boxes))}
              selectAll
              disabled={disabled}
            />
          </Stack>
        );
      })}
      {kept.length > 0 && (
        <Alert severity="info" title={t('roles.matrix.keptTitle')}>
          {t('roles.matrix.keptText')}
          <Kept aria-label={t('roles.matrix.keptTitle')}>
            {[...new Set(kept.map((r) => r.subject))].map((subject) => (
              <li key={subject}>
                {t('roles.matrix.keptRule', {
                  subject,
                  actions: kept
                    .filter((r) => r.subject === subject)
                    .map((r) => t(`roles.actions.${r.action}`))
                    .join(t('roles.matrix.listSeparator')),
                })}
              </li>
            ))}
          </Kept>
        </Alert>
      )}
    </Stack>
  );
}
