import {
  birthdatePartsOf,
  endpoints,
  genderLabels,
  genders,
  messages,
  privateUpdateRequestSchema,
  profileSetupFormSchema,
  type BirthdateParts,
  type Gender,
  type ProfileSetupForm,
} from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { BirthdateField, Button, Card, ComboBox, Page, Select } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';
import { useSettings } from '../../components/use-settings';

type PlatformCurrency = 'GBP' | 'USD' | 'EUR';
const platformCurrencies: PlatformCurrency[] = ['GBP', 'USD', 'EUR'];

type Values = ProfileSetupForm & { gender: Gender | ''; platform_currency: PlatformCurrency | '' };

/**
 * coach_my_profile_info (personal account only): the login identity's own details (PATCH users/private),
 * whichever account it works in. The date of birth saves itself once valid.
 */
export function MyProfilePage() {
  const platform = usePlatform();
  const me = useMe();
  const settings = useSettings();
  const [birthdate, setBirthdate] = useState<BirthdateParts>(() => birthdatePartsOf(me?.private.birthdate));
  const saveBirthdate = useCallback(
    (wire: string) => {
      void platform.api
        .request(endpoints.updatePrivate, { body: { private: { birthdate: wire } } })
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
    platform_currency: (me.private.platform_currency as PlatformCurrency | null) ?? '',
  };
  return (
    <Page data-testid="coach_admin-page" data-route="coach_my_profile_info">
      <h1>My profile</h1>
      <Card title="Your details">
        <Formik
          initialValues={initialValues}
          validationSchema={profileSetupFormSchema}
          onSubmit={async (values, { setErrors, resetForm }) => {
            const { first_name, last_name, country, state } = profileSetupFormSchema.cast(values);
            const body = privateUpdateRequestSchema.cast({
              private: {
                first_name,
                last_name,
                country,
                state: state || null,
                gender: values.gender || null,
                platform_currency: values.platform_currency || null,
              },
            });
            try {
              await platform.api.request(endpoints.updatePrivate, { body, quiet: true });
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
                  onChange={(gender) => void setFieldValue('gender', gender ?? '')}
                  options={genders.map((id) => ({ id, label: genderLabels[id] }))}
                />
                <Select
                  label="Show prices in"
                  placeholder="Choose a currency"
                  value={values.platform_currency || null}
                  onChange={(currency) => void setFieldValue('platform_currency', currency ?? '')}
                  options={platformCurrencies.map((id) => ({ id, label: id }))}
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
