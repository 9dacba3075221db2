import { useState } from 'react';
import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconBell, IconHome, IconLock, IconMessage, IconUser } from '@tabler/icons-react';
import { Button, Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import { DemoSection } from '../DemoSection';

const TABS = [
  { value: 'home', icon: IconHome },
  { value: 'profile', icon: IconUser },
  { value: 'messages', icon: IconMessage },
] as const;

const SETTINGS = [
  { value: 'account', icon: IconUser },
  { value: 'security', icon: IconLock },
  { value: 'notifications', icon: IconBell },
  { value: 'billing', icon: IconMessage, disabled: true },
] as const;

const Full = styled.div`
  inline-size: 100%;
`;

export default function TabsDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [current, setCurrent] = useState<string>('home');
  const index = TABS.findIndex((tab) => tab.value === current);
  return (
    <>
      {(['underline', 'pills'] as const).map((variant) => (
        <DemoSection key={variant} title={t(`tabs.${variant}`)}>
          <Tabs defaultValue="home" style={{ inlineSize: '100%' }}>
            <TabList variant={variant} aria-label={t(`tabs.${variant}`)}>
              {TABS.map(({ value, icon: Icon }) => (
                <Tab key={value} value={value} icon={<Icon size={18} aria-hidden="true" />}>
                  {t(`tabs.${value}`)}
                </Tab>
              ))}
            </TabList>
            {TABS.map(({ value }) => (
              <TabPanel key={value} value={value}>
                <p>{t('tabs.panel', { tab: t(`tabs.${value}`) })}</p>
              </TabPanel>
            ))}
          </Tabs>
        </DemoSection>
      ))}
      {(['underline', 'pills'] as const).map((variant) => (
        <DemoSection key={`vertical-${variant}`} title={t(`tabs.vertical.${variant}`)}>
          <Tabs defaultValue="account" orientation="vertical" style={{ inlineSize: '100%' }}>
            <TabList variant={variant} aria-label={t(`tabs.vertical.${variant}`)}>
              {SETTINGS.map(({ value, icon: Icon, ...rest }) => (
                <Tab
                  key={value}
                  value={value}
                  disabled={'disabled' in rest}
                  icon={<Icon size={18} aria-hidden="true" />}
                >
                  {t(`tabs.settings.${value}`)}
                </Tab>
              ))}
            </TabList>
            {SETTINGS.map(({ value }) => (
              <TabPanel key={value} value={value}>
                <p>{t('tabs.verticalPanel', { tab: t(`tabs.settings.${value}`) })}</p>
              </TabPanel>
            ))}
          </Tabs>
        </DemoSection>
      ))}
      <DemoSection title={t('tabs.iconsOnly')}>
        <Tabs defaultValue="home" style={{ inlineSize: '100%' }}>
          <TabList variant="pills" aria-label={t('tabs.iconsOnly')}>
            {TABS.map(({ value, icon: Icon }) => (
              <Tab
                key={value}
                value={value}
                aria-label={t(`tabs.${value}`)}
                icon={<Icon size={20} aria-hidden="true" />}
              />
            ))}
          </TabList>
          {TABS.map(({ value }) => (
            <TabPanel key={value} value={value}>
              <p>{t('tabs.panel', { tab: t(`tabs.${value}`) })}</p>
            </TabPanel>
          ))}
        </Tabs>
      </DemoSection>
      <DemoSection title={t('tabs.controlled')}>
        <Full>
          <Tabs value={current} onValueChange={setCurrent}>
            <TabList aria-label={t('tabs.controlled')}>
              {TABS.map(({ value }) => (
                <Tab key={value} value={value}>
                  {t(`tabs.${value}`)}
                </Tab>
              ))}
            </TabList>
            {TABS.map(({ value }) => (
              <TabPanel key={value} value={value}>
                <p>{t('tabs.panel', { tab: t(`tabs.${value}`) })}</p>
              </TabPanel>
            ))}
          </Tabs>
          <Button
            size="sm"
            variant="tonal"
            disabled={index === 0}
            onClick={() => setCurrent(TABS[index - 1].value)}
          >
            {t('tabs.previous')}
          </Button>{' '}
          <Button
            size="sm"
            variant="tonal"
            disabled={index === TABS.length - 1}
            onClick={() => setCurrent(TABS[index + 1].value)}
          >
            {t('tabs.next')}
          </Button>
        </Full>
      </DemoSection>
    </>
  );
}
