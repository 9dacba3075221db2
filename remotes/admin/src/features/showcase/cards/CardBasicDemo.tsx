import styled from 'styled-components';
import {
  IconBrandGithub,
  IconDots,
  IconHeart,
  IconMountain,
  IconPalette,
  IconPencil,
  IconRocket,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import {
  Avatar,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  Menu,
  MenuItem,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type ColorName,
} from '@atrium/ui';
import { useShowcaseTranslation } from '../showcaseStrings';
import { COLORS } from '../DemoSection';
import { SHOWCASE_CARDS_NS } from './strings';
import { CardGrid, CardMedia, Horizontal, Muted, SectionTitle } from './cardParts';

const People = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  li > div {
    flex: 1;
    min-inline-size: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Colored = styled(Card)<{ $color: ColorName }>`
  background: ${({ theme, $color }) => theme.palette[$color].solid};
  color: ${({ theme, $color }) => theme.palette[$color].contrastText};
  /* The page's headings take the text colour; on a coloured card they take the card's. */
  h3 {
    color: inherit;
  }
  p {
    margin: 0;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const TABS = ['home', 'profile', 'messages'] as const;

const PEOPLE = [
  { name: 'Ana Lima', role: 'design', color: 'primary' },
  { name: 'Karim Haddad', role: 'engineering', color: 'info' },
  { name: 'Chloé Martin', role: 'marketing', color: 'success' },
] as const;

export default function CardBasicDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  return (
    <Stack>
      <SectionTitle>{t('basic.sections.content')}</SectionTitle>
      <CardGrid>
        <Card>
          <CardMedia icon={IconMountain} />
          <CardHeader as="h3" title={t('basic.image.title')} subtitle={t('basic.image.subtitle')} />
          <CardContent>
            <Muted>{t('basic.image.text')}</Muted>
          </CardContent>
          <CardActions>
            <Button size="sm">{t('basic.readMore')}</Button>
          </CardActions>
        </Card>
        <Card>
          <CardHeader as="h3" title={t('basic.text.title')} />
          <CardContent>
            <Muted>{t('basic.text.text')}</Muted>
          </CardContent>
          <CardActions>
            <Button size="sm" variant="tonal">
              {t('basic.readMore')}
            </Button>
          </CardActions>
        </Card>
        <Card>
          <CardHeader
            as="h3"
            title={t('basic.headerAction.title')}
            subtitle={t('basic.headerAction.subtitle')}
            action={
              <Menu
                label={t('basic.headerAction.menu')}
                trigger={
                  <IconButton size="sm" aria-label={t('basic.headerAction.menu')}>
                    <IconDots size={18} aria-hidden="true" />
                  </IconButton>
                }
              >
                <MenuItem icon={<IconPencil size={16} aria-hidden="true" />}>{t('basic.edit')}</MenuItem>
                <MenuItem icon={<IconShare size={16} aria-hidden="true" />}>{t('basic.share')}</MenuItem>
                <MenuItem icon={<IconTrash size={16} aria-hidden="true" />}>{t('basic.delete')}</MenuItem>
              </Menu>
            }
          />
          <CardContent>
            <Muted>{t('basic.headerAction.text')}</Muted>
          </CardContent>
        </Card>
      </CardGrid>

      <SectionTitle>{t('basic.sections.listsAndButtons')}</SectionTitle>
      <CardGrid>
        <Card>
          <CardHeader as="h3" title={t('basic.list.title')} subtitle={t('basic.list.subtitle')} />
          <CardContent>
            <People>
              {PEOPLE.map((p) => (
                <li key={p.name}>
                  <Avatar name={p.name} color={p.color} />
                  <div>
                    {p.name}
                    <small>{t(`basic.list.roles.${p.role}`)}</small>
                  </div>
                  <Chip size="sm" color={p.color}>
                    {t(`basic.list.teams.${p.role}`)}
                  </Chip>
                </li>
              ))}
            </People>
          </CardContent>
        </Card>
        <Card>
          <CardHeader as="h3" title={t('basic.buttons.title')} />
          <CardContent>
            <Muted>{t('basic.buttons.text')}</Muted>
          </CardContent>
          <CardActions>
            <Button size="sm" startIcon={<IconHeart size={16} aria-hidden="true" />}>
              {t('basic.buttons.like')}
            </Button>
            <Button size="sm" variant="outlined" startIcon={<IconShare size={16} aria-hidden="true" />}>
              {t('basic.share')}
            </Button>
            <Button size="sm" variant="text" color="secondary">
              {t('basic.buttons.later')}
            </Button>
          </CardActions>
        </Card>
        <Card>
          <CardHeader as="h3" title={t('basic.tabs.title')} />
          <CardContent>
            {/* Under the title rather than beside it: three tabs do not fit beside it on a narrow card. */}
            <Tabs defaultValue="home">
              <TabList variant="pills" aria-label={t('basic.tabs.title')}>
                {TABS.map((tab) => (
                  <Tab key={tab} value={tab}>
                    {t(`basic.tabs.${tab}`)}
                  </Tab>
                ))}
              </TabList>
              {TABS.map((tab) => (
                <TabPanel key={tab} value={tab} style={{ paddingBlockStart: '1rem' }}>
                  <Muted>{t(`basic.tabs.${tab}Text`)}</Muted>
                </TabPanel>
              ))}
            </Tabs>
          </CardContent>
        </Card>
      </CardGrid>

      <SectionTitle>{t('basic.sections.horizontal')}</SectionTitle>
      <CardGrid $min="26rem">
        <Card>
          <Horizontal>
            <CardMedia icon={IconRocket} color="info" side />
            <div>
              <CardHeader as="h3" title={t('basic.horizontal.launch')} />
              <CardContent>
                <Muted>{t('basic.horizontal.launchText')}</Muted>
              </CardContent>
              <CardActions>
                <Button size="sm" variant="tonal" color="info">
                  {t('basic.readMore')}
                </Button>
              </CardActions>
            </div>
          </Horizontal>
        </Card>
        <Card>
          <Horizontal>
            <CardMedia icon={IconBrandGithub} color="secondary" side />
            <div>
              <CardHeader as="h3" title={t('basic.horizontal.code')} />
              <CardContent>
                <Muted>{t('basic.horizontal.codeText')}</Muted>
              </CardContent>
              <CardActions>
                <Button size="sm" variant="outlined" color="secondary">
                  {t('basic.horizontal.open')}
                </Button>
              </CardActions>
            </div>
          </Horizontal>
        </Card>
      </CardGrid>

      <SectionTitle>{t('basic.sections.colored')}</SectionTitle>
      <CardGrid $min="15rem">
        {COLORS.map((color) => (
          <Colored key={color} $color={color}>
            <CardHeader
              as="h3"
              title={t(`colors.${color}`)}
              action={<IconPalette size={20} aria-hidden="true" />}
            />
            <CardContent>
              <p>{t('basic.colored.text', { color: t(`colors.${color}`) })}</p>
            </CardContent>
          </Colored>
        ))}
      </CardGrid>
    </Stack>
  );
}
