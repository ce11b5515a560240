import {
  birthdatePartsOf,
  coachQuestions,
  coachQuestionsSchema,
  endpoints,
  messages,
  profileSetupFormSchema,
  type BirthdateParts,
  type CoachQuestion,
  type ProfileSetupForm,
  VERIFY_INFORMATION_ROLES,
} from '@coachforge/contracts';
import { Button, Page } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { usePlatform } from '@coachforge/remote-kit';
import { useRoutePath } from '@coachforge/remote-kit';
import { useMe } from '@coachforge/remote-kit';
import { SelectField } from '../../../components/select-field';
import { BirthdateField } from './birthdate-field';
import { useSettings } from './use-settings';
import { FormikTextField } from '../../../components/formik-text-field';

/**
 * verify-information/{role}: the coach's profile set-up and the coach questions. Answering the
 * questions ends registration (registration_step 'questions'); a team coach then creates the team.
 */
export function VerifyInformationPage() {
  const pathTo = useRoutePath();
  const platform = usePlatform();
  const role = useParams().role ?? '';
  const me = useMe();
  const [step, setStep] = useState<'profile' | 'questions'>('profile');
  const [birthdate, setBirthdate] = useState<BirthdateParts>(() => birthdatePartsOf(me?.current.birthdate));
  const settings = useSettings();

  const saveBirthdate = useCallback(
    (wire: string) => {
      void platform.api
        .request(endpoints.updateMe, { body: { birthdate: wire } })
        .then(() => platform.toast.show({ type: 'congrats', text: messages.account.readyToGo }))
        .catch(() => undefined);
    },
    [platform],
  );

  if (!(VERIFY_INFORMATION_ROLES as readonly string[]).includes(role)) {
    return <Navigate to={pathTo('onboarding-verify-information', { role: 'standalone' })} replace />;
  }
  if (!me) return null;

  if (step === 'questions') {
    const initialAnswers: Record<CoachQuestion, string> = {
      coaching_focus: '',
      client_count: '',
      heard_from: '',
    };
    return (
      <Page $narrow>
        <h1>A few questions about your coaching</h1>
        <Formik
          key="questions"
          initialValues={initialAnswers}
          validationSchema={coachQuestionsSchema}
          validateOnMount
          onSubmit={async (values) => {
            try {
              await platform.api.request(endpoints.updateMe, {
                body: { coach_questions: coachQuestionsSchema.cast(values) },
              });
              await platform.session.reload();
              if (role === 'team') platform.navigate('onboarding-create', { type: 'team' });
              else platform.navigate('onboarding-success');
            } catch {
              // shown by the shell; the answers stay selected
            }
          }}
        >
          {({ values, isValid, isSubmitting, handleChange }) => (
            <Form noValidate aria-label="Coach questions">
              {(Object.keys(coachQuestions) as CoachQuestion[]).map((question) => (
                <SelectField
                  key={question}
                  name={question}
                  label={coachQuestions[question].label}
                  placeholder="Choose one"
                  value={values[question]}
                  onChange={handleChange}
                  options={coachQuestions[question].options.map((option) => ({
                    value: option,
                    label: option,
                  }))}
                />
              ))}
              <Button type="submit" $block disabled={!isValid || isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Finish'}
              </Button>
            </Form>
          )}
        </Formik>
      </Page>
    );
  }

  const initialValues: ProfileSetupForm = {
    first_name: me.private.first_name,
    last_name: me.private.last_name,
    country: me.private.country ?? '',
    state: me.private.state ?? '',
  };
  return (
    <Page $narrow>
      <h1>Set up your profile</h1>
      <Formik
        key="profile"
        initialValues={initialValues}
        validationSchema={profileSetupFormSchema}
        validateOnMount
        onSubmit={async (values) => {
          const { first_name, last_name, country, state } = profileSetupFormSchema.cast(values);
          try {
            await platform.api.request(endpoints.updateMe, {
              body: { first_name, last_name, country, state: state || null },
            });
            platform.toast.show({ type: 'congrats', text: messages.account.profileSaved });
            setStep('questions');
          } catch {
            // shown by the shell; what was typed stays
          }
        }}
      >
        {({ values, errors, touched, isValid, isSubmitting, handleChange, handleBlur, setValues }) => {
          const states = settings.data?.states[values.country] ?? [];
          return (
            <Form noValidate aria-label="Profile">
              <FormikTextField label="First Name" name="first_name" />
              <FormikTextField label="Last Name" name="last_name" />
              <SelectField
                label="Country"
                name="country"
                placeholder="Choose your country"
                value={values.country}
                // One update: two setFieldValue calls would validate the second against stale values.
                onChange={(event) => void setValues({ ...values, country: event.target.value, state: '' })}
                onBlur={handleBlur}
                error={touched.country ? errors.country : undefined}
                options={(settings.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
              />
              {states.length > 0 ? (
                <SelectField
                  label="State"
                  name="state"
                  placeholder="Choose your state"
                  value={values.state}
                  onChange={handleChange}
                  options={states.map((s) => ({ value: s.code, label: s.name }))}
                />
              ) : null}
              <BirthdateField value={birthdate} onChange={setBirthdate} onAutosave={saveBirthdate} />
              <Button type="submit" $block disabled={!isValid || isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Continue'}
              </Button>
            </Form>
          );
        }}
      </Formik>
    </Page>
  );
}
