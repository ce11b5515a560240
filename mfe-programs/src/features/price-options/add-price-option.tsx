import {
  cadenceLabels,
  cadencesFor,
  createPriceOptionRequestSchema,
  defaultCadenceFor,
  priceOptionProblem,
  type Cadence,
  type Program,
} from '@coachforge/contracts';
import { Button, Select, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { apiFieldErrors, copy, validateWith } from '../program-data';
import { minorUnitsOf } from './amount';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

interface Values {
  amount: string;
  duration: Cadence;
}

const toRequest = (values: Values) => ({ amount: minorUnitsOf(values.amount), duration: values.duration });

/**
 * A new price option. Periods the program cannot take (already used, wrong for the type) are listed
 * but disabled, so the coach sees the rule before meeting it.
 */
export function AddPriceOption({
  program,
  maxOptions,
  onAdd,
}: {
  program: Program;
  maxOptions: number;
  onAdd: (amount: number, duration: Cadence) => Promise<unknown>;
}) {
  const live = program.original_price.filter((option) => !option.archived);
  const usable = cadencesFor(program.plan_type).filter(
    (cadence) => priceOptionProblem(program.plan_type, live, cadence, maxOptions) === null,
  );
  const form = useFormik<Values>({
    initialValues: {
      amount: '',
      duration: usable.includes(defaultCadenceFor(program.plan_type))
        ? defaultCadenceFor(program.plan_type)
        : (usable[0] ?? defaultCadenceFor(program.plan_type)),
    },
    enableReinitialize: true,
    validate: validateWith(createPriceOptionRequestSchema, toRequest),
    onSubmit: async (values, helpers) => {
      try {
        const { amount, duration } = toRequest(values);
        await onAdd(amount, duration);
        helpers.resetForm();
      } catch (error) {
        const errors = apiFieldErrors(error);
        helpers.setErrors(Object.keys(errors).length > 0 ? errors : { amount: (error as Error).message });
      }
    },
  });
  const errorOf = (field: keyof Values) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="add-price-option">
      <Row>
        <TextField
          label={copy.prices.amount}
          name="amount"
          inputMode="decimal"
          value={form.values.amount}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('amount')}
        />
        <Select<Cadence>
          label={copy.prices.period}
          options={cadencesFor(program.plan_type).map((cadence) => ({
            id: cadence,
            label: cadenceLabels[cadence],
            disabled: !usable.includes(cadence),
          }))}
          value={form.values.duration}
          onChange={(cadence) => cadence && void form.setFieldValue('duration', cadence)}
          error={errorOf('duration')}
          testId="price-period"
        />
        <Button type="submit" loading={form.isSubmitting}>
          {copy.prices.add}
        </Button>
      </Row>
    </form>
  );
}
