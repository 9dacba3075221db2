import { useTranslation } from 'react-i18next';
import { IconSearchOff } from '@tabler/icons-react';
import { ButtonLink, Card, EmptyState } from '@atrium/ui';

/** An unknown id inside the area: says so and offers the way back to the list. */
export function NotFoundState({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text?: string;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card data-testid="not-found">
      <EmptyState
        icon={<IconSearchOff size={48} stroke={1.3} aria-hidden="true" />}
        title={title}
        text={text ?? t('common.notFoundText')}
        action={
          <ButtonLink to={backTo} variant="tonal">
            {backLabel}
          </ButtonLink>
        }
      />
    </Card>
  );
}
