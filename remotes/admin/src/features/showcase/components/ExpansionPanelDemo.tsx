import { useState } from 'react';
import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import {
  IconBell,
  IconCreditCard,
  IconLock,
  IconMapPin,
  IconReceipt,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Button, Chip, Switch } from '@atrium/ui';
import { Accordion, AccordionItem } from '@atrium/ui/content';
import { DemoSection } from '../DemoSection';

const FAQ = ['order', 'payment', 'returns', 'account'] as const;

const SETTINGS = [
  { value: 'address', icon: IconMapPin },
  { value: 'payment', icon: IconCreditCard },
  { value: 'notifications', icon: IconBell },
] as const;

const Full = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  inline-size: 100%;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export default function ExpansionPanelDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [open, setOpen] = useState<string[]>(['shipping']);
  // The disabled panel stays shut: "expand all" opens the ones a user could open.
  const all = ['shipping', 'billing'];
  return (
    <>
      <DemoSection title={t('expansionPanel.basic')}>
        <Full>
          <Hint>{t('expansionPanel.keyboard')}</Hint>
          <Accordion type="single" collapsible defaultValue="order">
            {FAQ.map((key) => (
              <AccordionItem key={key} value={key} title={t(`expansionPanel.faq.${key}.question`)}>
                {t(`expansionPanel.faq.${key}.answer`)}
              </AccordionItem>
            ))}
          </Accordion>
        </Full>
      </DemoSection>

      <DemoSection title={t('expansionPanel.iconsAndSubtitles')}>
        <Accordion type="single" collapsible style={{ inlineSize: '100%' }}>
          {SETTINGS.map(({ value, icon: Icon }) => (
            <AccordionItem
              key={value}
              value={value}
              icon={<Icon size={20} aria-hidden="true" />}
              title={t(`expansionPanel.settings.${value}.title`)}
              subtitle={t(`expansionPanel.settings.${value}.subtitle`)}
            >
              {value === 'notifications' ? (
                <Toolbar>
                  <Switch label={t('expansionPanel.settings.notifications.email')} defaultChecked />
                  <Switch label={t('expansionPanel.settings.notifications.push')} />
                </Toolbar>
              ) : (
                t(`expansionPanel.settings.${value}.body`)
              )}
            </AccordionItem>
          ))}
        </Accordion>
      </DemoSection>

      <DemoSection title={t('expansionPanel.multiple')}>
        <Full>
          <Toolbar>
            <Button size="sm" variant="tonal" onClick={() => setOpen(all)}>
              {t('expansionPanel.expandAll')}
            </Button>
            <Button size="sm" variant="tonal" color="secondary" onClick={() => setOpen([])}>
              {t('expansionPanel.collapseAll')}
            </Button>
          </Toolbar>
          <Accordion type="multiple" variant="bordered" value={open} onValueChange={setOpen}>
            <AccordionItem
              value="shipping"
              icon={<IconTruckDelivery size={20} aria-hidden="true" />}
              title={t('expansionPanel.order.shipping.title')}
              subtitle={t('expansionPanel.order.shipping.subtitle')}
            >
              {t('expansionPanel.order.shipping.body')}
            </AccordionItem>
            <AccordionItem
              value="billing"
              icon={<IconReceipt size={20} aria-hidden="true" />}
              title={t('expansionPanel.order.billing.title')}
              subtitle={t('expansionPanel.order.billing.subtitle')}
            >
              <Chip color="success">{t('expansionPanel.order.billing.paid')}</Chip>{' '}
              {t('expansionPanel.order.billing.body')}
            </AccordionItem>
            <AccordionItem
              value="security"
              icon={<IconLock size={20} aria-hidden="true" />}
              title={t('expansionPanel.order.security.title')}
              subtitle={t('expansionPanel.order.security.subtitle')}
              disabled
            >
              {t('expansionPanel.order.security.body')}
            </AccordionItem>
          </Accordion>
          <output aria-live="polite">{t('expansionPanel.openCount', { count: open.length })}</output>
        </Full>
      </DemoSection>

      <DemoSection title={t('expansionPanel.variants')}>
        {(['elevated', 'bordered'] as const).map((variant) => (
          <Full key={variant}>
            <Hint>{t(`expansionPanel.${variant}`)}</Hint>
            <Accordion type="single" collapsible variant={variant} defaultValue="one">
              {(['one', 'two'] as const).map((panel) => (
                <AccordionItem key={panel} value={panel} title={t(`expansionPanel.panel.${panel}`)}>
                  {t('expansionPanel.panel.body')}
                </AccordionItem>
              ))}
            </Accordion>
          </Full>
        ))}
      </DemoSection>
    </>
  );
}
