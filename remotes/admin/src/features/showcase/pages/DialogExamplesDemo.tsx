import { useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  IconAppWindow,
  IconCreditCard,
  IconDeviceMobileMessage,
  IconGift,
  IconHome,
  IconShare,
  IconShieldLock,
  IconTag,
  IconUserEdit,
  type IconProps,
} from '@tabler/icons-react';
import { Avatar, Button, Card, CardContent, Chip, type ColorName } from '@atrium/ui';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_PAGES_NS } from './strings';
import { AddCardDialog } from './dialogs/AddCardDialog';
import { AddressDialog } from './dialogs/AddressDialog';
import { CreateAppDialog } from './dialogs/CreateAppDialog';
import { EnableOtpDialog } from './dialogs/EnableOtpDialog';
import { PricingDialog } from './dialogs/PricingDialog';
import { useAddRoleExample, useEditUserExample } from './dialogs/RealDialogs';
import { ReferEarnDialog } from './dialogs/ReferEarnDialog';
import { ShareProjectDialog } from './dialogs/ShareProjectDialog';
import type { ExampleDialogProps } from './dialogs/dialogTypes';

const Examples = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 1.5rem;
`;

const Example = styled(Card)`
  display: flex;
  & > div {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 0.75rem;
    inline-size: 100%;
    text-align: center;
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** The examples built here: a Dialog of the design system with a form of the forms toolkit. */
const BUILT: {
  key: string;
  icon: ComponentType<IconProps>;
  color: ColorName;
  Dialog: ComponentType<ExampleDialogProps>;
}[] = [
  { key: 'share', icon: IconShare, color: 'primary', Dialog: ShareProjectDialog },
  { key: 'addCard', icon: IconCreditCard, color: 'success', Dialog: AddCardDialog },
  { key: 'pricing', icon: IconTag, color: 'warning', Dialog: PricingDialog },
  { key: 'refer', icon: IconGift, color: 'info', Dialog: ReferEarnDialog },
  { key: 'otp', icon: IconDeviceMobileMessage, color: 'secondary', Dialog: EnableOtpDialog },
  { key: 'createApp', icon: IconAppWindow, color: 'primary', Dialog: CreateAppDialog },
  { key: 'address', icon: IconHome, color: 'error', Dialog: AddressDialog },
];

function ExampleCard({
  name,
  icon: Icon,
  color,
  onOpen,
  loading,
  live,
  children,
}: {
  name: string;
  icon: ComponentType<IconProps>;
  color: ColorName;
  onOpen: () => void;
  loading?: boolean;
  /** Wired to the area's real dialog, which saves. */
  live?: boolean;
  children?: ReactNode;
}) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  return (
    <Example>
      <CardContent>
        <Avatar name={null} size={52} color={color} icon={<Icon size={28} aria-hidden="true" />} />
        <h2>{t(`dialogs.${name}.title`)}</h2>
        {live && (
          <Chip size="sm" color="warning">
            {t('dialogs.live')}
          </Chip>
        )}
        <p>{t(`dialogs.${name}.text`)}</p>
        <Button
          onClick={onOpen}
          loading={loading}
          aria-label={t('dialogs.showNamed', { name: t(`dialogs.${name}.title`) })}
        >
          {t('dialogs.show')}
        </Button>
      </CardContent>
      {children}
    </Example>
  );
}

export default function DialogExamplesDemo() {
  const [open, setOpen] = useState<string | null>(null);
  const editUser = useEditUserExample();
  const addRole = useAddRoleExample();
  const built = (key: string) => {
    const { icon, color, Dialog } = BUILT.find((example) => example.key === key)!;
    return (
      <ExampleCard key={key} name={key} icon={icon} color={color} onOpen={() => setOpen(key)}>
        <Dialog open={open === key} onOpenChange={(next) => setOpen(next ? key : null)} />
      </ExampleCard>
    );
  };
  return (
    <Examples>
      {built('share')}
      {built('addCard')}
      {built('pricing')}
      {built('refer')}
      <ExampleCard
        name="editUser"
        icon={IconUserEdit}
        color="info"
        onOpen={editUser.open}
        loading={editUser.loading}
        live
      >
        {editUser.dialog}
      </ExampleCard>
      {built('otp')}
      <ExampleCard
        name="addRole"
        icon={IconShieldLock}
        color="success"
        onOpen={addRole.open}
        loading={addRole.loading}
        live
      >
        {addRole.dialog}
      </ExampleCard>
      {built('createApp')}
      {built('address')}
    </Examples>
  );
}
