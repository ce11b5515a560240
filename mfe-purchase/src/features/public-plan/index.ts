export { PublicPlanPage, type LoadPurchaseForm } from './public-plan-page';
export { SignInDialog } from './sign-in-dialog';
export { usePublicPlan } from './use-public-plan';
export { WhatHappensNext } from './what-happens-next';
export { needsWaiver, WaiverDialog, type WaiverAcceptance } from './waiver-dialog';
