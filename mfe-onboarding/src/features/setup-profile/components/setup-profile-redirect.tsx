import { accountAccessOf } from '@coachforge/contracts';
import { Button, Page } from '@coachforge/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useMe, useNavigateTo } from '@coachforge/remote-kit';
import { ACCOUNT_TYPE_CHOICES } from '../../sign-up';

const Choices = styled.div`
  display: grid;
  gap: 12px;
`;

/**
 * setup-profile, the coach profile set-up (spec 01 sections 2.2 and 4). A coach who stopped before the
 * last registration step is sent here and picks it up again: alone, or as a team whose creation follows
 * the questions. Once registered, a coach in their own private account goes to my accounts; anyone else
 * to main.
 */
export function SetupProfileRedirect() {
  const navigateTo = useNavigateTo();
  const me = useMe();
  const registering = me ? accountAccessOf(me).registrationIncomplete : false;
  useEffect(() => {
    if (!me || registering) return;
    const inPrivateAccount = me.current.role === 'coach' && me.current.id === me.private.id;
    navigateTo(inPrivateAccount ? 'coach_profile_my_accounts' : 'main');
  }, [me, registering, navigateTo]);
  if (!registering) return null;
  return (
    <Page $narrow>
      <h1>Finish setting up your account</h1>
      <p>Who will coach on this account?</p>
      <Choices>
        {ACCOUNT_TYPE_CHOICES.map(([role, label]) => (
          <Button
            key={role}
            type="button"
            $block
            onClick={() => navigateTo('onboarding-verify-information', { role })}
          >
            {label}
          </Button>
        ))}
      </Choices>
    </Page>
  );
}
