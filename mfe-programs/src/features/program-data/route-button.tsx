import { routePath, type RouteName, type RouteQuery } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Button } from '@coachforge/ui';
import type { MouseEvent, ReactNode } from 'react';

/** A button that is a real link to a named route: it also opens in a new tab. */
export function RouteButton({
  route,
  params,
  query,
  testId,
  children,
  variant = 'secondary',
}: {
  route: RouteName;
  params: Record<string, number | string>;
  /** The address's query, e.g. what a new entry starts from. */
  query?: RouteQuery;
  testId?: string;
  children: ReactNode;
  /** A plain link in running text rather than a small button. */
  variant?: 'secondary' | 'link';
}) {
  const navigateTo = useNavigateTo();
  return (
    <Button
      as="a"
      $size={variant === 'link' ? undefined : 'small'}
      $variant={variant}
      href={routePath(route, params, query)}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigateTo(route, params, query);
      }}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
