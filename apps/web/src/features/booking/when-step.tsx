import { useQuery } from '@tanstack/react-query';
import { bookingSlots } from '@ignite/domain/contract/booking';
import { endpointQuery } from '@/shared/api/client.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';

type Props = {
  vehicleId: string;
  day: string | null;
  time: string | null;
  onDay: (day: string) => void;
  onTime: (utcDateAppointment: string) => void;
};

const pill =
  'min-h-11 whitespace-nowrap rounded-xl border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const chosen = 'border-accent bg-accent text-on-accent';
const open = 'border-border bg-raised text-text hover:border-muted';
const taken = 'border-border bg-surface text-muted line-through';

function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)));
}

function timeLabel(utc: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(utc),
  );
}

/** Step 2: a day and a drop-off time the dealership offers, on its own clock. */
export function WhenStep({ vehicleId, day, time, onDay, onTime }: Props) {
  const query = useQuery(
    endpointQuery(bookingSlots, { query: { vehicleId, ...(day ? { day } : {}) } }),
  );
  if (query.isError) {
    return (
      <p role="alert" className="text-base">
        {query.error.message || 'The workshop’s times could not be loaded. Please try again.'}
      </p>
    );
  }
  if (!query.data) return <LoadingBlock className="h-48 rounded-2xl bg-raised" />;
  const { days, slots, timeZone, dealershipName } = query.data;
  const shownDay = day ?? query.data.day;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">When suits you?</h2>
      <p className="-mt-2 text-sm text-muted">Drop-off times at {dealershipName}.</p>
      <div role="group" aria-label="Day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === shownDay}
            onClick={() => onDay(option)}
            className={`${pill} shrink-0 ${option === shownDay ? chosen : open}`}
          >
            {dayLabel(option)}
          </button>
        ))}
      </div>
      <div
        role="group"
        aria-label="Time"
        className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2"
      >
        {slots.map((slot) => (
          <button
            key={slot.utcDateAppointment}
            type="button"
            disabled={!slot.isAvailable}
            aria-pressed={slot.utcDateAppointment === time}
            onClick={() => onTime(slot.utcDateAppointment)}
            className={`${pill} ${
              slot.utcDateAppointment === time ? chosen : slot.isAvailable ? open : taken
            }`}
          >
            {timeLabel(slot.utcDateAppointment, timeZone)}
          </button>
        ))}
      </div>
    </div>
  );
}
