// The dealerships' stock: vehicles set up in an app but not yet handed to a customer, for
// dealer@demo.ignite to find and activate. dealer@'s roles cover Harbour City Motors and
// Northside; the generic app's vehicle is one they must not see.
import { DAY_MS } from '@ignite/domain/garage/day';
import type { Database } from './client.ts';
import { vehicles } from './schema.ts';

type StockVehicle = {
  app: 'harbour' | 'northside' | 'generic';
  make: string | null;
  model: string | null;
  year: number | null;
  vin: string;
  rego: string;
  regoState: string;
  crmReferenceId: string;
  daysInStock: number;
};

export const DEMO_STOCK: readonly StockVehicle[] = [
  {
    app: 'harbour',
    make: 'Toyota',
    model: 'Corolla Cross',
    year: 2025,
    vin: 'JTNKB3BE10J123456',
    rego: 'EHC42K',
    regoState: 'NSW',
    crmReferenceId: 'HCM-24871',
    daysInStock: 3,
  },
  {
    app: 'harbour',
    make: null,
    model: null,
    year: null,
    vin: 'MR0HA3CD500654321',
    rego: 'FDX19P',
    regoState: 'NSW',
    crmReferenceId: 'HCM-24902',
    daysInStock: 1,
  },
  {
    app: 'northside',
    make: 'Isuzu',
    model: 'D-MAX',
    year: 2025,
    vin: 'MPATFS86JRT009876',
    rego: '512ZQB',
    regoState: 'QLD',
    crmReferenceId: 'NSI-7731',
    daysInStock: 6,
  },
  {
    app: 'generic',
    make: 'Kia',
    model: 'Seltos',
    year: 2024,
    vin: 'KNAER81ABR6112233',
    rego: 'CJK77T',
    regoState: 'VIC',
    crmReferenceId: 'GEN-1002',
    daysInStock: 9,
  },
];

export async function seedDealerStock(
  tx: Database,
  { now, appIds }: { now: Date; appIds: ReadonlyMap<string, string> },
): Promise<void> {
  const rows = DEMO_STOCK.flatMap(({ app, daysInStock, ...vehicle }) => {
    const appConfigurationId = appIds.get(app);
    return appConfigurationId
      ? [
          {
            ...vehicle,
            appConfigurationId,
            createdAt: new Date(now.getTime() - daysInStock * DAY_MS),
          },
        ]
      : [];
  });
  if (rows.length > 0) await tx.insert(vehicles).values(rows);
}
