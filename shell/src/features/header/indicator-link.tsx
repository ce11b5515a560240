import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { ItemLink } from './menu-items';
import { UnreadDot } from './unread-dot';

const Indicator = styled(ItemLink)`
  position: relative;
  ${UnreadDot} {
    position: absolute;
    top: 4px;
    right: 4px;
  }
`;

/**
 * A header link with an unread dot (notifications, inbox). A disabled one stays in the tab order with
 * aria-disabled, so a keyboard user learns it exists, but goes nowhere.
 */
export function IndicatorLink({
  id,
  label,
  href,
  unread,
  disabled,
}: {
  id: string;
  label: string;
  href: string;
  unread: boolean;
  disabled: boolean;
}) {
  return (
    <li>
      <Indicator
        href={disabled ? undefined : href}
        role={disabled ? 'link' : undefined}
        tabIndex={disabled ? 0 : undefined}
        aria-disabled={disabled || undefined}
        aria-label={unread ? `${label} (unread)` : label}
        data-testid={`header-${id}`}
        onClick={(event) => {
          event.preventDefault();
          if (!disabled) navigateToUrl(href);
        }}
      >
        {label}
        {unread && <UnreadDot />}
      </Indicator>
    </li>
  );
}
