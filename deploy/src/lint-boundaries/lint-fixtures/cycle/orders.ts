// Two modules that need each other, one of them only for a type: still a cycle.
import type { Invoice } from './invoices';

export interface Order {
  id: number;
  invoice?: Invoice;
}
