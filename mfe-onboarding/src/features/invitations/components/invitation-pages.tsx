import { endpoints, messages, type Invitation } from '@coachforge/contracts';
import { Button, Notice, Page } from '@coachforge/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigateTo, useParams, usePlatform } from '@coachforge/remote-kit';
import { InvitationSignIn } from './invitation-sign-in';

function useInvitation(token: string, enabled: boolean) {
  const platform = usePlatform();
  return useQuery<Invitation>({
    queryKey: ['invitation', token],
    queryFn: () => platform.api.request(endpoints.invitation, { params: { token }, quiet: true }),
    retry: false,
    enabled,
  });
}

/** Whether the person was signed in when the link was opened (not after signing in on this page). */
function useSignedInAtOpening(): boolean {
  const platform = usePlatform();
  const [signedIn] = useState(() => platform.session.current().status === 'signed-in');
  return signedIn;
}

/** The signed-in person when they are a client, as the page opened. */
function useSignedInClient(): { email: string } | null {
  const platform = usePlatform();
  const [client] = useState(() => {
    const state = platform.session.current();
    return state.status === 'signed-in' && state.me.current?.role === 'user'
      ? { email: state.me.private.email }
      : null;
  });
  return client;
}

function JoinAsSignedInClient({
  token,
  email,
  invitation,
  failed,
  onJoined,
}: {
  token: string;
  email: string;
  invitation: Invitation | undefined;
  failed: boolean;
  onJoined: () => void;
}) {
  const platform = usePlatform();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Page $narrow>
      <h1>Join a program</h1>
      {failed ? <Notice tone="error">{messages.invitations.notFound}</Notice> : null}
      {invitation ? (
        <>
          <p data-testid="invitation-summary">
            {invitation.account_kind === 'private' ? invitation.invited_by : invitation.account_name} invited{' '}
            {invitation.email} to follow a training program. You are signed in as {email}.
          </p>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button
            type="button"
            loading={joining}
            onClick={async () => {
              setJoining(true);
              setError(null);
              try {
                await platform.api.request(endpoints.acceptInvitation, { params: { token }, quiet: true });
                platform.toast.show({ type: 'congrats', text: messages.invitations.joinedProgram });
                onJoined();
              } catch (failure) {
                setError(failure instanceof Error ? failure.message : messages.http.requestFailed);
                setJoining(false);
              }
            }}
          >
            Join as {email}
          </Button>
        </>
      ) : null}
    </Page>
  );
}

/** accept-invitation/{token}: a coach invited to a team or brand. A signed-in user goes to the invites feed. */
export function AcceptInvitationPage() {
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const token = useParams().token ?? '';
  const signedIn = useSignedInAtOpening();
  const invitation = useInvitation(token, !signedIn);

  useEffect(() => {
    if (signedIn) navigateTo('feed_invites');
  }, [signedIn, navigateTo]);
  if (signedIn) return null;

  return (
    <Page $narrow>
      <h1>Join a team on Coachforge</h1>
      {invitation.isError ? <Notice tone="error">{messages.invitations.notFound}</Notice> : null}
      {invitation.data ? (
        <>
          <p data-testid="invitation-summary">
            {invitation.data.invited_by} invited you to coach with{' '}
            <strong>{invitation.data.account_name}</strong>.
          </p>
          {invitation.data.registered_role === 'user' ? (
            <Notice tone="error">{messages.invitations.notBusiness}</Notice>
          ) : (
            <InvitationSignIn
              invitation={invitation.data}
              role="coach"
              onSignedIn={async (isNew) => {
                const accepted = await platform.api.request(endpoints.acceptInvitation, {
                  params: { token },
                });
                await platform.session.reload();
                platform.toast.show({
                  type: 'congrats',
                  text: messages.invitations.accepted(accepted.account_name),
                });
                if (isNew) navigateTo('onboarding-verify-information', { role: 'standalone' });
                else navigateTo('feed_invites');
              }}
            />
          )}
        </>
      ) : null}
    </Page>
  );
}

/**
 * athlete-invitation/{token}: a client invited to a program. A signed-in user goes to their plans.
 * An email registered as a coach cannot join programs (spec 02 section 6).
 */
export function AthleteInvitationPage() {
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const token = useParams().token ?? '';
  const signedIn = useSignedInAtOpening();
  // The link is a single-use secret: a client already signed in (often under another address than the
  // one invited, the commonest "I can't see my program") joins with the account they are in.
  const signedInClient = useSignedInClient();
  const invitation = useInvitation(token, !signedIn || signedInClient !== null);

  useEffect(() => {
    if (signedIn && !signedInClient) navigateTo('main');
  }, [signedIn, signedInClient, navigateTo]);
  if (signedIn && !signedInClient) return null;
  if (signedInClient) {
    return (
      <JoinAsSignedInClient
        token={token}
        email={signedInClient.email}
        invitation={invitation.data}
        failed={invitation.isError}
        onJoined={() => navigateTo('user_my_invites_plans')}
      />
    );
  }

  return (
    <Page $narrow>
      <h1>Join a program</h1>
      {invitation.isError ? <Notice tone="error">{messages.invitations.notFound}</Notice> : null}
      {invitation.data ? (
        <>
          <p data-testid="invitation-summary">
            {invitation.data.account_kind === 'private'
              ? invitation.data.invited_by
              : invitation.data.account_name}{' '}
            invited you to follow a training program. {messages.invitations.athleteSignUp}
          </p>
          {invitation.data.registered_role === 'coach' ? (
            <Notice tone="error" testId="coach-email-notice">
              {messages.account.coachEmailInProgram}
            </Notice>
          ) : (
            <InvitationSignIn
              invitation={invitation.data}
              role="user"
              onSignedIn={async () => {
                await platform.api.request(endpoints.acceptInvitation, { params: { token } });
                navigateTo('user_my_invites_plans');
              }}
            />
          )}
        </>
      ) : null}
    </Page>
  );
}
