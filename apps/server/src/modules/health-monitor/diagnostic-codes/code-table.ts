// The generic SAE J2012 trouble codes, 9,533 of them, from the OBDex database (CC0; see the
// README's data sources and ../../../../../../docs/decisions/0022). Read once, on the first
// lookup, and kept in a map: the file is 4 MB, so it is never sent to the browser whole.
import { readFileSync } from 'node:fs';
import {
  describeUnlistedCode,
  dtcUrgency,
  DTC_SYSTEMS,
} from '@ignite/domain/health-monitor/diagnostic-codes';
import type { DiagnosticCode } from '@ignite/domain/health-monitor/health-monitor-api';

type TableEntry = {
  code: string;
  category: string;
  title: string;
  description: string;
  symptoms?: string[];
  causes?: string[];
  mil?: boolean;
};

const TABLE_FILE = new URL('./obd-dtc-codes.json', import.meta.url);
let table: Map<string, TableEntry> | null = null;

function codeTable(): Map<string, TableEntry> {
  if (!table) {
    const entries = JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as TableEntry[];
    table = new Map(entries.map((entry) => [entry.code, entry]));
  }
  return table;
}

/** A code explained: from the table when it is there, else from its letter and digits. */
export function explainCode(code: string): DiagnosticCode {
  const entry = codeTable().get(code);
  if (entry) {
    return {
      errorCode: code,
      title: entry.title,
      description: entry.description,
      category: entry.category,
      urgency: dtcUrgency({ code, category: entry.category, mil: entry.mil ?? null }),
      symptoms: entry.symptoms ?? [],
      causes: entry.causes ?? [],
      isListed: true,
    };
  }
  const system = DTC_SYSTEMS.find((s) => s.letter === code.charAt(0));
  return {
    errorCode: code,
    title: `${system?.name ?? 'Vehicle'} code`,
    description: describeUnlistedCode(code),
    category: null,
    urgency: dtcUrgency({ code, category: null, mil: null }),
    symptoms: [],
    causes: [],
    isListed: false,
  };
}

/** How many codes the table holds (for the README's figures and a test). */
export function tableSize(): number {
  return codeTable().size;
}
