import { endpoints, messages, profileSetupFormSchema, type ProfileSetupForm } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { Button, Card, ComboBox } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { AccountProfileTabs } from '../../components/account-profile-tabs';
import { apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';
import { useSettings } from '../../components/use-settings';

/** coach_profile_info: the coach's name and where they coach from (POST users/me). */
export function ProfileInfoPage() {
  const platform = usePlatform();
  const me = useMe();
  const settings = useSettings();
  if (!me) return null;
  const initialValues: ProfileSetupForm = {
    first_name: me.private.first_name,
    last_name: me.private.last_name,
    country: me.private.country ?? '',
    state: me.private.state ?? '',
  };
  return (
    <AccountProfileTabs route="coach_profile_info">
      <Card title="Your details">
        <p>
          Signed in as <strong>{me.private.email}</strong>
          {me.current.id !== me.private.id ? `, working in ${me.current.full_name}` : null}.
        </p>
        <Formik
          initialValues={initialValues}
          validationSchema={profileSetupFormSchema}
          onSubmit={async (values, { setErrors, resetForm }) => {
            const { first_name, last_name, country, state } = profileSetupFormSchema.cast(values);
            try {
              await platform.api.request(endpoints.updateMe, {
                body: { first_name, last_name, country, state: state || null },
                quiet: true,
              });
              await platform.session.reload();
              resetForm({ values });
              platform.toast.show({ type: 'congrats', text: messages.account.profileSaved });
            } catch (error) {
              setErrors(apiFieldErrors(error));
              platform.toast.show({ type: 'error', text: messages.coachAdmin.saveFailed });
            }
          }}
        >
          {({ values, errors, touched, dirty, isSubmitting, setValues, setFieldValue, setTouched }) => {
            const states = settings.data?.states[values.country] ?? [];
            return (
              <Form noValidate aria-label="Your details">
                <FormikTextField label="First Name" name="first_name" autoComplete="given-name" />
                <FormikTextField label="Last Name" name="last_name" autoComplete="family-name" />
                <ComboBox
                  label="Country"
                  placeholder="Choose your country"
                  value={values.country || null}
                  onChange={(country) => {
                    // One update: two setFieldValue calls would validate the second against stale values.
                    void setValues({ ...values, country: country ?? '', state: '' });
                    void setTouched({ ...touched, country: true }, false);
                  }}
                  error={touched.country ? errors.country : undefined}
                  options={(settings.data?.countries ?? []).map((c) => ({ id: c.code, label: c.name }))}
                  testId="country"
                />
                {states.length > 0 ? (
                  <ComboBox
                    key={values.country}
                    label="State"
                    placeholder="Choose your state"
                    value={values.state || null}
                    onChange={(state) => void setFieldValue('state', state ?? '')}
                    options={states.map((s) => ({ id: s.code, label: s.name }))}
                    testId="state"
                  />
                ) : null}
                <Button type="submit" disabled={!dirty || isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save'}
                </Button>
              </Form>
            );
          }}
        </Formik>
      </Card>
    </AccountProfileTabs>
  );
}
