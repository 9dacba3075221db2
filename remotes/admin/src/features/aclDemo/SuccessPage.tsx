import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IconCircleCheck } from '@tabler/icons-react';
import { ButtonAnchor, ButtonLink, Card, CardContent, Stack } from '@atrium/ui';
import { ACL_DEMO_NS } from './aclDemoStrings';
import { isSuccessFlow, referenceOf, SUCCESS_FLOWS } from './successFlows';

const Centered = styled(Card)`
  max-inline-size: 36rem;
  margin-inline: auto;
  text-align: center;
  h1 {
    margin: 0.5rem 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0.25rem 0;
  }
  svg {
    color: ${({ theme }) => theme.palette.success.text};
  }
`;

/**
 * The end of a flow (`?flow=property-listing&id=42`): what was completed, in words, and where to go on.
 * An unknown or missing flow gets a general "All done".
 */
export function SuccessPage() {
  const { t } = useTranslation(ACL_DEMO_NS);
  const [params] = useSearchParams();
  const flow = params.get('flow');
  const known = isSuccessFlow(flow) ? flow : null;
  const reference = referenceOf(params.get('id'));

  return (
    <Centered>
      <CardContent>
        <Stack $gap={1} $align="center">
          <IconCircleCheck size={56} aria-hidden="true" />
          <h1>{known ? t(`success.flows.${known}.title`) : t('success.title')}</h1>
          <div>
            <p>{known ? t(`success.flows.${known}.done`) : t('success.general')}</p>
            {reference && <p data-testid="success-reference">{t('success.reference', { id: reference })}</p>}
          </div>
          <Stack $direction="row" $gap={0.75} $wrap $justify="center">
            {known === 'register' ? (
              // Registering is a page of the public authentication document: a full page load.
              <ButtonAnchor href={SUCCESS_FLOWS[known]}>{t(`success.flows.${known}.again`)}</ButtonAnchor>
            ) : (
              known && <ButtonLink to={SUCCESS_FLOWS[known]}>{t(`success.flows.${known}.again`)}</ButtonLink>
            )}
            <ButtonLink to="/" variant={known ? 'outlined' : 'contained'}>
              {t('success.home')}
            </ButtonLink>
          </Stack>
        </Stack>
      </CardContent>
    </Centered>
  );
}
