import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from 'radix-ui';
import styled, { css } from 'styled-components';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useNavigation } from './useNavigation';
import { NavIcon } from './navIcons';
import { NavBadge } from './NavBadge';
import { isLinkActive, useActivePath } from './activeLink';
import { useAreaPrefetch } from '../../federation/useAreaPrefetch';
import { NAV_SECTION_ICONS } from './sectionIcons';

/** The popover offset of the horizontal menus. */
export const HORIZONTAL_POPOVER_OFFSET = 6;

const Bar = styled.nav<{ $type: 'sticky' | 'static' }>`
  ${({ $type }) =>
    $type === 'sticky' &&
    css`
      position: sticky;
      inset-block-start: 4.75rem;
      z-index: ${({ theme }) => theme.zIndex.navbar - 1};
    `}
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0.75rem 1.5rem 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
`;

const Trigger = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.9rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: none;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.palette.primary.contrastText};
      background: ${theme.palette.primary.solid} !important;
    `}
`;

const Content = styled(DropdownMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.dialog};
  min-inline-size: 14rem;
  padding: 0.4rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  border: 1px solid ${({ theme }) => theme.palette.divider};
  box-shadow: ${({ theme }) => theme.shadows[3]};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  animation: slide-y-reverse 0.15s ease-out;
  @keyframes slide-y-reverse {
    from {
      opacity: 0;
      transform: translateY(-6px);
    }
  }
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  outline: none;
  cursor: pointer;
  &[data-highlighted],
  &[data-state='open'] {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.primary.text};
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  .end {
    margin-inline-start: auto;
  }
`;

const Item = styled(DropdownMenu.Item)`
  ${itemStyles}
`;
const SubTrigger = styled(DropdownMenu.SubTrigger)`
  ${itemStyles}
`;
const SubContent = styled(DropdownMenu.SubContent)`
  z-index: ${({ theme }) => theme.zIndex.dialog};
  min-inline-size: 12rem;
  padding: 0.4rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  border: 1px solid ${({ theme }) => theme.palette.divider};
  box-shadow: ${({ theme }) => theme.shadows[3]};
`;

/** The horizontal menu: one popover per section, groups as submenus. */
export function HorizontalNav({ type }: { type: 'sticky' | 'static' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useNavigation();
  const activePath = useActivePath();
  // Handlers on the bar see the menus' items too: React events bubble out of portals.
  const prefetch = useAreaPrefetch();
  return (
    <Bar $type={type} aria-label={t('navbar.mainNavigation')} {...prefetch}>
      {sections.map((section) => {
        const links = section.items.flatMap((i) =>
          i.children ? i.children.map((c) => c.to) : i.to ? [i.to] : [],
        );
        const active = links.some((to) => isLinkActive(to, activePath));
        return (
          <DropdownMenu.Root key={section.section} modal={false}>
            <DropdownMenu.Trigger asChild>
              <Trigger type="button" $active={active}>
                <NavIcon name={NAV_SECTION_ICONS[section.section]} size={20} />
                {t(`sections.${section.section}`)}
                <IconChevronDown size={16} aria-hidden="true" />
              </Trigger>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <Content sideOffset={HORIZONTAL_POPOVER_OFFSET} align="start">
                {section.items.map((item) =>
                  item.children ? (
                    <DropdownMenu.Sub key={item.key}>
                      <SubTrigger>
                        <NavIcon name={item.icon} size={20} />
                        {t(item.title, { ns: item.ns })}
                        <IconChevronRight className="end flip-rtl" size={16} aria-hidden="true" />
                      </SubTrigger>
                      <DropdownMenu.Portal>
                        <SubContent sideOffset={HORIZONTAL_POPOVER_OFFSET}>
                          {item.children.map((child) => (
                            <Item
                              key={child.key}
                              aria-current={isLinkActive(child.to, activePath) ? 'page' : undefined}
                              data-area-link={child.to}
                              onSelect={() => navigate(child.to)}
                            >
                              {t(child.title, { ns: child.ns })}
                            </Item>
                          ))}
                        </SubContent>
                      </DropdownMenu.Portal>
                    </DropdownMenu.Sub>
                  ) : (
                    <Item
                      key={item.key}
                      aria-current={item.to && isLinkActive(item.to, activePath) ? 'page' : undefined}
                      data-area-link={item.to}
                      onSelect={() => item.to && navigate(item.to)}
                    >
                      <NavIcon name={item.icon} size={20} />
                      {t(item.title, { ns: item.ns })}
                      {item.badge && <NavBadge className="end" badge={item.badge} ns={item.ns} />}
                      {item.unavailable && <span className="end">{t('errors.navUnavailable')}</span>}
                    </Item>
                  ),
                )}
              </Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        );
      })}
    </Bar>
  );
}
