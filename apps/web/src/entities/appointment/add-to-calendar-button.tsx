import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { downloadBookingCalendar } from './download-booking-calendar.ts';

const SAVE_FAILED = 'The booking could not be added to your calendar. Please try again';

/**
 * Beyond the spec (decision 0040): saves a booked appointment as booking.ics, which a phone
 * opens in its calendar app. The event has the same UID as in the calendar feed, so an owner
 * who has both sees it once.
 */
export function AddToCalendarButton({
  appointmentId,
  className = '',
}: {
  appointmentId: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      const result = await downloadBookingCalendar(appointmentId);
      if (!result.success) toast.error(result.messages[0] ?? SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" className={className} disabled={busy} onClick={() => void save()}>
      <Glyph icon={CalendarPlus} className="text-lg" />
      Add to calendar
    </Button>
  );
}
