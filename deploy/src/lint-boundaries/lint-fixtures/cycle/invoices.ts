import type { Order } from './orders';

export interface Invoice {
  order: Order;
}
