import {
  businessAccountKinds,
  coachInvitationRequestSchema,
  endpoints,
  messages,
  type BusinessAccountKind,
  type Invitation,
} from '@coachforge/contracts';
import { Button, Page } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  Link,
  Navigate,
  useNavigateTo,
  useParams,
  usePlatform,
  useRoutePath,
  useSearchParams,
} from '@coachforge/remote-kit';
import { AccountNameForm } from './account-name-form';
import { FormikTextField } from '../../../components/formik-text-field';

/** /create-account: choose a team, brand or gym. Brand and gym go to onboarding-business-setup. */
export function CreateAccountPage() {
  const pathTo = useRoutePath();
  const type = useParams().type;
  if (type === 'brand' || type === 'gym') {
    return <Navigate to={pathTo('onboarding-business-setup', { type })} replace />;
  }
  if (type === 'team') return <Navigate to={pathTo('onboarding-create', { type: 'team' })} replace />;
  if (type !== undefined) return <Navigate to={pathTo('create-account')} replace />;
  return (
    <Page $narrow>
      <h1>Create an account</h1>
      <p>Run a business on Coachforge with other coaches: choose what it is.</p>
      <ul>
        <li>
          <Link to={pathTo('onboarding-create', { type: 'team' })}>A team of coaches</Link>
        </li>
        <li>
          <Link to={pathTo('onboarding-business-setup', { type: 'brand' })}>A brand</Link>
        </li>
        <li>
          <Link to={pathTo('onboarding-business-setup', { type: 'gym' })}>A gym</Link>
        </li>
      </ul>
    </Page>
  );
}

/** create/{type}: only team is valid; anything else goes to create-account. */
export function CreateTeamPage() {
  const pathTo = useRoutePath();
  const navigateTo = useNavigateTo();
  if (useParams().type !== 'team') return <Navigate to={pathTo('create-account')} replace />;
  return (
    <Page $narrow>
      <h1>Create your team</h1>
      <AccountNameForm
        kind="team"
        onCreated={(account) => navigateTo('onboarding-setup', { type: 'team' }, { account_id: account.id })}
      />
    </Page>
  );
}

/** business-setup/{type}: names a brand or gym (and a team reached this way). */
export function BusinessSetupPage() {
  const pathTo = useRoutePath();
  const navigateTo = useNavigateTo();
  const type = useParams().type ?? '';
  if (!(businessAccountKinds as readonly string[]).includes(type)) {
    return <Navigate to={pathTo('create-account')} replace />;
  }
  return (
    <Page $narrow>
      <h1>Set up your {type}</h1>
      <AccountNameForm
        kind={type as BusinessAccountKind}
        onCreated={(account) =>
          type === 'team'
            ? navigateTo('onboarding-setup', { type: 'team' }, { account_id: account.id })
            : navigateTo('coach_profile_my_accounts')
        }
      />
    </Page>
  );
}

/** setup/{type}: only team; the owner invites coaches by email, then finishes. */
export function SetupTeamPage() {
  const pathTo = useRoutePath();
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const type = useParams().type;
  const accountId = Number(useSearchParams()[0].get('account_id'));
  const [sent, setSent] = useState<Invitation[]>([]);
  if (type !== 'team' || !Number.isSafeInteger(accountId) || accountId <= 0) {
    return <Navigate to={pathTo('create-account')} replace />;
  }
  return (
    <Page $narrow>
      <h1>Invite coaches to your team</h1>
      <p>Each coach gets an email with a link to join. You can invite more later.</p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={coachInvitationRequestSchema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const invitation = await platform.api.request(endpoints.inviteCoach, {
              params: { account_id: accountId },
              body: coachInvitationRequestSchema.cast(values),
            });
            setSent((list) => [invitation, ...list]);
            platform.toast.show({ type: 'info', text: messages.invitations.sent(invitation.email) });
            helpers.resetForm();
          } catch {
            // shown by the shell (including the daily invite limit); the address stays
          }
        }}
      >
        {({ isValid, isSubmitting }) => (
          <Form noValidate aria-label="Invite a coach">
            <FormikTextField label="Coach's email" name="email" type="email" />
            <Button type="submit" $block disabled={!isValid || isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send invitation'}
            </Button>
          </Form>
        )}
      </Formik>
      {sent.length > 0 ? (
        <ul aria-label="Invitations sent">
          {sent.map((invitation) => (
            <li key={invitation.id}>{invitation.email}: invited</li>
          ))}
        </ul>
      ) : null}
      <Button $variant="secondary" onClick={() => navigateTo('onboarding-success')}>
        Finish
      </Button>
    </Page>
  );
}
