import { messages, routeGate, type AccountAccess, type Me, type RouteName } from '@coachforge/contracts';

export interface MenuLink {
  key: string;
  label: string;
  route: RouteName;
  disabled: boolean;
  /** A counter shown beside the label (What's New). */
  count?: number;
}

export interface MenuGroup {
  key: string;
  label: string;
  links: MenuLink[];
  /** The section the current path belongs to (spec 03 section 2.3). */
  active: boolean;
}

export interface ExternalLink {
  key: string;
  label: string;
  href: string;
}

/** Where the help links lead; the spec names them without addresses. */
export const HELP_LINKS = {
  helpCentre: 'https://help.coachforge.app',
  demoVideos: 'https://help.coachforge.app/videos',
  chatToTeam: 'mailto:support@coachforge.app',
  downloadApp: 'https://coachforge.app/download',
} as const;

/** Spec 01 section 2.7: most coach links are off while blocked; programs is off for an empty account. */
function link(access: AccountAccess, key: string, label: string, route: RouteName): MenuLink {
  const { state } = access;
  const blockedOut = state.blocked && !routeGate(route).availableWhileBlocked;
  return { key, label, route, disabled: blockedOut || (key === 'programs' && state.empty) };
}

const PROGRAMMING_PATHS = [
  'coach/programs',
  'exercises',
  'challenges',
  'leaderboards',
  'templates',
  'media',
  'resources',
];
const STOREFRONT_PATH = /\/coupons|^\/[cbgt]\/[^/]+|^\/public-page/;

export function coachMenu(me: Me, access: AccountAccess, pathname: string): MenuGroup[] {
  const m = messages.menu;
  const marketing: MenuLink[] = [link(access, 'storefront', m.storefront, 'own-public-page')];
  if (access.financial && me.current.stripe_account_type !== null) {
    marketing.push(link(access, 'coupons', m.coupons, 'coach_profile_coupons'));
  }
  if (!access.personal) {
    marketing.push(
      link(access, 'customisation', m.customisation, 'customisation-web-theme'),
      link(access, 'zapier', m.zapier, 'zapier-integration'),
    );
  }
  return [
    {
      key: 'programming',
      label: m.programming,
      active: PROGRAMMING_PATHS.some((part) => pathname.includes(part)),
      links: [
        link(access, 'programs', m.programs, 'my_plans_active'),
        link(access, 'exercises', m.exercises, 'my_exercises_library'),
        link(access, 'challenges', m.challenges, 'challenges-library'),
        link(access, 'leaderboards', m.leaderboards, 'daily_leaderboards'),
        link(access, 'templates', m.templates, 'workout_library_days'),
        link(access, 'resources', m.resources, 'media_library'),
      ],
    },
    {
      key: 'clients',
      label: m.clients,
      active: pathname.startsWith('/coach/clients'),
      links: [link(access, 'clients', m.clients, 'clients_with_programs')],
    },
    { key: 'marketing', label: m.marketing, active: STOREFRONT_PATH.test(pathname), links: marketing },
  ];
}

/** The profile menu of a coach (spec 01 section 2.7). */
export function coachProfileMenu(access: AccountAccess, unreadNotes: number): MenuLink[] {
  const m = messages.menu;
  const links: MenuLink[] = [];
  if (access.financial && access.customPayments) {
    links.push(link(access, 'dashboard', m.dashboard, 'coach_dashboard_transactions'));
  }
  links.push(link(access, 'settings', m.settings, 'coach_profile_settings'));
  if (access.personal) links.push(link(access, 'my-profile', m.myProfile, 'coach_my_profile_info'));
  links.push(link(access, 'my-accounts', m.myAccounts, 'coach_profile_my_accounts'));
  links.push({ ...link(access, 'whats-new', m.whatsNew, 'release-notes'), count: unreadNotes });
  return links;
}

export function coachHelpLinks(): ExternalLink[] {
  const m = messages.menu;
  return [
    { key: 'help-centre', label: m.helpCentre, href: HELP_LINKS.helpCentre },
    { key: 'demo-videos', label: m.demoVideos, href: HELP_LINKS.demoVideos },
    { key: 'chat-to-team', label: m.chatToTeam, href: HELP_LINKS.chatToTeam },
    { key: 'download-app', label: m.downloadApp, href: HELP_LINKS.downloadApp },
  ];
}

/** The client menu (spec 01 section 2.7); Help is an external link beside it. */
export function clientMenu(): MenuLink[] {
  const m = messages.menu;
  const entry = (key: string, label: string, route: RouteName): MenuLink => ({
    key,
    label,
    route,
    disabled: false,
  });
  return [
    entry('profile', m.profile, 'user_profile_info'),
    entry('my-programs', m.myPrograms, 'user_my_plans'),
    entry('billing', m.billing, 'billing_purchases'),
    entry('settings', m.settings, 'settings_default_units'),
    entry('calendar', m.calendar, 'calendar'),
  ];
}

/**
 * The help dropdown (spec 03 section 2.3): help centre for everyone; demo videos, What's New (off while
 * blocked) and talking to support for coaches.
 */
export function helpMenu(access: AccountAccess, unreadNotes: number): (MenuLink | ExternalLink)[] {
  const m = messages.menu;
  const centre: ExternalLink = { key: 'help-centre', label: m.helpCentre, href: HELP_LINKS.helpCentre };
  if (access.role !== 'coach') return [centre];
  return [
    centre,
    { key: 'demo-videos', label: m.demoVideos, href: HELP_LINKS.demoVideos },
    { ...link(access, 'help-whats-new', m.whatsNew, 'release-notes'), count: unreadNotes },
    { key: 'talk-to-support', label: m.chatToTeam, href: HELP_LINKS.chatToTeam },
  ];
}
