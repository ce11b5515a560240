import { DEFAULT_THEME, type CurrentUser, type Me, type PrivateUser } from '@coachforge/contracts';

/**
 * A complete users/me answer for tests: a coach in their private account with the platform's theme,
 * changed by `overrides` (`current`, `private` and `theme` are merged one level deep).
 */
const noLinks = { website: null, instagram: null, facebook: null, youtube: null, tiktok: null };

export function fakeMe(
  overrides: { current?: Partial<CurrentUser>; private?: Partial<PrivateUser>; theme?: Me['theme'] } = {},
): Me {
  const role = overrides.current?.role ?? 'coach';
  const person = { first_name: 'Sam', last_name: 'Coach', full_name: 'Sam Coach', email: 'sam@example.com' };
  return {
    current: {
      id: 1,
      role,
      account_kind: 'private',
      account_role: null,
      is_account_owner: true,
      ...person,
      title: null,
      avatar_url: null,
      country: null,
      state: null,
      currency: null,
      platform_currency: null,
      birthdate: null,
      gender: null,
      created_at: 0,
      custom_url: null,
      popup_storage: [],
      hide_checklist: false,
      registration_step: null,
      has_new_notifications: false,
      has_unread_chat_messages: false,
      stripe_account_type: null,
      stripe_connect_charges_enabled: false,
      tax_state: 'normal',
      check_list_info: { completed: ['sign_up'] },
      hyrox: false,
      show_account: role === 'coach',
      brand_owner_email: null,
      brand_owner_full_name: null,
      landing_page: role === 'coach' ? { id: 1, title: null, links: noLinks } : null,
      subscription: null,
      ...overrides.current,
    },
    private: {
      id: 1,
      role,
      ...person,
      avatar_url: null,
      country: null,
      state: null,
      platform_currency: null,
      birthdate: null,
      gender: null,
      weight_unit: 'kg',
      length_unit: 'cm',
      registration_step: null,
      ...overrides.private,
    },
    theme: overrides.theme ?? DEFAULT_THEME,
  };
}
