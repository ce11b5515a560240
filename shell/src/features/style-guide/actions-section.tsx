import { Button, CopyButton, DropdownMenu, IconButton, type ButtonVariant } from '@coachforge/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GuideSection, Specimen, State, States } from './specimen';

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost', 'link'];

const menuItems = [
  { key: 'edit', label: 'Edit' },
  { key: 'duplicate', label: 'Duplicate', disabled: true },
  { key: 'help', label: 'Help centre', href: 'https://help.coachforge.app', target: '_blank' as const },
  { key: 'delete', label: 'Delete', danger: true, separatorBefore: true },
];

/** Buttons in every variant and state, the copy button, and both looks of the dropdown menu. */
export function ActionsSection() {
  const [chosen, setChosen] = useState('nothing yet');
  return (
    <GuideSection title="Actions">
      <Specimen name="Button">
        <States $columns={5}>
          {variants.map((variant) => (
            <State key={variant} name={variant}>
              <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
                <Button type="button" $variant={variant}>
                  Save
                </Button>
                <Button type="button" $variant={variant} disabled>
                  Disabled
                </Button>
                <Button type="button" $variant={variant} loading>
                  Saving
                </Button>
                <Button type="button" $variant={variant} icon={<Plus size={16} aria-hidden="true" />}>
                  With icon
                </Button>
              </div>
            </State>
          ))}
        </States>
        <States>
          <State name="Small">
            <Button type="button" $size="small">
              Small
            </Button>
          </State>
          <State name="Block">
            <Button type="button" $block>
              Full width
            </Button>
          </State>
          <State name="Icon buttons">
            <IconButton label="Edit" icon={<Pencil size={18} aria-hidden="true" />} />
            <IconButton label="Delete" icon={<Trash2 size={18} aria-hidden="true" />} />
          </State>
          <State name="Link as a button">
            <Button as="a" href="#style-guide-actions" $variant="secondary">
              Go to actions
            </Button>
          </State>
        </States>
      </Specimen>
      <Specimen name="Copy button">
        <States>
          <State name="Copies a text, then says so">
            <code>cf_live_7f3a…wxyz</code> <CopyButton text="cf_live_7f3a9c2ewxyz" label="Copy API key" />
          </State>
        </States>
      </Specimen>
      <Specimen name="Dropdown menu">
        <States>
          <State name="Button trigger">
            <DropdownMenu label="Program" items={menuItems} onAction={setChosen} placement="bottom start" />
          </State>
          <State name="Icon trigger">
            <DropdownMenu label="More actions" variant="icon" items={menuItems} onAction={setChosen} />
          </State>
          <State name="Active section">
            <DropdownMenu label="Programming" active items={menuItems} onAction={setChosen} />
          </State>
        </States>
        <p role="status">Chosen: {chosen}</p>
      </Specimen>
    </GuideSection>
  );
}
