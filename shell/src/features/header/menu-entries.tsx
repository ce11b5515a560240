import { routePath } from '@coachforge/contracts';
import type { DropdownMenuEntry } from '@coachforge/ui';
import { Count } from './menu-items';
import type { ExternalLink, MenuLink } from './menu-model';

/** A header link as a dropdown menu entry; a disabled link stays listed but cannot be chosen. */
export function linkEntry(item: MenuLink): DropdownMenuEntry {
  return {
    key: item.key,
    label: (
      <>
        <span>{item.label}</span>
        {item.count ? <Count aria-label={`${item.count} unread`}>{item.count}</Count> : null}
      </>
    ),
    textValue: item.label,
    href: routePath(item.route),
    disabled: item.disabled,
    testId: `menu-${item.key}`,
  };
}

/** A link to another site opens in a new tab; a mailto: link opens the mail program. */
export function externalEntry(item: ExternalLink): DropdownMenuEntry {
  return {
    key: item.key,
    label: item.label,
    href: item.href,
    ...(item.href.startsWith('http') ? { target: '_blank' as const } : {}),
    testId: `menu-${item.key}`,
  };
}
