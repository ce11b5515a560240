import {
  birthdateErrorsOf,
  birthdateToWire,
  endpoints,
  genderLabels,
  genders,
  matchRoute,
  messages,
  profileCompletionDue,
  PROFILE_MODAL_MIN_AGE,
  type BirthdateParts,
  type Gender,
  type PlatformApi,
  type PlatformSession,
  type PlatformToasts,
} from '@coachforge/contracts';
import { BirthdateField, Button, Dialog, Select } from '@coachforge/ui';
import { useState } from 'react';
import { usePathname } from '../header';
import { useSessionState } from '../session';

const empty: BirthdateParts = { day: '', month: '', year: '' };

/**
 * The profile completion modal (spec 01 section 4): a client missing their gender or date of birth is
 * asked for them on a route change, once the configured hours have passed since the account was made;
 * never on the profile page, which asks the same. "Later" waits for the next route change. Gender is
 * required; Save is disabled while the answers are invalid or being saved; 16 is old enough here.
 */
export function ProfileCompletionModal({
  api,
  session,
  toasts,
  now = Date.now,
}: {
  api: PlatformApi;
  session: PlatformSession;
  toasts: PlatformToasts;
  now?: () => number;
}) {
  const state = useSessionState(session);
  const pathname = usePathname();
  // "Later" closes it on this page; the next route change asks again.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const [birthdate, setBirthdate] = useState<BirthdateParts>(empty);
  const [gender, setGender] = useState<Gender | null>(null);
  const [saving, setSaving] = useState(false);
  const current = state.status === 'signed-in' ? state.me.current : null;

  const onProfilePage = matchRoute(pathname)?.name === 'user_profile_info';
  const open =
    current !== null && !onProfilePage && dismissedOn !== pathname && profileCompletionDue(current, now());
  const later = () => setDismissedOn(pathname);

  const valid =
    gender !== null && Object.keys(birthdateErrorsOf(birthdate, PROFILE_MODAL_MIN_AGE)).length === 0;
  const save = async () => {
    setSaving(true);
    try {
      await api.request(endpoints.updateMe, { body: { gender, birthdate: birthdateToWire(birthdate) } });
      await session.reload();
      // The session now has both answers, so the modal is no longer due.
      toasts.show({ type: 'congrats', text: messages.account.readyToGo });
    } catch {
      // shown by the error policy; the answers stay for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={open}
      title={messages.frame.profileCompletionTitle}
      testId="profile-completion-modal"
      onClose={later}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={later}>
            {messages.frame.profileCompletionLater}
          </Button>
          <Button type="button" disabled={!valid || saving} onClick={() => void save()}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <p>{messages.frame.profileCompletionBody}</p>
      <Select
        label="Gender"
        placeholder="Choose one"
        value={gender}
        onChange={(next) => setGender(next)}
        options={genders.map((id) => ({ id, label: genderLabels[id] }))}
      />
      <BirthdateField
        value={birthdate}
        onChange={setBirthdate}
        minAge={PROFILE_MODAL_MIN_AGE}
        autosave={false}
        description={messages.validation.minimumSignUpAge}
      />
    </Dialog>
  );
}
