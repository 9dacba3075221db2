import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Address } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { Button, Card, CardContent, CardHeader, toast } from '@atrium/ui';
import { AddressDialog } from './AddressDialog';

const Lines = styled.address`
  font-style: normal;
  line-height: 1.6;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export function AddressLines({ address }: { address: Address }) {
  return (
    <Lines>
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {address.city}, {address.state} {address.postcode}
      <br />
      {address.country}
    </Lines>
  );
}

/** An address with an Edit action that opens the address dialog (for someone who may update orders). */
export function AddressCard({
  title,
  address,
  onChange,
  children,
}: {
  title: string;
  address: Address;
  /** Saves the edited address (the API call); the card shows what the order answers. */
  onChange: (a: Address, revision: string) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ecommerce');
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader
        title={title}
        as="h3"
        action={
          <Can I="update" a="Order">
            <Button
              variant="text"
              size="sm"
              onClick={() => setOpen(true)}
              aria-label={t('orders.details.editAddress', { title })}
            >
              {t('common.edit')}
            </Button>
          </Can>
        }
      />
      <CardContent>
        <AddressLines address={address} />
        {children}
      </CardContent>
      <AddressDialog
        open={open}
        onOpenChange={setOpen}
        title={t('orders.details.editAddress', { title })}
        address={address}
        onSave={async (next, revision) => {
          await onChange(next, revision);
          toast.success(t('orders.details.addressSaved'));
        }}
      />
    </Card>
  );
}
