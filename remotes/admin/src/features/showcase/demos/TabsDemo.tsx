import { useTranslation } from 'react-i18next';
import { IconHome, IconMessage, IconUser } from '@tabler/icons-react';
import { Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import { DemoSection } from './DemoSection';

const TABS = [
  { value: 'home', icon: IconHome },
  { value: 'profile', icon: IconUser },
  { value: 'messages', icon: IconMessage },
] as const;

export function TabsDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      {(['underline', 'pills'] as const).map((variant) => (
        <DemoSection key={variant} title={t(`showcase.tabs.${variant}`)}>
          <Tabs defaultValue="home" style={{ inlineSize: '100%' }}>
            <TabList variant={variant} aria-label={t(`showcase.tabs.${variant}`)}>
              {TABS.map(({ value, icon: Icon }) => (
                <Tab key={value} value={value} icon={<Icon size={18} aria-hidden="true" />}>
                  {t(`showcase.tabs.${value}`)}
                </Tab>
              ))}
            </TabList>
            {TABS.map(({ value }) => (
              <TabPanel key={value} value={value}>
                <p>{t('showcase.tabs.panel', { tab: t(`showcase.tabs.${value}`) })}</p>
              </TabPanel>
            ))}
          </Tabs>
        </DemoSection>
      ))}
    </>
  );
}
