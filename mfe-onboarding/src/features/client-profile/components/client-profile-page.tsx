import {
  birthdatePartsOf,
  clientProfileFormSchema,
  endpoints,
  genderLabels,
  genders,
  messages,
  type BirthdateParts,
  type ClientProfileForm,
  type Gender,
} from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { BirthdateField, Button, Card, ComboBox, Page, Select } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { FormikTextField } from '../../../components/formik-text-field';
import { useSettings } from '../../../components/use-settings';

type Values = Omit<ClientProfileForm, 'gender'> & { gender: Gender | '' };

/**
 * user_profile_info: the client's name, country, gender and date of birth. The date saves itself once
 * valid (spec 01 section 5); the rest with Save. Nothing typed is lost when a save fails.
 */
export function ClientProfilePage() {
  const platform = usePlatform();
  const me = useMe();
  const settings = useSettings();
  const [birthdate, setBirthdate] = useState<BirthdateParts>(() => birthdatePartsOf(me?.private.birthdate));

  const saveBirthdate = useCallback(
    (wire: string) => {
      void platform.api
        .request(endpoints.updateMe, { body: { birthdate: wire } })
        .then(() => platform.session.reload())
        .then(() => platform.toast.show({ type: 'congrats', text: messages.account.readyToGo }))
        .catch(() => undefined);
    },
    [platform],
  );

  if (!me) return null;
  const initialValues: Values = {
    first_name: me.private.first_name,
    last_name: me.private.last_name,
    country: me.private.country ?? '',
    state: me.private.state ?? '',
    gender: me.private.gender ?? '',
  };
  return (
    <Page $narrow data-testid="client-profile">
      <h1>Profile</h1>
      <Card title="Your details">
        <p>
          Signed in as <strong>{me.private.email}</strong>.
        </p>
        <Formik
          initialValues={initialValues}
          validationSchema={clientProfileFormSchema}
          onSubmit={async (values, { resetForm }) => {
            const { first_name, last_name, country, state, gender } = clientProfileFormSchema.cast(values);
            try {
              await platform.api.request(endpoints.updateMe, {
                body: { first_name, last_name, country, state: state || null, gender },
              });
              await platform.session.reload();
              resetForm({ values });
              platform.toast.show({ type: 'congrats', text: messages.account.profileSaved });
            } catch {
              // shown by the shell; what was typed stays
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
                <Select
                  label="Gender"
                  placeholder="Choose one"
                  value={values.gender || null}
                  onChange={(gender) => {
                    void setFieldValue('gender', gender ?? '');
                    void setTouched({ ...touched, gender: true }, false);
                  }}
                  error={touched.gender ? errors.gender : undefined}
                  options={genders.map((gender) => ({ id: gender, label: genderLabels[gender] }))}
                  testId="gender"
                />
                <Button type="submit" disabled={!dirty || isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save'}
                </Button>
              </Form>
            );
          }}
        </Formik>
        <BirthdateField
          value={birthdate}
          onChange={setBirthdate}
          onAutosave={saveBirthdate}
          description={messages.validation.minimumSignUpAge}
        />
      </Card>
    </Page>
  );
}
