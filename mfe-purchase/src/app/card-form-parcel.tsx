import { parcels } from '@coachforge/contracts';
import { createParcel } from '@coachforge/remote-kit';
import { CardFormDialog } from '../features/card-form';

/** The card form as the single-spa parcel `parcels.cardForm` (PlatformContext.openCardForm). */
export const { bootstrap, mount, unmount, update } = createParcel(parcels.cardForm, {
  title: 'The card form',
  Component: CardFormDialog,
  resultOnFailure: () => null,
});
