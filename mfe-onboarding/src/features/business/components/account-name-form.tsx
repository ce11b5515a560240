import {
  accountNameRule,
  endpoints,
  type BusinessAccount,
  type BusinessAccountKind,
} from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { usePlatform } from '@coachforge/remote-kit';
import { FormikTextField } from '../../../components/formik-text-field';

const schema = yup.object({ name: accountNameRule() });

/** Names and creates a brand, gym or team; the signed-in coach becomes its owner. */
export function AccountNameForm({
  kind,
  onCreated,
}: {
  kind: BusinessAccountKind;
  onCreated(account: BusinessAccount): void;
}) {
  const platform = usePlatform();
  return (
    <Formik
      initialValues={{ name: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async (values) => {
        try {
          const account = await platform.api.request(endpoints.createBusinessAccount, {
            body: { kind, name: schema.cast(values).name },
          });
          onCreated(account);
        } catch {
          // shown by the shell; the name stays
        }
      }}
    >
      {({ isValid, isSubmitting }) => (
        <Form noValidate aria-label={`Create ${kind}`}>
          <FormikTextField label={`${kind[0]!.toUpperCase()}${kind.slice(1)} name`} name="name" />
          <Button type="submit" $block disabled={!isValid || isSubmitting}>
            {isSubmitting ? 'Creating…' : `Create ${kind}`}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
