import { endpoints, messages } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { Card, RadioGroup } from '@coachforge/ui';
import { useState } from 'react';
import { ClientSettingsTabs } from './client-settings-tabs';

type Units = { weight: 'kg' | 'lb'; length: 'cm' | 'in' };

/**
 * settings_default_units: the units the client's logs and body metrics are shown in. A choice saves at
 * once (PATCH users/private); a failed save puts the previous choice back, so what is shown is what is kept.
 */
export function DefaultUnitsPage() {
  const platform = usePlatform();
  const me = useMe();
  const [units, setUnits] = useState<Units | null>(null);
  const [saving, setSaving] = useState(false);
  if (!me) return null;
  const shown: Units = units ?? { weight: me.private.weight_unit, length: me.private.length_unit };

  const choose = async (next: Partial<Units>) => {
    const previous = shown;
    setUnits({ ...shown, ...next });
    setSaving(true);
    try {
      await platform.api.request(endpoints.updatePrivate, { body: { private: next } });
      await platform.session.reload();
      platform.toast.show({ type: 'congrats', text: messages.account.profileSaved });
    } catch {
      setUnits(previous);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ClientSettingsTabs route="settings_default_units">
      <Card title="Default units">
        <RadioGroup
          label="Weight"
          value={shown.weight}
          onChange={(weight) => void choose({ weight })}
          options={[
            { value: 'kg' as const, label: 'Kilograms (kg)', disabled: saving },
            { value: 'lb' as const, label: 'Pounds (lb)', disabled: saving },
          ]}
        />
        <RadioGroup
          label="Length"
          value={shown.length}
          onChange={(length) => void choose({ length })}
          options={[
            { value: 'cm' as const, label: 'Centimetres (cm)', disabled: saving },
            { value: 'in' as const, label: 'Inches (in)', disabled: saving },
          ]}
        />
      </Card>
    </ClientSettingsTabs>
  );
}
