import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import {
  IconArrowsSort,
  IconChevronDown,
  IconColumns,
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEdit,
  IconLogout,
  IconSettings,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import {
  Button,
  IconButton,
  Menu,
  MenuCheckboxItem,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  toast,
} from '@atrium/ui';
import { DemoSection } from '../DemoSection';

const COLUMNS = ['email', 'role', 'plan', 'status'] as const;
const SORTS = ['newest', 'oldest', 'name'] as const;
const ALIGNS = ['start', 'center', 'end'] as const;

export default function MenuDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [chosen, setChosen] = useState<string | null>(null);
  const [columns, setColumns] = useState<string[]>(['email', 'role']);
  const [sort, setSort] = useState<string>('newest');
  const choose = (key: string) => () => setChosen(t(`menu.${key}`));
  // The row's menu answers where the user looks: in a toast, not in another card's text.
  const act = (key: string) => () => toast.info(t('menu.chosen', { item: t(`menu.${key}`) }));
  return (
    <>
      <DemoSection title={t('menu.iconsAndDividers')}>
        <Menu
          align="start"
          label={t('menu.label')}
          trigger={
            <Button variant="tonal" endIcon={<IconChevronDown size={16} aria-hidden="true" />}>
              {t('menu.open')}
            </Button>
          }
        >
          <MenuItem icon={<IconUser size={18} aria-hidden="true" />} onSelect={choose('profile')}>
            {t('menu.profile')}
          </MenuItem>
          <MenuItem icon={<IconSettings size={18} aria-hidden="true" />} onSelect={choose('settings')}>
            {t('menu.settings')}
          </MenuItem>
          <MenuItem disabled>{t('menu.unavailable')}</MenuItem>
          <MenuSeparator />
          <MenuItem icon={<IconLogout size={18} aria-hidden="true" />} onSelect={choose('logout')}>
            {t('menu.logout')}
          </MenuItem>
        </Menu>
        <output aria-live="polite">{chosen && t('menu.chosen', { item: chosen })}</output>
      </DemoSection>
      <DemoSection title={t('menu.rowActions')}>
        <Menu
          label={t('menu.actions')}
          trigger={
            <IconButton aria-label={t('menu.actionsFor', { name: 'Ada Lovelace' })}>
              <IconDotsVertical size={20} aria-hidden="true" />
            </IconButton>
          }
        >
          <MenuLabel>{t('menu.edit')}</MenuLabel>
          <MenuItem icon={<IconEdit size={18} aria-hidden="true" />} onSelect={act('rename')}>
            {t('menu.rename')}
          </MenuItem>
          <MenuItem icon={<IconCopy size={18} aria-hidden="true" />} onSelect={act('duplicate')}>
            {t('menu.duplicate')}
          </MenuItem>
          <MenuItem icon={<IconDownload size={18} aria-hidden="true" />} onSelect={act('download')}>
            {t('menu.download')}
          </MenuItem>
          <MenuSeparator />
          <MenuLabel>{t('menu.danger')}</MenuLabel>
          <MenuItem icon={<IconTrash size={18} aria-hidden="true" />} onSelect={act('remove')}>
            {t('menu.remove')}
          </MenuItem>
        </Menu>
        <span>Ada Lovelace</span>
      </DemoSection>
      <DemoSection title={t('menu.checkable')}>
        <Menu
          align="start"
          label={t('menu.columns')}
          trigger={
            <Button variant="outlined" startIcon={<IconColumns size={18} aria-hidden="true" />}>
              {t('menu.columns')}
            </Button>
          }
        >
          {COLUMNS.map((column) => (
            <MenuCheckboxItem
              key={column}
              checked={columns.includes(column)}
              disabled={column === 'status'}
              onCheckedChange={(on) =>
                setColumns((all) => (on ? [...all, column] : all.filter((c) => c !== column)))
              }
            >
              {t(`menu.column.${column}`)}
            </MenuCheckboxItem>
          ))}
        </Menu>
        <Menu
          align="start"
          label={t('menu.sortBy')}
          trigger={
            <Button variant="outlined" startIcon={<IconArrowsSort size={18} aria-hidden="true" />}>
              {t('menu.sortBy')}
            </Button>
          }
        >
          <MenuRadioGroup value={sort} onValueChange={setSort}>
            {SORTS.map((key) => (
              <MenuRadioItem key={key} value={key}>
                {t(`menu.sort.${key}`)}
              </MenuRadioItem>
            ))}
          </MenuRadioGroup>
        </Menu>
        <output aria-live="polite">
          {t('menu.shown', {
            columns: columns.map((c) => t(`menu.column.${c}`)).join(', ') || t('menu.none'),
            sort: t(`menu.sort.${sort}`),
          })}
        </output>
      </DemoSection>
      <DemoSection title={t('menu.alignment')}>
        {ALIGNS.map((align) => (
          <Menu
            key={align}
            align={align}
            label={t(`menu.align.${align}`)}
            trigger={
              <Button variant="text" endIcon={<IconChevronDown size={16} aria-hidden="true" />}>
                {t(`menu.align.${align}`)}
              </Button>
            }
          >
            <MenuItem onSelect={choose('profile')}>{t('menu.profile')}</MenuItem>
            <MenuItem onSelect={choose('settings')}>{t('menu.settings')}</MenuItem>
          </Menu>
        ))}
      </DemoSection>
    </>
  );
}
