// The one wiring list: every module's repositories and services are created here, once per
// app, each given what it depends on; then every module registers its routes with them. A new
// module adds its lines here and nowhere else outside its own folder.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import { createAttemptRepository } from '../core/attempt-repository.ts';
import type { Clock } from '../core/clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Secrets } from '../config/secrets.ts';
import {
  createAppConfigurationRepository,
  createAppConfigurationService,
  registerAppConfigurationRoutes,
} from './app-configurations/index.ts';
import {
  createAccessTokens,
  createLaunchRepository,
  createLaunchService,
  createLoginService,
  createSessionService,
  registerAuthRoutes,
} from './auth/index.ts';
import {
  airwallexTransfers,
  createCashbackProfileService,
  createCashbackRepositories,
  createDemoPurchaseService,
  createLedgerService,
  createPayoutCallbackService,
  createPayoutJob,
  createPayoutRequestService,
  createSandboxCardLinkService,
  createTransactionFeedService,
  localBankTransfers,
  registerCashbackRoutes,
} from './cashback/index.ts';
import { createBookingService, registerBookingRoutes } from './booking/index.ts';
import {
  createActivation,
  createDealerModeRepository,
  createDealerVehicleRepository,
  createDealerVehicles,
  createStaffRepository,
  createStaffScopes,
  createVehicleChanges,
  registerDealerModeRoutes,
} from './dealer-mode/index.ts';
import { createDemoRepository, createDemoService, registerDemoRoutes } from './demo/index.ts';
import {
  createConditionRepository,
  createConditionService,
  createMyGarageRepository,
  createMyGarageService,
  createScheduleService,
  createVehicleRepository,
  createVehicleService,
  registerGarageRoutes,
} from './garage/index.ts';
import {
  createCarePlanRepository,
  createConciergeMessages,
  createDocumentService,
  createHomeDealership,
  createProtectActivation,
  documentLinkKey,
  registerCarePlanRoutes,
} from './care-plan/index.ts';
import { createHealthService, registerHealthRoutes } from './health/index.ts';
import {
  createDeviceRegistry,
  createDeviceRepository,
  createHealthMonitorCalls,
  createOwnerCallRepository,
  createTelemetryIngest,
  createTelemetryRepository,
  registerHealthMonitorRoutes,
} from './health-monitor/index.ts';
import {
  createMarketplaceAccessRepository,
  createMarketplaceService,
  createOfferHomeRepository,
  createOfferImageService,
  createOfferRepository,
  createOfferSearchRepository,
  registerMarketplaceRoutes,
} from './marketplace/index.ts';
import {
  createCalendarFeedRepository,
  createCalendarFeedService,
  createCalendarSourceRepository,
  createCalendarSources,
  createPushSubscriptionRepository,
  createPushSubscriptionService,
  createPushTargets,
  createReminderRepository,
  createReminders,
  createScheduledJobRepository,
  createSettingsRepository,
  createSettingsService,
  createUnsubscribeTokens,
  createVapidKeyRepository,
  createVapidKeys,
  registerNotificationRoutes,
} from './notifications/index.ts';
import {
  createOutboxRepository,
  createOutboxSender,
  localMailSender,
  localSmsSender,
  registerOutboxRoutes,
  smsGatewaySender,
  smtpMailSender,
  webPushSender,
} from './outbox/index.ts';
import {
  createShareLinkRepository,
  createShareLinkService,
  registerSafetyRoutes,
} from './safety/index.ts';
import {
  createServiceRecordRepository,
  createServiceRecordService,
  registerServiceRecordRoutes,
} from './service-record/index.ts';
import { createTimelineFeed, registerTimelineRoutes } from './timeline/index.ts';
import { createUserRepository, createUserService } from './users/index.ts';
import {
  createMobileVerification,
  createWelcomeFlow,
  registerWelcomeFlowRoutes,
  verificationCodeKey,
} from './welcome-flow/index.ts';

export type ModuleDeps = {
  config: Config;
  database: DatabaseHandle;
  secrets: Secrets;
  clock: Clock;
};

export type Modules = ReturnType<typeof createModules>;

