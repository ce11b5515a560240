import { coachInvitationRequestSchema, messages, type CoachInvitationRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { apiErrorText, apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';

/** Invites a coach by email; the daily limit and other refusals are shown beside the address. */
export function InviteCoachForm({ invite }: { invite: (email: string) => Promise<void> }) {
  const platform = usePlatform();
  return (
    <Formik<CoachInvitationRequest>
      initialValues={{ email: '' }}
      validationSchema={coachInvitationRequestSchema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        const { email } = coachInvitationRequestSchema.cast(values);
        try {
          await invite(email);
          platform.toast.show({ type: 'congrats', text: messages.invitations.sent(email) });
          resetForm();
        } catch (error) {
          const fields = apiFieldErrors(error);
          setErrors({ email: fields.email ?? apiErrorText(error) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Invite a coach">
          <FormikTextField label="Coach's email" name="email" type="email" autoComplete="off" />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send invitation'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
