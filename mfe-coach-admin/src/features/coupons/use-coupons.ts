import { endpoints, type CouponRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const couponsKey = ['coach_admin', 'coupons'] as const;

/** The account's coupons, and creating and deactivating them (the owner's, as the API enforces). */
export function useCoupons() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => api.request(endpoints.coupons, { signal, quiet: true }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: couponsKey });
  return {
    query,
    create: async (request: CouponRequest) => {
      const coupon = await api.request(endpoints.createCoupon, { body: request, quiet: true });
      await refresh();
      return coupon;
    },
    archive: async (couponId: number) => {
      const coupon = await api.request(endpoints.archiveCoupon, {
        params: { coupon_id: couponId },
        quiet: true,
      });
      await refresh();
      return coupon;
    },
  };
}

/** The account's programs, for assigning a coupon to one. */
export function useProgramChoices() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['coach_admin', 'program-choices'],
    queryFn: ({ signal }) => api.request(endpoints.listPrograms, { signal, quiet: true }),
    select: (list) => list.items.map((program) => ({ id: program.id, label: program.title })),
  });
}