export function createModules({ config, database, secrets, clock }: ModuleDeps) {
  const { db } = database;
  // The throttle's failure counters: one repository for every module that limits attempts.
  const attempts = createAttemptRepository(db);
  const { signingKey } = secrets;

  const users = createUserService({
    repository: createUserRepository(db),
    demoMode: config.demoMode,
  });

  const vehicles = createVehicleService({
    vehicles: createVehicleRepository(db),
    conditions: createConditionRepository(db),
    clock,
  });
  const garage = {
    vehicles,
    myGarage: createMyGarageService({ repository: createMyGarageRepository(db), clock }),
    conditions: createConditionService({ db, clock }),
    schedules: createScheduleService({ db, clock }),
  };

  const ttlSeconds = config.accessTokenTtlSeconds;
  const accessTokens = createAccessTokens({ signingKey, ttlSeconds, clock });
  const sessions = createSessionService({ db, config, clock, accessTokens, signingKey, users });
  const auth = {
    accessTokens,
    sessions,
    login: createLoginService({
      attempts,
      users,
      sessions,
      config,
      clock,
    }),
    launch: createLaunchService({
      repository: createLaunchRepository(db),
      users,
      vehicles,
      sessions,
      clock,
    }),
  };

  const health = createHealthService({ database });
  const appConfigurations = createAppConfigurationService({
    repository: createAppConfigurationRepository(db),
  });
  const demo = createDemoService({ repository: createDemoRepository(db), clock });

  // Set to the app's logger when the routes are registered; the outbox may log before that.
  let logError = (message: string, error?: unknown) => console.error(message, error);
  const carePlanRepository = createCarePlanRepository(db);
  const documents = createDocumentService({
    repository: carePlanRepository,
    linkKey: documentLinkKey(signingKey),
    clock,
  });
  // The push sender and the push routes share the VAPID keys and the browsers' subscriptions.
  const vapidKeys = createVapidKeys({ repository: createVapidKeyRepository(db), config });
  const pushSubscriptionRepository = createPushSubscriptionRepository(db);
  const outboxRepository = createOutboxRepository(db, config.outboxClaimSeconds);
  const outbox = createOutboxSender({
    repository: outboxRepository,
    mail: config.smtpUrl ? smtpMailSender(config.smtpUrl) : localMailSender,
    sms: config.smsGateway ? smsGatewaySender(config.smsGateway) : localSmsSender,
    push: webPushSender(
      createPushTargets({ keys: vapidKeys, subscriptions: pushSubscriptionRepository }),
    ),
    buildAttachment: documents.attachment,
    clock,
    from: config.mailFrom,
    pollSeconds: config.outboxPollSeconds,
    log: (message, error) => logError(message, error),
  });
  const carePlan = {
    documents,
    protect: createProtectActivation({ db, clock, onMessageQueued: () => void outbox.kick() }),
    concierge: createConciergeMessages({ repository: carePlanRepository, clock }),
    homeDealership: createHomeDealership({
      db,
      repository: carePlanRepository,
      attempts,
      clock,
    }),
  };

  const welcomeFlow = {
    mobile: createMobileVerification({
      db,
      attempts,
      clock,
      codeKey: verificationCodeKey(signingKey),
      onMessageQueued: () => void outbox.kick(),
    }),
    flow: createWelcomeFlow({ db, attempts, clock }),
    dealership: carePlan.homeDealership,
  };

  const healthMonitor = {
    registry: createDeviceRegistry({ devices: createDeviceRepository(db), clock }),
    ingest: createTelemetryIngest({ repository: createTelemetryRepository(db), clock }),
    calls: createHealthMonitorCalls({ repository: createOwnerCallRepository(db), clock }),
    demoMode: config.demoMode,
  };

  const marketplace = {
    service: createMarketplaceService({
      access: createMarketplaceAccessRepository(db),
      offers: createOfferRepository(db),
      home: createOfferHomeRepository(db),
      search: createOfferSearchRepository(db),
      clock,
    }),
    images: createOfferImageService(),
  };

  const cashbackData = createCashbackRepositories(db, secrets.bankDetailsKey);
  const ledger = createLedgerService(cashbackData);
  // Decision 0052: payouts go through the payout provider when one is configured; the local
  // bank, which pays no one, only in demo mode; otherwise there is no bank and a withdrawal
  // is refused before anything leaves the wallet.
  const payoutBank = config.payoutProvider
    ? airwallexTransfers(config.payoutProvider, clock)
    : config.demoMode
      ? localBankTransfers
      : null;
  const payoutJob = createPayoutJob({
    ledger,
    payouts: cashbackData.payouts,
    bankAccounts: cashbackData.bankAccounts,
    keys: cashbackData.keys,
    clock,
    bank: payoutBank,
    pollSeconds: config.payoutPollSeconds,
    log: (message, error) => logError(message, error),
  });
  // Cards are linked on the provider's page (CARD_LINK_URL), or on the sandbox page in demo
  // mode only; otherwise the profile says plainly that card linking is not set up.
  const cardLinkPage =
    config.cardLinkUrl ?? (config.demoMode ? `${config.publicUrl}/sandbox/card-link` : null);
  const cashback = {
    profiles: createCashbackProfileService({
      ledger,
      owners: cashbackData.owners,
      cards: cashbackData.cards,
      bankAccounts: cashbackData.bankAccounts,
      payouts: cashbackData.payouts,
      clock,
      linkCardUrl: cardLinkPage
        ? (token) => `${cardLinkPage}?token=${encodeURIComponent(token)}`
        : null,
    }),
    payouts: createPayoutRequestService({
      ledger,
      keys: cashbackData.keys,
      clock,
      completionSeconds: config.payoutCompletionSeconds,
      hasPayoutProvider: payoutBank !== null,
      onRequested: () => void payoutJob.kick(),
    }),
    feed: createTransactionFeedService({ ledger, cards: cashbackData.cards, clock }),
    feedSecret: secrets.cashbackFeedSecret,
    payoutCallbacks: createPayoutCallbackService({ ledger, clock }),
    payoutEventSecret: config.payoutProvider?.webhookSecret ?? null,
    sandbox:
      config.demoMode && !config.cardLinkUrl
        ? createSandboxCardLinkService({ ledger, cards: cashbackData.cards, clock })
        : null,
    demoPurchases: config.demoMode
      ? createDemoPurchaseService({
          ledger,
          cards: cashbackData.cards,
          clock,
          feedSecret: secrets.cashbackFeedSecret,
        })
      : null,
    clock,
  };

  const safety = {
    shareLinks: createShareLinkService({
      links: createShareLinkRepository(db),
      attempts,
      clock,
    }),
    mapTiles: config.mapTiles,
  };

  const unsubscribeTokens = createUnsubscribeTokens(signingKey);
  const reminders = createReminders(
    {
      repository: createReminderRepository(db),
      scheduledJobs: createScheduledJobRepository(db),
      clock,
      config,
      unsubscribe: unsubscribeTokens,
      myGarage: garage.myGarage,
      onMessageQueued: () => void outbox.kick(),
    },
    (message, error) => logError(message, error),
  );
  const notifications = {
    settings: createSettingsService({
      settings: createSettingsRepository(db),
      tokens: unsubscribeTokens,
      clock,
    }),
    reminders,
    vapidKeys,
    pushSubscriptions: createPushSubscriptionService({
      repository: pushSubscriptionRepository,
      clock,
      pushServiceHosts: config.pushServiceHosts,
    }),
    calendarFeeds: createCalendarFeedService({
      feeds: createCalendarFeedRepository(db),
      sources: createCalendarSources({
        repository: createCalendarSourceRepository(db),
        mailFrom: config.mailFrom,
        myGarage: garage.myGarage,
      }),
      attempts,
      clock,
      publicUrl: config.publicUrl,
    }),
    demoMode: config.demoMode,
  };

  const serviceRecords = createServiceRecordService({
    repository: createServiceRecordRepository(db),
    attempts,
    myGarage: garage.myGarage,
    clock,
    publicUrl: config.publicUrl,
  });

  const staffScopes = createStaffScopes(createStaffRepository(db));
  const dealerVehicles = createDealerVehicles({
    vehicles: createDealerVehicleRepository(db),
    scopes: staffScopes,
  });
  const dealerTexts = {
    repository: createDealerModeRepository(db),
    scopes: staffScopes,
    dealerVehicles,
    clock,
    publicUrl: config.publicUrl,
    onMessageQueued: () => void outbox.kick(),
  };
  const dealerMode = {
    scopes: staffScopes,
    dealerVehicles,
    activation: createActivation(dealerTexts),
    changes: createVehicleChanges(dealerTexts),
  };

  return {
    /** Sends what the outbox holds now (tests wait on it; the server kicks it by itself). */
    outbox,

    /** Queues the reminders due now (tests run it; the server runs it daily by itself). */
    reminders: reminders.job,

    /** Completes the payouts that are due now (tests wait on it; the server runs it itself). */
    payoutJob,

    /** What the authenticate plugin checks bearer tokens with: signature, expiry, session. */
    bearerTokens: {
      async verify(token: string) {
        const user = await accessTokens.verify(token);
        return user && (await sessions.isLive(user.sessionId)) ? user : null;
      },
    },

    /** What the device-authentication plugin checks a health monitor's key with. */
    deviceKeys: healthMonitor.registry,

    /** Every module's routes; the demo's only in demo mode. */
    registerRoutes(app: FastifyInstance) {
      registerHealthRoutes(app, { service: health });
      registerAuthRoutes(app, auth);
      registerGarageRoutes(app, garage);
      registerAppConfigurationRoutes(app, { service: appConfigurations });
      registerCarePlanRoutes(app, carePlan);
      registerHealthMonitorRoutes(app, healthMonitor);
      registerTimelineRoutes(app, createTimelineFeed({ db, clock }));
      registerWelcomeFlowRoutes(app, welcomeFlow);
      registerMarketplaceRoutes(app, marketplace);
      registerCashbackRoutes(app, cashback);
      registerDealerModeRoutes(app, dealerMode);
      registerBookingRoutes(
        app,
        createBookingService({ db, clock, onMessageQueued: () => void outbox.kick() }),
      );
      registerSafetyRoutes(app, safety);
      registerNotificationRoutes(app, notifications);
      registerServiceRecordRoutes(app, { service: serviceRecords });
      if (config.demoMode) {
        registerDemoRoutes(app, { service: demo });
        registerOutboxRoutes(app, { repository: outboxRepository });
      }
      logError = (message, error) => app.log.error({ err: error }, message);
      app.addHook('onReady', async () => {
        outbox.start();
        payoutJob.start();
        reminders.schedule?.start();
      });
      app.addHook('onClose', async () => {
        await outbox.stop();
        await payoutJob.stop();
        await reminders.schedule?.stop();
      });
    },
  };
}
