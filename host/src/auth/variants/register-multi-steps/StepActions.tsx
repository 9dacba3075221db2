import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Button } from '@atrium/ui/core';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
`;

/** Previous (keeps what was typed, unchecked) and Next or the final submit (checks the step first). */
export function StepActions({
  onBack,
  last,
  pending,
}: {
  onBack?: () => void;
  last?: boolean;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Row>
      <Button
        type="button"
        variant="outlined"
        color="secondary"
        onClick={onBack}
        disabled={!onBack}
        startIcon={<IconChevronLeft size={18} className="flip-rtl" aria-hidden="true" />}
      >
        {t('authDemo.previous')}
      </Button>
      <Button
        type="submit"
        loading={pending}
        color={last ? 'success' : 'primary'}
        endIcon={last ? undefined : <IconChevronRight size={18} className="flip-rtl" aria-hidden="true" />}
      >
        {last ? t('authDemo.submit') : t('authDemo.next')}
      </Button>
    </Row>
  );
}
