/**
 * Checked by `pnpm typecheck`, never run or bundled: the DropdownMenu's props refuse what the spec
 * does not allow (spec 03 section 2.3). Each line below must stay a type error.
 */
import { DropdownMenu } from './lazy-dropdown-menu';

const items = [{ key: 'edit', label: 'Edit' }];

export const refused = [
  // @ts-expect-error a dropdown's variant is 'icon' or 'button'
  <DropdownMenu key="link" variant="link" label="Program" items={items} />,
  // @ts-expect-error an icon trigger is named by plain text, so a screen reader can read it
  <DropdownMenu key="node" variant="icon" label={<b>More</b>} items={items} />,
  // @ts-expect-error an icon trigger's name is its label; a second name would contradict it
  <DropdownMenu key="aria" variant="icon" label="More" ariaLabel="Other" items={items} />,
];

export const accepted = [
  <DropdownMenu key="icon" variant="icon" label="More actions" items={items} />,
  <DropdownMenu key="button" label={<span>Casey</span>} ariaLabel="Casey" items={items} />,
];
