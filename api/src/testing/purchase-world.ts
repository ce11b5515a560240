/**
 * The purchases' test world (an API with a movable clock, coaches who can take payments, clients, cards and
 * priced programs), for tests of other modules that need real payments: they reach it here, as modules
 * reach each other only through their index.
 */
export {
  CARDS,
  startPurchaseWorld,
  type MovableClock,
  type PurchaseWorld,
} from '../modules/purchases/testing/purchase-world';
