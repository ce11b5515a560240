import { accountAccessOf, messages, type Me } from '@coachforge/contracts';
import { DropdownMenu } from '@coachforge/ui';
import { linkEntry } from './menu-entries';
import { MenuItem } from './menu-items';
import { clientMenu, coachMenu } from './menu-model';

/** The coach's sections (Programming, Clients, Marketing) or the client's links (spec 01 section 2.7). */
export function MainNavigation({ me, pathname }: { me: Me; pathname: string }) {
  const coach = me.current.role === 'coach';
  return (
    <nav aria-label={messages.menu.mainNavigation} data-testid={coach ? 'coach-menu' : 'client-menu'}>
      <ul>
        {coach
          ? coachMenu(me, accountAccessOf(me), pathname).map((group) =>
              group.key === 'clients' ? (
                <MenuItem key={group.key} item={{ ...group.links[0]!, label: group.label }} />
              ) : (
                <li key={group.key}>
                  <DropdownMenu
                    label={group.label}
                    testId={`menu-group-${group.key}`}
                    active={group.active}
                    placement="bottom start"
                    items={group.links.map(linkEntry)}
                  />
                </li>
              ),
            )
          : clientMenu().map((item) => <MenuItem key={item.key} item={item} />)}
      </ul>
    </nav>
  );
}
