import type { ReactNode } from 'react';
import { Building2, CarFront, Gauge, Phone, Wrench } from 'lucide-react';
import { formatKilometres } from '@ignite/domain/format/grouped-number';
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';
import type { SharedServiceRecord } from '@ignite/domain/service-record/service-record-api';
import { dealershipPlace, vehicleTitle } from '@ignite/domain/service-record/shared-record';
import { DateText } from '@/entities/condition/date-text.tsx';
import { BRAND_NAME } from '@/shared/brand.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';

const NOT_RECORDED = 'Not recorded';

/** The record itself: the car, its dealership, its odometer readings and its services. */
export function SharedRecordView({ record }: { record: SharedServiceRecord }) {
  const { vehicle, dealership } = record;
  const rego = [vehicle.rego, vehicle.regoState].filter(Boolean).join(' ');
  return (
    <>
      <p className="text-base text-muted">
        The care of this car as kept in the {BRAND_NAME} app, shared by its owner.
      </p>
      <p className="self-start rounded-full border border-border bg-surface px-4 py-1.5 text-sm">
        Valid until <DateText when={record.expiresAt} format="short" className="font-semibold" />
      </p>

      <Card icon={CarFront} title={vehicleTitle(vehicle)} label="The car">
        {/* The heading names year, make and model; the facts are what it leaves out. */}
        <dl className="grid grid-cols-2 gap-3 text-base">
          <Fact label="Rego" value={rego || NOT_RECORDED} />
          <Fact
            label="Odometer"
            value={vehicle.odometer === null ? NOT_RECORDED : formatKilometres(vehicle.odometer)}
          />
          <Fact label="VIN" value={vehicle.vin ?? NOT_RECORDED} mono={vehicle.vin !== null} wide />
        </dl>
      </Card>

      {dealership ? (
        <Card icon={Building2} title={dealership.name} label="The dealership">
          {dealershipPlace(dealership) ? (
            <p className="text-base text-muted">{dealershipPlace(dealership)}</p>
          ) : null}
          {dealership.phone ? (
            <a
              href={`tel:${dealership.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl text-base font-semibold text-accent underline-offset-4 hover:underline"
            >
              <Glyph icon={Phone} className="text-lg" />
              {formatPhoneNumber(dealership.phone)}
            </a>
          ) : null}
        </Card>
      ) : null}

      <Card icon={Gauge} title="Odometer readings" label="Odometer readings">
        {record.odometerReadings.length === 0 ? (
          <p className="text-base text-muted">No odometer readings recorded</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {record.odometerReadings.map((reading) => (
              <li
                key={`${reading.date}-${reading.odometer}`}
                className="flex items-baseline justify-between gap-3 py-2.5"
              >
                <DateText when={reading.date} format="short" className="text-sm text-muted" />
                <span className="font-semibold tabular-nums">
                  {formatKilometres(reading.odometer)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card icon={Wrench} title="Service log" label="Service log">
        {record.serviceLog.length === 0 ? (
          <p className="text-base text-muted">No services recorded</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {record.serviceLog.map((service) => (
              <li key={`${service.date}-${service.title}`} className="py-3">
                <p className="text-base font-semibold">{service.title}</p>
                <p className="mt-0.5 text-sm text-muted">
                  <DateText when={service.date} format="short" />
                  {service.locationName ? ` · ${service.locationName}` : null}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}

function Card(props: {
  icon: Parameters<typeof Glyph>[0]['icon'];
  title: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.label}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5"
    >
      <h2 className="flex items-center gap-3 text-lg font-bold">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-raised text-accent">
          <Glyph icon={props.icon} className="text-xl" />
        </span>
        <span className="min-w-0 break-words">{props.title}</span>
      </h2>
      {props.children}
    </section>
  );
}

function Fact(props: { label: string; value: string; mono?: boolean; wide?: boolean }) {
  const { label, value, mono = false, wide = false } = props;
  return (
    <div className={`min-w-0 rounded-2xl bg-raised px-4 py-3 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`font-semibold break-words ${mono ? 'font-mono text-sm' : ''}`}>{value}</dd>
    </div>
  );
}
