import { useId, useState } from 'react';
import { Copy, FileDown, Link2Off, Share2 } from 'lucide-react';
import {
  revokeServiceRecordShares,
  serviceRecordPdf,
  shareServiceRecord,
} from '@ignite/domain/contract/service-record';
import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { serviceRecordFilename } from '@ignite/domain/service-record/record-filename';
import { SERVICE_RECORD_MESSAGES as M } from '@ignite/domain/service-record/service-record-api';
import { DateText } from '@/entities/condition/date-text.tsx';
import { api } from '@/shared/api/client.ts';
import { copyText } from '@/shared/clipboard/copy-text.ts';
import { saveFile } from '@/shared/files/save-file.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';

const FAILED = 'That did not work. Please try again';

type Made = { url: string; expiresAt: string };

/**
 * Beyond the spec (decision 0040): the car's service record to hand on, as a PDF the owner
 * keeps or a link a buyer opens for 14 days; neither carries the owner's name or contact
 * details. The link's address is shown only here, when it is made: the server keeps its hash
 * alone.
 */
export function ServiceRecordActions({
  vehicle,
}: {
  vehicle: Pick<Vehicle, 'vehicleId' | 'rego'>;
}) {
  const headingId = useId();
  const params = { vehicleId: vehicle.vehicleId };
  const [downloading, setDownloading] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const share = useApiMutation(shareServiceRecord, { invalidates: [] });
  const revoke = useApiMutation(revokeServiceRecordShares, { invalidates: [] });
  const busy = downloading || share.busy || revoke.busy;

  async function download() {
    setDownloading(true);
    try {
      const result = await api.download(serviceRecordPdf, { params });
      if (result.success) saveFile(result.data, serviceRecordFilename(vehicle.rego));
      else toast.error(result.messages[0] ?? FAILED);
    } finally {
      setDownloading(false);
    }
  }

  async function makeLink() {
    const result = await share.run({ params });
    if (result.success) setMade(result.data);
    else toast.error(result.messages[0] ?? FAILED);
  }

  async function turnOff() {
    const result = await revoke.run({ params });
    if (!result.success) return toast.error(result.messages[0] ?? FAILED);
    setMade(null);
    toast.success('Every service record link of this car is turned off');
  }

  return (
    <section
      aria-labelledby={headingId}
      className="@container flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4 print:hidden"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          Service record
        </h2>
        <p className="mt-1 text-sm text-muted">
          The car, its odometer readings and its service log, to keep or to show a buyer. Never your
          name or contact details.
        </p>
      </div>
      <div className="grid gap-2 @xl:grid-cols-2">
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          <Glyph icon={FileDown} className="text-lg" />
          {/* On a phone the heading above says what is downloaded; the full name still reads. */}
          <span>
            Download<span className="sr-only @sm:not-sr-only"> service record</span> (PDF)
          </span>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void makeLink()}>
          <Glyph icon={Share2} className="text-lg" />
          Share with a buyer
        </Button>
      </div>
      {made ? <MadeLink made={made} /> : null}
      <div className="flex flex-col gap-2 border-t border-border pt-3 @xl:flex-row @xl:items-center @xl:justify-between">
        <p className="text-sm text-muted">
          A link works for 14 days. Turning links off closes every link to this car.
        </p>
        <Button
          variant="secondary"
          className="@xl:shrink-0"
          disabled={busy}
          onClick={() => void turnOff()}
        >
          <Glyph icon={Link2Off} className="text-lg" />
          Turn off links
        </Button>
      </div>
    </section>
  );
}

function MadeLink({ made }: { made: Made }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-raised p-4">
      <p className="text-sm font-semibold">Your link for a buyer</p>
      <div className="flex flex-col gap-2 @xl:flex-row @xl:items-center">
        <p className="min-w-0 flex-1 rounded-xl border border-field bg-surface px-3 py-2 font-mono text-sm break-all">
          {made.url}
        </p>
        <Button
          variant="secondary"
          className="@xl:shrink-0"
          onClick={() => void copyText(made.url, M.linkCopied)}
        >
          <Glyph icon={Copy} className="text-lg" />
          Copy link
        </Button>
      </div>
      <p className="text-sm text-muted">
        Valid until <DateText when={made.expiresAt} format="short" className="font-semibold" />
      </p>
    </div>
  );
}
