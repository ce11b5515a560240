import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { subscriptionSchema, type Subscription } from './subscription';

export const accountKinds = ['private', 'brand', 'gym', 'team'] as const;
export type AccountKind = (typeof accountKinds)[number];

export const inviteStatuses = ['invited', 'accepted', 'rejected', 'cancelled'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

/** One line of GET accounts: an account the signed-in identity can switch to. */
export interface AccountListEntry {
  id: number;
  account_kind: AccountKind;
  full_name: string;
  title: string | null;
  avatar_url: string | null;
  current_account: boolean;
  invite_status: InviteStatus | null;
  has_new_notifications: boolean;
  has_unread_chat_messages: boolean;
  subscriptions: Subscription | null;
}

export const accountListEntrySchema: yup.ObjectSchema<AccountListEntry> = lazySchema(() =>
  yup.object({
    id: yup.number().required(),
    account_kind: yup.mixed<AccountKind>().oneOf(accountKinds).required(),
    full_name: yup.string().required(),
    title: yup.string().nullable().defined(),
    avatar_url: yup.string().nullable().defined(),
    current_account: yup.boolean().required(),
    invite_status: yup.mixed<InviteStatus>().oneOf(inviteStatuses).nullable().defined(),
    has_new_notifications: yup.boolean().required(),
    has_unread_chat_messages: yup.boolean().required(),
    subscriptions: subscriptionSchema.nullable().defined(),
  }),
);
