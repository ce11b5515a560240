export { PurchaseFormPage } from './purchase-form-page';
