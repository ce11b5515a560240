import { messages, type Coupon } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card, ConfirmDialog, DataTable, EmptyState, Page, StatusBadge } from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText } from '../../components/api-errors';
import { QueryState } from '../../components/query-state';
import { CouponForm } from './coupon-form';
import { useCoupons } from './use-coupons';

const lasts = (coupon: Coupon) =>
  coupon.duration === 'forever'
    ? 'Forever'
    : coupon.duration === 'once'
      ? 'First payment'
      : `${coupon.duration_in_months} month${coupon.duration_in_months === 1 ? '' : 's'}`;

const dates = (coupon: Coupon) =>
  coupon.starts_on || coupon.ends_on ? `${coupon.starts_on ?? '…'} to ${coupon.ends_on ?? '…'}` : 'Any time';

/**
 * coach_profile_coupons (spec 02 section 3; decision 0160): the account's coupons with their use, making a
 * new one, and deactivating one. Percent and duration never change: a new coupon replaces an old one.
 */
export function CouponsPage() {
  const platform = usePlatform();
  const { query, create, archive } = useCoupons();
  const [deactivating, setDeactivating] = useState<Coupon | null>(null);
  return (
    <Page data-testid="coach_admin-page" data-route="coach_profile_coupons">
      <h1>Coupons</h1>
      <Card title="Create a coupon">
        <CouponForm create={create} />
      </Card>
      <Card title="Your coupons">
        <QueryState query={query}>
          {(coupons) => (
            <DataTable
              label="Coupons"
              rows={coupons}
              rowKey={(coupon) => coupon.id}
              emptyState={<EmptyState title="No coupons yet" description="Coupons you create show here." />}
              columns={[
                { key: 'code', label: 'Code', isRowHeader: true, render: (coupon) => coupon.name },
                { key: 'percent', label: 'Off', render: (coupon) => `${coupon.percent_off}%` },
                { key: 'lasts', label: 'Lasts', render: lasts },
                {
                  key: 'used',
                  label: 'Redeemed',
                  render: (coupon) =>
                    coupon.max_redemptions === null
                      ? String(coupon.redemptions)
                      : `${coupon.redemptions} of ${coupon.max_redemptions}`,
                },
                { key: 'dates', label: 'Valid', render: dates },
                {
                  key: 'status',
                  label: 'Status',
                  render: (coupon) =>
                    coupon.archived ? (
                      <StatusBadge tone="neutral">Deactivated</StatusBadge>
                    ) : (
                      <StatusBadge tone="success">Active</StatusBadge>
                    ),
                },
                {
                  key: 'action',
                  label: 'Action',
                  render: (coupon) =>
                    coupon.archived ? null : (
                      <Button
                        type="button"
                        $size="small"
                        $variant="secondary"
                        aria-label={`Deactivate ${coupon.name}`}
                        onClick={() => setDeactivating(coupon)}
                      >
                        Deactivate
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      </Card>
      {deactivating ? (
        <ConfirmDialog
          isOpen
          title={`Deactivate ${deactivating.name}?`}
          confirmLabel="Deactivate"
          tone="danger"
          onCancel={() => setDeactivating(null)}
          onConfirm={async () => {
            try {
              await archive(deactivating.id);
              platform.toast.show({ type: 'info', text: messages.coupons.archived(deactivating.name) });
            } catch (error) {
              platform.toast.show({ type: 'error', text: apiErrorText(error) });
            }
            setDeactivating(null);
          }}
        >
          Nobody can use it from now on. Clients who already redeemed it keep their discount.
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
