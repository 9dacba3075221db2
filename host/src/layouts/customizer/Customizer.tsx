import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconCheck,
  IconDeviceDesktop,
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconLayoutSidebarLeftCollapse,
  IconMoon,
  IconRefresh,
  IconSquare,
  IconSquareRoundedLetterB,
  IconSun,
  IconTextDirectionLtr,
  IconTextDirectionRtl,
  IconArrowsHorizontal,
  IconBox,
} from '@tabler/icons-react';
import { layoutSettings, useLayoutSettings, type LayoutSettings } from '@atrium/platform';
import { Button, Drawer, Switch, useAtriumTheme } from '@atrium/ui';
import { OptionCards } from './OptionCards';
import { PRIMARY_PALETTE, primaryChoice } from './primaryColors';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  padding-block: 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  h3 {
    margin: 0;
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    letter-spacing: 0.4px;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: center;
`;

const Swatch = styled.button<{ $color: string }>`
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ $color }) => $color};
  color: #fff;
  cursor: pointer;
  &[aria-pressed='true'] {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.palette.background.paper},
      0 0 0 4px ${({ $color }) => $color};
  }
`;

const ColorInput = styled.label`
  position: relative;
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px dashed ${({ theme }) => theme.palette.text.disabled};
  border-radius: ${({ theme }) => theme.radius.md}px;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    inline-size: 100%;
    block-size: 100%;
    cursor: pointer;
  }
