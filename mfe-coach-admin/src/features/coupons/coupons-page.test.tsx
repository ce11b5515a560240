import { ApiRequestError, endpoints, messages, type Coupon } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CouponsPage } from './coupons-page';

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 1,
  name: 'SPRING20',
  percent_off: 20,
  duration: 'repeating',
  duration_in_months: 2,
  max_redemptions: 10,
  redemptions: 3,
  starts_on: null,
  ends_on: '2026-12-31',
  program_id: null,
  archived: false,
  ...overrides,
});

test('the coupons show their use; a new one is sent as typed and a taken code is shown beside the field', async () => {
  let taken = true;
  const { requests } = renderWithPlatform(<CouponsPage />, {
    me: fakeMe(),
    request: (endpoint, options) => {
      if (endpoint === endpoints.coupons) return [coupon({}), coupon({ id: 2, name: 'OLD', archived: true })];
      if (endpoint === endpoints.listPrograms) return { items: [{ id: 9, title: 'Engine club' }], total: 1 };
      if (endpoint === endpoints.createCoupon) {
        if (taken) {
          taken = false;
          return Promise.reject(
            new ApiRequestError(
              422,
              { error: messages.coupons.codeTaken, errors: { name: [messages.coupons.codeTaken] } },
              messages.coupons.codeTaken,
            ),
          );
        }
        return coupon({ id: 3, ...(options.body as object) });
      }
      return undefined;
    },
  });
  const table = await screen.findByRole('grid', { name: 'Coupons' });
  const [spring, old] = within(table).getAllByRole('row').slice(1);
  expect(spring).toHaveTextContent('20%');
  expect(spring).toHaveTextContent('2 months');
  expect(spring).toHaveTextContent('3 of 10');
  expect(old).toHaveTextContent('Deactivated');

  const form = screen.getByRole('form', { name: 'Create a coupon' });
  await userEvent.type(within(form).getByLabelText(/^Code/), 'summer10');
  await userEvent.type(within(form).getByLabelText('Percent off'), '10');
  await userEvent.click(within(form).getByRole('radio', { name: 'A number of months' }));
  await userEvent.click(screen.getByTestId('create-coupon'));
  expect(await within(form).findByText(messages.coupons.monthsInvalid)).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Months'), '3');
  await userEvent.click(screen.getByTestId('create-coupon'));
  expect(await within(form).findByText(messages.coupons.codeTaken)).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('create-coupon'));
  // GET and POST coach/coupons share a path: the creations are the calls with a body.
  const creations = () => requests.filter((r) => r.path === endpoints.createCoupon.path && r.options.body);
  await waitFor(() => expect(creations()).toHaveLength(2));
  expect(creations()[1]!.options.body).toEqual({
    name: 'SUMMER10',
    percent_off: 10,
    duration: 'repeating',
    duration_in_months: 3,
    max_redemptions: null,
    starts_on: null,
    ends_on: null,
    program_id: null,
  });
});

test('deactivating asks first and calls the API for that coupon', async () => {
  const { requests } = renderWithPlatform(<CouponsPage />, {
    me: fakeMe(),
    request: (endpoint) =>
      endpoint === endpoints.coupons
        ? [coupon({})]
        : endpoint === endpoints.listPrograms
          ? { items: [], total: 0 }
          : coupon({ archived: true }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Deactivate SPRING20' }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() =>
    expect(requests.find((r) => r.path === endpoints.archiveCoupon.path)?.options.params).toEqual({
      coupon_id: 1,
    }),
  );
});
