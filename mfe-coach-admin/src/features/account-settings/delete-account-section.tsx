import { deleteAccountFormSchema, endpoints, messages, type DeleteAccountForm } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card, Dialog, DialogActions } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { apiErrorText } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';

/**
 * Deleting the person's identity and the accounts they own: they type DELETE and their password. The API
 * refuses while money is owed or clients still pay; the reason is shown in the dialog, which stays open.
 */
export function DeleteAccountSection() {
  const platform = usePlatform();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  return (
    <Card title="Delete account">
      <p>{messages.coachAdmin.deleteAccountWarning}</p>
      <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Dialog isOpen={open} title="Delete your account?" onClose={close}>
        <Formik<DeleteAccountForm>
          initialValues={{ confirmation: '', password: '' }}
          validationSchema={deleteAccountFormSchema}
          validateOnMount
          onSubmit={async (values) => {
            setRefusal(null);
            let farewell: string;
            try {
              const answer = await platform.api.request(endpoints.deleteAccount, {
                body: values,
                quiet: true,
              });
              farewell = answer.message;
            } catch (error) {
              setRefusal(apiErrorText(error));
              return;
            }
            // Every session of the person ended with the account: forget this one and leave. The
            // farewell comes last, so no message about the ended session replaces it.
            await Promise.resolve(platform.session.signOut()).catch(() => undefined);
            platform.toast.show({ type: 'info', text: farewell });
          }}
        >
          {({ isValid, isSubmitting }) => (
            <Form noValidate aria-label="Delete account">
              <p>{messages.coachAdmin.deleteAccountWarning}</p>
              <FormikTextField label="Type DELETE to confirm" name="confirmation" autoComplete="off" />
              <FormikTextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
              />
              {refusal ? <p role="alert">{refusal}</p> : null}
              <DialogActions>
                <Button type="button" $variant="secondary" onClick={close}>
                  {messages.ui.cancel}
                </Button>
                <Button type="submit" $variant="danger" disabled={!isValid || isSubmitting}>
                  {isSubmitting ? 'Deleting…' : 'Delete my account'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      </Dialog>
    </Card>
  );
}
