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
import { BirthdateField, Button, ComboBox, Page, Select } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { Navigate, useMe, useNavigateTo, useParams, usePlatform, useRoutePath } from '@coachforge/remote-kit';
import { useSettings } from '../../../components/use-settings';
import { FormikTextField } from '../../../components/formik-text-field';

/**
 * verify-information/{role}: the coach's profile set-up and the coach questions. Answering the
 * questions ends registration (registration_step 'questions'); a team coach then creates the team.
 */
export function VerifyInformationPage() {
  const pathTo = useRoutePath();
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
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
              if (role === 'team') navigateTo('onboarding-create', { type: 'team' });
              else navigateTo('onboarding-success');
            } catch {
              // shown by the shell; the answers stay selected
            }
          }}
        >
          {({ values, isValid, isSubmitting, setFieldValue }) => (
            <Form noValidate aria-label="Coach questions">
              {(Object.keys(coachQuestions) as CoachQuestion[]).map((question) => (
                <Select
                  key={question}
                  label={coachQuestions[question].label}
                  placeholder="Choose one"
                  value={values[question] || null}
                  onChange={(answer) => void setFieldValue(question, answer ?? '')}
                  options={coachQuestions[question].options.map((option) => ({
                    id: option,
                    label: option,
                  }))}
                  testId={`coach-question-${question}`}
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
        {({ values, errors, touched, isValid, isSubmitting, setFieldValue, setValues, setTouched }) => {
          const states = settings.data?.states[values.country] ?? [];
          return (
            <Form noValidate aria-label="Profile">
              <FormikTextField label="First Name" name="first_name" />
              <FormikTextField label="Last Name" name="last_name" />
              {/* Countries and states are long lists: typing filters them. */}
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
                  // A new country starts a new list, so the box forgets the last one's text.
                  key={values.country}
                  label="State"
                  placeholder="Choose your state"
                  value={values.state || null}
                  onChange={(state) => void setFieldValue('state', state ?? '')}
                  options={states.map((s) => ({ id: s.code, label: s.name }))}
                  testId="state"
                />
              ) : null}
              <BirthdateField
                value={birthdate}
                onChange={setBirthdate}
                onAutosave={saveBirthdate}
                description={messages.validation.minimumSignUpAge}
              />
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
