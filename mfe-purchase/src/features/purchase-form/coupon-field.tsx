import { ApiRequestError, endpoints, messages, moneyText, type CouponCheck } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Notice, TextField } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const durationText = (coupon: CouponCheck) =>
  coupon.duration === 'forever'
    ? 'on every payment'
    : coupon.duration === 'once'
      ? 'on the first payment'
      : `for ${coupon.duration_in_months} month${coupon.duration_in_months === 1 ? '' : 's'}`;

/**
 * The coupon code of the purchase form: "Update total" asks the server what the code takes off the chosen
 * price and shows the first payment before the client pays; a refused code says so under the field.
 */
export function CouponField({
  planId,
  priceOptionId,
  applied,
  onApplied,
}: {
  planId: number;
  priceOptionId: number;
  applied: CouponCheck | null;
  onApplied: (coupon: CouponCheck | null) => void;
}) {
  const { api } = usePlatform();
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setError(undefined);
    if (!code.trim()) return onApplied(null);
    setBusy(true);
    try {
      onApplied(
        await api.request(endpoints.checkCoupon, {
          params: { plan_id: planId },
          body: { code: code.trim(), price_option_id: priceOptionId },
          quiet: true,
        }),
      );
    } catch (failure) {
      onApplied(null);
      setError(
        failure instanceof ApiRequestError && failure.status === 422
          ? messages.coupons.invalid
          : messages.http.requestFailed,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="coupon">
      <Row>
        <TextField
          label="Coupon code"
          value={code}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            if (applied) onApplied(null);
          }}
          onKeyDown={(event) => {
            // Enter checks the code here rather than submitting the payment.
            if (event.key === 'Enter') {
              event.preventDefault();
              void check();
            }
          }}
          error={error}
        />
        <Button type="button" $variant="secondary" loading={busy} onClick={() => void check()}>
          Update total
        </Button>
      </Row>
      {applied ? (
        <Notice tone="success" testId="coupon-applied">
          {`${applied.code}: ${applied.percent_off}% off ${durationText(applied)}. First payment ${moneyText(
            applied.first_amount,
            applied.currency,
          )} instead of ${moneyText(applied.amount_before_discount, applied.currency)}.`}
        </Notice>
      ) : null}
    </div>
  );
}
