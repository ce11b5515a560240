export { ToastHost } from './toast-host';
export { createToastService, type ToastService } from './toast-service';
