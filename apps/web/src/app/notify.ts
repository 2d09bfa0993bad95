import { toast } from '@/shared/toast/toast-store.ts';

/** The route guards run outside React; they warn through the toast store. */
export function notifyPermissionDenied(message: string): void {
  toast.warning(message);
}
