import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconPlus } from '@tabler/icons-react';
import { Button, Card, CardContent } from '@atrium/ui';

const Content = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 0.75rem;
  block-size: 100%;
  box-sizing: border-box;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** The card after the roles: a new role, when none of them fits. */
export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Card aria-label={t('roles.add')}>
      <Content>
        <Button startIcon={<IconPlus size={18} aria-hidden="true" />} onClick={onAdd}>
          {t('roles.add')}
        </Button>
        <Text>{t('roles.addText')}</Text>
      </Content>
    </Card>
  );
}
