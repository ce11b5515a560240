import { useEffect } from 'react';
import { usePlatform } from '../../../app/platform';
import { useMe } from '../../../app/use-session';

/** setup-profile: a coach in their own private account goes to my accounts; anyone else to main. */
export function SetupProfileRedirect() {
  const platform = usePlatform();
  const me = useMe();
  useEffect(() => {
    if (!me) return;
    const inPrivateAccount = me.current.role === 'coach' && me.current.id === me.private.id;
    platform.navigate(inPrivateAccount ? 'coach_profile_my_accounts' : 'main');
  }, [me, platform]);
  return null;
}
