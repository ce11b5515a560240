import { routePath } from '@coachforge/contracts';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import type { ExternalLink, MenuLink } from './menu-model';

export const ItemLink = styled.a`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
    background: none;
  }
`;

export const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  text-align: center;
  font-size: 12px;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`;

/**
 * One menu entry. A disabled entry stays in the tab order with aria-disabled, so a keyboard user learns
 * it exists, but goes nowhere.
 */
export function MenuItem({ item, onChosen }: { item: MenuLink; onChosen?: () => void }) {
  const href = routePath(item.route);
  return (
    <li>
      <ItemLink
        href={item.disabled ? undefined : href}
        role={item.disabled ? 'link' : undefined}
        tabIndex={item.disabled ? 0 : undefined}
        aria-disabled={item.disabled || undefined}
        data-testid={`menu-${item.key}`}
        onClick={(event) => {
          event.preventDefault();
          if (item.disabled) return;
          onChosen?.();
          navigateToUrl(href);
        }}
      >
        <span>{item.label}</span>
        {item.count ? <Count aria-label={`${item.count} unread`}>{item.count}</Count> : null}
      </ItemLink>
    </li>
  );
}

export function ExternalItem({ item }: { item: ExternalLink }) {
  const external = item.href.startsWith('http');
  return (
    <li>
      <ItemLink
        href={item.href}
        data-testid={`menu-${item.key}`}
        {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
      >
        {item.label}
      </ItemLink>
    </li>
  );
}
