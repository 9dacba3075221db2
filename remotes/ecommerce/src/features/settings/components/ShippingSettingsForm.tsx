import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import type { ShippingSettings } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { Button, Card, EmptyState } from '@atrium/ui';
import { newItemId } from './options';
import { PermittedSettingsForm } from '../../../common/PermittedSettingsForm';
import { ShippingZoneFields } from './ShippingZoneFields';
import { SAVE_SETTINGS, useSectionForm } from './useSettingsForm';

/** Shipping and delivery: the zones the store ships to, each with its countries and rates. */
export function ShippingSettingsForm({ saved }: { saved: ShippingSettings }) {
  const { t } = useTranslation('ecommerce');
  const settings = useSectionForm('shipping', saved);
  const { form } = settings;
  const zones = useFieldArray({ control: form.control, name: 'zones', keyName: 'key' });

  const addZone = () =>
    zones.append(
      {
        id: newItemId('zone'),
        name: '',
        countries: [],
        rates: [{ name: '', price: 0, minDays: 3, maxDays: 5 }],
      },
      { focusName: `zones.${zones.fields.length}.name` },
    );

  return (
    <PermittedSettingsForm label={t('settings.tabs.shipping')} controls={settings} can={SAVE_SETTINGS}>
      {zones.fields.length === 0 && (
        <Card>
          <EmptyState
            icon={<IconTruckDelivery size={40} stroke={1.3} aria-hidden="true" />}
            title={t('settings.shipping.empty')}
            text={t('settings.shipping.emptyText')}
          />
        </Card>
      )}
      {zones.fields.map((zone, index) => (
        <ShippingZoneFields key={zone.key} form={form} index={index} onRemove={() => zones.remove(index)} />
      ))}
      <Can I="update" a="EcommerceSettings">
        <div>
          <Button type="button" variant="outlined" startIcon={<IconPlus size={18} />} onClick={addZone}>
            {t('settings.shipping.addZone')}
          </Button>
        </div>
      </Can>
    </PermittedSettingsForm>
  );
}
