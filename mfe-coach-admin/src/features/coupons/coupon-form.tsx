import {
  couponRequestSchema,
  formErrorsOf,
  messages,
  type CouponDuration,
  type CouponRequest,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, RadioGroup, Select } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { apiErrorText, apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';
import { useProgramChoices } from './use-coupons';

interface CouponValues {
  name: string;
  percent_off: string;
  duration: CouponDuration;
  duration_in_months: string;
  max_redemptions: string;
  starts_on: string;
  ends_on: string;
  program_id: number | null;
}

const initial: CouponValues = {
  name: '',
  percent_off: '',
  duration: 'once',
  duration_in_months: '',
  max_redemptions: '',
  starts_on: '',
  ends_on: '',
  program_id: null,
};

const ALL_PROGRAMS = 0;

/** Typed fields as the request: empty optional fields are "no limit", numbers are numbers. */
const requestOf = (values: CouponValues): CouponRequest =>
  couponRequestSchema.cast(
    {
      ...values,
      percent_off: values.percent_off === '' ? undefined : Number(values.percent_off),
      duration_in_months: values.duration_in_months === '' ? null : Number(values.duration_in_months),
      max_redemptions: values.max_redemptions === '' ? null : Number(values.max_redemptions),
      starts_on: values.starts_on || null,
      ends_on: values.ends_on || null,
    },
    // Half-typed values are cast as far as they go; validation says what is missing.
    { assert: false },
  ) as CouponRequest;

/** Makes a coupon; the API's refusals (a code already used) show beside the field. */
export function CouponForm({ create }: { create: (request: CouponRequest) => Promise<unknown> }) {
  const platform = usePlatform();
  const programs = useProgramChoices();
  return (
    <Formik<CouponValues>
      initialValues={initial}
      validate={(values) => formErrorsOf(couponRequestSchema, requestOf(values))}
      onSubmit={async (values, { resetForm, setErrors }) => {
        const request = requestOf(values);
        try {
          await create(request);
          platform.toast.show({ type: 'congrats', text: messages.coupons.created(request.name) });
          resetForm();
        } catch (error) {
          const fields = apiFieldErrors(error);
          setErrors(Object.keys(fields).length > 0 ? fields : { name: apiErrorText(error) });
        }
      }}
    >
      {({ values, errors, touched, setFieldValue, isSubmitting }) => (
        <Form noValidate aria-label="Create a coupon">
          <FormikTextField
            label="Code"
            name="name"
            autoComplete="off"
            description="What clients type at checkout"
          />
          <FormikTextField label="Percent off" name="percent_off" inputMode="numeric" />
          <RadioGroup<CouponDuration>
            label="Lasts"
            value={values.duration}
            onChange={(duration) => void setFieldValue('duration', duration)}
            orientation="horizontal"
            options={[
              { value: 'once', label: 'First payment' },
              { value: 'repeating', label: 'A number of months' },
              { value: 'forever', label: 'Forever' },
            ]}
          />
          {values.duration === 'repeating' ? (
            <FormikTextField label="Months" name="duration_in_months" inputMode="numeric" />
          ) : null}
          <FormikTextField
            label="Maximum redemptions"
            name="max_redemptions"
            inputMode="numeric"
            description="Leave empty for no limit"
          />
          <FormikTextField label="Valid from" name="starts_on" type="date" />
          <FormikTextField label="Valid until" name="ends_on" type="date" />
          <Select<number>
            label="Program"
            value={values.program_id ?? ALL_PROGRAMS}
            onChange={(id) => void setFieldValue('program_id', id === ALL_PROGRAMS ? null : id)}
            options={[{ id: ALL_PROGRAMS, label: 'All programs' }, ...(programs.data ?? [])]}
            error={touched.program_id ? errors.program_id : undefined}
          />
          <Button type="submit" disabled={isSubmitting} data-testid="create-coupon">
            {isSubmitting ? 'Creating…' : 'Create coupon'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
