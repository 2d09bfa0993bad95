// What the OpenAPI document says of itself and of the API as a whole: its version, where it is
// served, who to ask, the licence, the areas its operations are tagged with and the schemes its
// operations' `security` names. The operations come from the endpoint contracts.
import { readFileSync } from 'node:fs';

/** The API's version: the server package's own, so a release changes both at once. */
export const API_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Where the licence is served (plugins/docs.ts), under the document's own prefix. */
export const LICENCE_PATH = '/api/docs/licence';

/** One line per area: the OpenAPI tags, in the order an integrator meets them. */
export const AREA_DESCRIPTIONS: Record<string, string> = {
  session: 'Signing in, the signed launch from a host app, token refresh and signing out.',
  'app-configurations': 'A dealership app’s theme, features and contact details.',
  'welcome-flow': 'The first-time flow that finds a car and claims it for its owner.',
  garage: 'The owner’s vehicle: condition monitors, health score, odometer and service log.',
  timeline: 'What happened to the vehicle, newest first.',
  booking: 'Booking a service at the dealership.',
  'care-plan': 'The dealership care plan: rewards, PROTECT cover, roadside and the concierge.',
  'health-monitor': 'The health-monitor device: pairing, scan events and trouble codes.',
  telemetry: 'What a paired health-monitor device posts, with its own key.',
  marketplace: 'Offers: search, categories, nearby, gift cards and card-linked cashback.',
  cashback: 'The cashback wallet, its payouts, and the card-link provider’s signed feed.',
  safety: 'The safety centre: emergency contacts and shared locations.',
  notifications: 'Reminder settings, web push, the calendar feed and unsubscribing.',
  'service-record': 'The vehicle’s service record as a PDF and as a link for a buyer.',
  'dealer-mode': 'Dealer staff setting up a customer and their vehicle.',
  health: 'Whether the server and its database answer.',
  demo: 'Demo mode only: launch links for the personas, the outbox and the jobs.',
};

const DESCRIPTION = [
  'The API of Ignite, the dealership app for car owners, as its own web app uses it.',
  '',
  'Every answer is JSON in one shape, `{ success, status, data, messages }`: `data` on',
  'success, `messages` saying what went wrong otherwise. A host app launches an owner in with',
  'a signed link (`POST /api/authentication/login`); the card-link provider posts the cashback feed',
  'signed with `Ignite-Signature`. The guide to both, with worked examples, is',
  '`docs/integrating.md` in the repository.',
].join('\n');

export type DocumentSettings = { contactEmail: string };

/** Everything of the document but its paths. */
export function documentInfo({ contactEmail }: DocumentSettings) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ignite API',
      version: API_VERSION,
      description: DESCRIPTION,
      contact: { name: 'Ignite engineering', email: contactEmail },
      // Relative, as the server is: the same document whatever the deployment's address.
      license: { name: 'Proprietary: all rights reserved', url: LICENCE_PATH },
    },
    // Relative: the deployment that serves the document, whatever its address, so the copy in
    // docs/openapi.json is the same for every deployment.
    servers: [{ url: '/', description: 'The deployment that serves this document' }],
    tags: Object.entries(AREA_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from sign-in, launch or refresh.',
        },
        // A health monitor's own key (decision 0022), sent as a bearer token.
        deviceKey: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'hmk_<device id>_<secret>',
          description: 'A health-monitor device’s own key, given when it is fitted.',
        },
        feedSignature: {
          type: 'apiKey' as const,
          in: 'header' as const,
          name: 'Ignite-Signature',
          description:
            '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the feed secret>`.',
        },
      },
    },
  };
}
