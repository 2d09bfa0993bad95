import { SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import { toast } from '@/shared/toast/toast-store.ts';

/** Puts `text` on the clipboard and says so, or says the browser would not let it. */
export async function copyText(text: string, confirmation: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(confirmation);
  } catch {
    toast.error(SAFETY_MESSAGES.clipboardUnavailable);
  }
}