`;

/** The theme customizer: every layout setting, saved in cookies and applied at once. */
export function Customizer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const theme = useAtriumTheme();
  const set = (changes: Partial<LayoutSettings>) => layoutSettings.set(changes);
  const primary = theme.palette.primary.main.toLowerCase();
  const layout =
    settings.navigation === 'horizontal' ? 'horizontal' : settings.navCollapsed ? 'collapsed' : 'vertical';

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('customizer.title')}
      description={t('customizer.subtitle')}
      size="md"
      footer={
        <Button
          variant="tonal"
          color="secondary"
          fullWidth
          startIcon={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => layoutSettings.reset()}
        >
          {t('customizer.reset')}
        </Button>
      }
    >
      <Section aria-labelledby="customizer-primary">
        <h3 id="customizer-primary">{t('customizer.primaryColor')}</h3>
        <Swatches>
          {PRIMARY_PALETTE.map((hex) => (
            <Swatch
              key={hex}
              type="button"
              $color={hex}
              aria-pressed={primary === hex.toLowerCase()}
              aria-label={t('customizer.useColor', { color: hex })}
              onClick={() => set(primaryChoice(theme.mode, hex))}
            >
              {primary === hex.toLowerCase() && <IconCheck size={18} aria-hidden="true" />}
            </Swatch>
          ))}
          <ColorInput title={t('customizer.customColor')}>
            <input
              type="color"
              aria-label={t('customizer.customColor')}
              value={primary}
              onChange={(e) => set(primaryChoice(theme.mode, e.target.value))}
            />
            <span aria-hidden="true">+</span>
          </ColorInput>
        </Swatches>
      </Section>

      <Section aria-labelledby="customizer-theme">
        <h3 id="customizer-theme">{t('customizer.theme')}</h3>
        <OptionCards
          label={t('customizer.theme')}
          value={settings.theme}
          onChange={(theme) => set({ theme })}
          options={[
            { value: 'light', label: t('navbar.light'), icon: <IconSun size={22} aria-hidden="true" /> },
            { value: 'dark', label: t('navbar.dark'), icon: <IconMoon size={22} aria-hidden="true" /> },
            {
              value: 'system',
              label: t('navbar.system'),
              icon: <IconDeviceDesktop size={22} aria-hidden="true" />,
            },
          ]}
        />
      </Section>

      <Section aria-labelledby="customizer-skin">
        <h3 id="customizer-skin">{t('customizer.skin')}</h3>
        <OptionCards
          label={t('customizer.skin')}
          value={settings.skin}
          onChange={(skin) => set({ skin })}
          options={[
            {
              value: 'default',
              label: t('customizer.skinDefault'),
              icon: <IconSquare size={22} aria-hidden="true" />,
            },
            {
              value: 'bordered',
              label: t('customizer.skinBordered'),
              icon: <IconSquareRoundedLetterB size={22} aria-hidden="true" />,
            },
          ]}
        />
        <Switch
          label={t('customizer.semiDark')}
          checked={settings.semiDarkNav}
          disabled={theme.mode === 'dark'}
          onCheckedChange={(semiDarkNav: boolean) => set({ semiDarkNav })}
        />
      </Section>

      <Section aria-labelledby="customizer-layout">
        <h3 id="customizer-layout">{t('customizer.layout')}</h3>
        <OptionCards
          label={t('customizer.layout')}
          value={layout}
          onChange={(v) =>
            set(
              v === 'horizontal'
                ? { navigation: 'horizontal' }
                : { navigation: 'vertical', navCollapsed: v === 'collapsed' },
            )
          }
          options={[
            {
              value: 'vertical',
              label: t('customizer.vertical'),
              icon: <IconLayoutSidebar size={22} aria-hidden="true" />,
            },
            {
              value: 'collapsed',
              label: t('customizer.collapsed'),
              icon: <IconLayoutSidebarLeftCollapse size={22} aria-hidden="true" />,
            },
            {
              value: 'horizontal',
              label: t('customizer.horizontal'),
              icon: <IconLayoutNavbar size={22} aria-hidden="true" />,
            },
          ]}
        />
        <h3>{t('customizer.contentWidth')}</h3>
        <OptionCards
          label={t('customizer.contentWidth')}
          value={settings.contentWidth}
          onChange={(contentWidth) => set({ contentWidth })}
          options={[
            {
              value: 'fluid',
              label: t('customizer.fluid'),
              icon: <IconArrowsHorizontal size={22} aria-hidden="true" />,
            },
            { value: 'boxed', label: t('customizer.boxed'), icon: <IconBox size={22} aria-hidden="true" /> },
          ]}
        />
        <h3>{t('customizer.navbarType')}</h3>
        <OptionCards
          label={t('customizer.navbarType')}
          value={settings.navbarType}
          onChange={(navbarType) => set({ navbarType })}
          options={(['sticky', 'static', 'hidden'] as const).map((v) => ({
            value: v,
            label: t(`customizer.${v}`),
          }))}
        />
        {settings.navigation === 'horizontal' && (
          <>
            <h3>{t('customizer.horizontalNavType')}</h3>
            <OptionCards
              label={t('customizer.horizontalNavType')}
              value={settings.horizontalNavType}
              onChange={(horizontalNavType) => set({ horizontalNavType })}
              options={(['sticky', 'static', 'hidden'] as const).map((v) => ({
                value: v,
                label: t(`customizer.${v}`),
              }))}
            />
          </>
        )}
        <h3>{t('customizer.footerType')}</h3>
        <OptionCards
          label={t('customizer.footerType')}
          value={settings.footerType}
          onChange={(footerType) => set({ footerType })}
          options={(['sticky', 'static', 'hidden'] as const).map((v) => ({
            value: v,
            label: t(`customizer.${v}`),
          }))}
        />
        <Switch
          label={t('customizer.navbarBlur')}
          checked={settings.navbarBlur}
          onCheckedChange={(navbarBlur: boolean) => set({ navbarBlur })}
        />
      </Section>

      <Section aria-labelledby="customizer-direction" style={{ borderBlockEnd: 0 }}>
        <h3 id="customizer-direction">{t('customizer.direction')}</h3>
        <OptionCards
          label={t('customizer.direction')}
          value={settings.isRTL ? 'rtl' : 'ltr'}
          onChange={(v) => set({ isRTL: v === 'rtl' })}
          options={[
            {
              value: 'ltr',
              label: t('customizer.ltr'),
              icon: <IconTextDirectionLtr size={22} aria-hidden="true" />,
            },
            {
              value: 'rtl',
              label: t('customizer.rtl'),
              icon: <IconTextDirectionRtl size={22} aria-hidden="true" />,
            },
          ]}
        />
      </Section>
    </Drawer>
  );
}
