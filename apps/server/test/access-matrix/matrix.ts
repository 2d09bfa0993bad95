// The whole access matrix, in the order its rows run. Each row prepares what it needs (a link,
// a code, a claimed car, a bank account), so a row also runs alone (vitest -t).
import type { Matrix } from './kit.ts';
import { bookingRows } from './booking-rows.ts';
import { calendarRows } from './calendar-rows.ts';
import { cashbackRows } from './cashback-rows.ts';
import { dealerRows } from './dealer-rows.ts';
import { garageRows } from './garage-rows.ts';
import { healthRows } from './health-rows.ts';
import { marketRows } from './market-rows.ts';
import { pushRows } from './push-rows.ts';
import { reminderRows } from './reminder-rows.ts';
import { sessionRows } from './session-rows.ts';
import { serviceRecordRows } from './service-record-rows.ts';
import { welcomeRows } from './welcome-rows.ts';

function joined(...areas: Matrix[]): Matrix {
  const all: Matrix = {};
  for (const area of areas) {
    for (const [route, entry] of Object.entries(area)) {
      if (route in all) throw new Error(`${route} has two entries`);
      all[route] = entry;
    }
  }
  return all;
}

export const matrix = joined(
  sessionRows,
  garageRows,
  healthRows,
  welcomeRows,
  marketRows,
  bookingRows,
  cashbackRows,
  dealerRows,
  serviceRecordRows,
  calendarRows,
  pushRows,
  reminderRows,
);
