export { registerPaymentsModule, type PaymentsModule } from './payments-module';
export { platformFeeOf } from './platform-fee';
export type { ChargeRequest, ChargeService } from './charge-service';
export type { ChargeRow, ChargeStatus } from './charge-repository';
export { billingHistoryOf } from './billing-history';
export { receiptOf } from './receipts';
export type { PlatformCharges, PlatformChargeOutcome, PlatformChargeRequest } from './platform-charges';
export { ownedCoachAccount } from './coach-owner';
