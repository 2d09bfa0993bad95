// The owner's service record as a PDF: the car, its dealership, its odometer readings and its
// service log; the owner's alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users, vehicles } from '../../db/schema.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type Auth, serviceRecordCalls } from '../../../test/service-record-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let calls: ReturnType<typeof serviceRecordCalls>;
let owner: Auth;
let vehicleId: string;
beforeAll(async () => {
  t = await startTestApp();
  calls = serviceRecordCalls(t);
  owner = await calls.authOf('owner@demo.ignite');
  vehicleId = (await calls.ownerOf('owner@demo.ignite')).vehicle.id;
});
afterAll(() => t.close());

describe('the service record PDF', () => {
  test('is a PDF to save, named by the rego, never cached', async () => {
    const answer = await calls.pdf(owner, vehicleId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="service-record-CXR52H.pdf"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(answer.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  });

  test('shows the car, the dealership, the odometer readings and the service log', async () => {
    await t.db.update(vehicles).set({ vin: 'JTMW43FV10D123456' }).where(eq(vehicles.id, vehicleId));
    const text = pdfText((await calls.pdf(owner, vehicleId)).rawPayload);
    for (const shown of [
      'Service record',
      '2022 Toyota RAV4 Hybrid',
      'Toyota',
      'RAV4 Hybrid',
      'JTMW43FV10D123456',
      'CXR52H NSW',
      '57,300 km',
      'Harbour City Motors',
      'Parramatta NSW',
      '(02) 9630 1000',
      'Odometer readings',
      'Service log',
      '45,000 km service',
      'Westmead Auto Care',
      'Tyre replacement (4 x Bridgestone Alenza)',
    ]) {
      expect(text, shown).toContain(shown);
    }
  });

  test('holds nothing about the owner: no name, email, mobile, nickname or ids', async () => {
    // The seed gives Olivia no mobile; the welcome flow would.
    await t.db
      .update(users)
      .set({ mobileNumber: '+61412345678' })
      .where(eq(users.username, 'owner@demo.ignite'));
    const { user, vehicle } = await calls.ownerOf('owner@demo.ignite');
    const raw = (await calls.pdf(owner, vehicleId)).rawPayload;
    const text = pdfText(raw);
    const personal = [
      user.firstName,
      user.lastName,
      user.email,
      user.mobileNumber,
      '0412345678',
      '0412 345 678',
      vehicle.nickname,
      user.id,
      vehicle.id,
    ].filter((value): value is string => value !== null && value !== '');
    expect(personal.length).toBe(9);
    for (const value of personal) {
      expect(text, value).not.toContain(value);
      expect(raw.toString('latin1'), value).not.toContain(value);
    }
  });

  test('a vehicle with no readings or services says so', async () => {
    const noah = await calls.authOf('newcar@demo.ignite');
    const { vehicle } = await calls.ownerOf('newcar@demo.ignite');
    const answer = await calls.pdf(noah, vehicle.id);
    expect(answer.statusCode).toBe(200);
    const text = pdfText(answer.rawPayload);
    expect(text).toContain('Northside Isuzu UTE');
    expect(text).toContain('No services recorded');
  });

  test('the generic app’s owner gets a record without a dealership', async () => {
    const gary = await calls.authOf('generic@demo.ignite');
    const { vehicle } = await calls.ownerOf('generic@demo.ignite');
    const answer = await calls.pdf(gary, vehicle.id);
    expect(answer.statusCode).toBe(200);
    expect(pdfText(answer.rawPayload)).not.toContain('Dealership');
  });

  test('another owner gets 404 and no PDF; no sign-in is a 401; a bad id is a 400', async () => {
    const priya = await calls.authOf('protect@demo.ignite');
    const other = await calls.pdf(priya, vehicleId);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    expect(other.json()).toMatchObject({ success: false, messages: ['Vehicle not found'] });
    expect(other.body).not.toContain('CXR52H');

    expect((await calls.pdf(null, vehicleId)).statusCode).toBe(401);
    const bad = await calls.pdf(owner, 'not-a-vehicle');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messages: ['vehicleId must be a UUID'] });
    const none = await calls.pdf(owner, '00000000-0000-4000-8000-000000000000');
    expect(none.statusCode).toBe(404);
  });
});
