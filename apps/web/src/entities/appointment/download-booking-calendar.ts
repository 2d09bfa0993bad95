import { appointmentCalendar } from '@ignite/domain/contract/notifications';
import { BOOKING_CALENDAR_FILENAME } from '@ignite/domain/notifications/calendar-api';
import { api } from '@/shared/api/client.ts';
import type { ApiResult } from '@/shared/api/result.ts';
import { saveFile } from '@/shared/files/save-file.ts';

/**
 * GET /api/appointments/:appointmentId/calendar.ics with the session, saved as booking.ics: a
 * plain link would go without the bearer token. Answers the call's result (the file, or why not).
 */
export async function downloadBookingCalendar(appointmentId: string): Promise<ApiResult<Blob>> {
  const result = await api.download(appointmentCalendar, { params: { appointmentId } });
  if (result.success) saveFile(result.data, BOOKING_CALENDAR_FILENAME);
  return result;
}
