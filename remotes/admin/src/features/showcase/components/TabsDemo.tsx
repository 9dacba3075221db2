import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconHome, IconMessage, IconUser } from '@tabler/icons-react';
import { Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import { DemoSection } from '../DemoSection';

const TABS = [
  { value: 'home', icon: IconHome },
  { value: 'profile', icon: IconUser },
  { value: 'messages', icon: IconMessage },
] as const;

export default function TabsDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
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
    </>
  );
}
