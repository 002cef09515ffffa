import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseKind, Db } from './db/client';
import { createMailer } from './lib/mailer';
import { createEmailVerification } from './modules/auth/email-verification';
import { createMetrics, type PoolStats } from './lib/metrics';
import { requestIdOf } from './lib/request-id';
import { createPasswordHasher } from './lib/passwords';
import { RateLimiter } from './lib/rate-limit';
import { createDatabaseRateLimitStore, createMemoryRateLimitStore } from './lib/rate-limit-stores';
import { createRuntimeConfigReader, type RuntimeConfigSnapshot } from './lib/runtime-config';
import { createTokenService } from './lib/tokens';
import { zodValidatorCompiler } from './lib/validation';
import { createAdminNotifications } from './modules/admin/notifications';
import { adminRoutes } from './modules/admin/routes';
import { createAdminSearch } from './modules/admin/search';
import { auditRoutes } from './modules/audit/routes';
import { forgetAccountLimits } from './modules/auth/guessing-limits';
import { passwordRoutes } from './modules/auth/password-routes';
import { createPasswordService } from './modules/auth/password-service';
import { profilePasswordRoutes } from './modules/auth/profile-password-routes';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { AUTH_CHANGED_CHANNEL } from './modules/auth/session-cache';
import { createTrustedDevices } from './modules/auth/trusted-devices';
import { billsRoutes } from './modules/bills/routes';
import { billReferences, createBillsService } from './modules/bills/service';
import { loadLetterhead } from './modules/company/letterhead';
import { paymentAdviceRoutes } from './modules/payment-advice/routes';
import { companyRoutes } from './modules/company/routes';
import { messagesRoutes } from './modules/messages/routes';
import { createMessagesService } from './modules/messages/service';
import { newsletterRoutes } from './modules/newsletter/routes';
import { createNewsletterService } from './modules/newsletter/service';
import { createCompanyService } from './modules/company/service';
import { createLogoStore } from './modules/company/logo-store';
import { profileRoutes } from './modules/profile/routes';
import { createProfileService } from './modules/profile/service';
import { healthRoutes } from './modules/health/routes';
import { createReadinessCheck } from './modules/health/readiness';
import { readyRoutes } from './modules/health/ready-routes';
import { metricsRoutes } from './modules/metrics/routes';
import { quotesRoutes } from './modules/quotes/routes';
import { publicSearchRoutes } from './modules/search/routes';
import { createNoscriptAnswers } from './modules/search/noscript-answers';
import { createSearchService } from './modules/search/service';
import { backgroundJobs as periodicJobs } from './jobs/background-jobs';
import { startScheduler, type Scheduler } from './jobs/scheduler';
import { createMasterServices, registerMasters } from './modules/masters/register';
import { sessionsRoutes } from './modules/sessions/routes';
import { createSessionsService } from './modules/sessions/service';
import { shipmentsRoutes } from './modules/shipments/routes';
import { createShipmentsService } from './modules/shipments/service';
import { createQuotesService } from './modules/quotes/service';
import { documentsRoutes } from './modules/documents/routes';
import { createDocumentsService } from './modules/documents/service';
import { createLrPrinter } from './modules/trips/lr-print';
import { tripsRoutes } from './modules/trips/routes';
import { createShareLinks } from './modules/shipments/share-links';
import { expensesRoutes } from './modules/expenses/routes';
import { createExpensesService, expenseReferences } from './modules/expenses/service';
import { createPartyBalances } from './modules/ledger/party-balances';
import { createLedgerReader } from './modules/ledger/statement';
import {
  bankBalanceReportRoutes,
  ledgersRoutes,
  moneyEntriesRoutes,
  ownerBalanceReportRoutes,
} from './modules/money-entries/routes';
import { createOwnerBalances } from './modules/ledger/owner-balances';
import { createDriverBalances } from './modules/ledger/driver-balances';
import { createReportBalance } from './modules/reports/balance';
import { createReportsDashboard } from './modules/reports/dashboard';
import { createExpenseMonths } from './modules/reports/expense-months';
import { createProfitLoss } from './modules/reports/profit-loss';
import { reportsRoutes } from './modules/reports/routes';
import { createPaymentsOverview } from './modules/payments/overview';
import { createPendingQueues } from './modules/payments/pending';
import { paymentsRoutes } from './modules/payments/routes';
import { partyBalanceRoutes } from './modules/billing-parties/balance-routes';
import { partyInviteRoutes } from './modules/billing-parties/invite-routes';
import { createMoneyEntriesService, moneyEntryReferences } from './modules/money-entries/service';
import { receipts } from './modules/money-entries/receipts';
import { driverAdvances, transfers } from './modules/money-entries/transfers';
import { ownerPayments } from './modules/money-entries/owner-payments';
import { createPaymentTerms } from './modules/money-entries/terms';
import { driverSettlements } from './modules/money-entries/driver-settlements';
import { createTallyExport } from './modules/tally/export';
import { tallyRoutes } from './modules/tally/routes';
import { createTripsService, tripReferences } from './modules/trips/service';
import { createTripStatusFlow } from './modules/trips/status';
import { usersRoutes } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { setupAuth } from './plugins/auth';
import { limitExportsPerUser } from './plugins/export-limit';
import { honourIdempotencyKeys } from './plugins/idempotency';
import { setupErrorHandling, type PageFallback } from './plugins/errors';
import { setupRequestTracking } from './plugins/observability';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { setupShutdown } from './plugins/shutdown';
import { registerStatic } from './plugins/static';
import { createPrerenderedPages } from './prerender/pages';

/** Methods that change nothing: every other call may have changed a session or a user. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Database.genericPlans: where the prepared list statements run. Defaults to `db`. */
  genericPlans?: Db;
  databaseKind: DatabaseKind;
  /** Defaults to a logger at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Periodic jobs (jobs/background-jobs.ts), once across instances: on in the server, off in tests. */
  backgroundJobs?: boolean;
  /** Database.poolStats, for the metrics. */
  poolStats?: () => PoolStats[];
  /** Database.listen. Without it nothing read for one call is kept for the next (the signed-in sessions). */
  listen?: Database['listen'];
}

/** The whole HTTP application, without listening: main.ts listens, tests listen on port 0. */
export async function buildApp({
  config,
  db,
  genericPlans = db,
  databaseKind,
  logger,
  backgroundJobs = false,
  poolStats,
  listen,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // While closing, idle keep-alive connections are closed at once and requests already on a busy
    // one are answered (with Connection: close) rather than refused with Fastify's bare 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  setupRequestTracking(app, createMetrics({ poolStats }));
  app.setValidatorCompiler(zodValidatorCompiler);
  const shutdown = setupShutdown(app);

  const passwords = createPasswordHasher(config.passwordHashing);
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds);
  const auth = createAuthService(db, tokens, passwords);
  // Changes made through other instances arrive as notices; this instance's own, below, as it answers.
  await listen?.(AUTH_CHANGED_CHANNEL, { notified: auth.keptSessions.changed, hearing: auth.keptSessions.hearing });
  const users = createUsersService(db, passwords);
  const company = createCompanyService(db);
  const logos = createLogoStore(db);
  const profile = createProfileService(db);
  const newsletter = createNewsletterService(db);
  const quotes = createQuotesService(db);
  const messages = createMessagesService(db);
  const search = createSearchService(db);
  const shipments = createShipmentsService(db);
  const shareLinks = createShareLinks({ secret: config.jwtSecret, publicUrl: config.publicUrl });
  const financialSessions = createSessionsService(db, {
    references: [tripReferences.session, expenseReferences.session, moneyEntryReferences.session, billReferences.session],
  });
  const masters = createMasterServices(db);
  const moneyEntries = createMoneyEntriesService(
    db,
    {
      transfer: transfers,
      'driver-advance': driverAdvances,
      'owner-payment': ownerPayments,
      'driver-settlement': driverSettlements,
      receipt: receipts,
    },
    { genericPlans },
  );
  const trips = createTripsService(db, { genericPlans, advanceReceipts: moneyEntries });
  const expenses = createExpensesService(db, { genericPlans });
  const ledger = createLedgerReader(db);
  const pendingQueues = createPendingQueues(db);
  const paymentsOverview = createPaymentsOverview(db, pendingQueues);
  const partyBalances = createPartyBalances(db);
  const ownerBalances = createOwnerBalances(db);
  const profitLoss = createProfitLoss(db);
  const reportsDashboard = createReportsDashboard(db, { profitLoss });
  const reportBalance = createReportBalance(db, {
    partyBalances,
    ownerBalances,
    driverBalances: createDriverBalances(db),
    ledger,
  });
  const bills = createBillsService(db, { genericPlans });
  const tripFlow = createTripStatusFlow(db, trips);
  const documents = createDocumentsService(db, trips);
  const lrPrinter = createLrPrinter({ db, trips, logos, publicUrl: config.publicUrl });
  const adminSearch = createAdminSearch(db);
  const adminNotifications = createAdminNotifications(db);
  // One process owns an embedded database; instances sharing a PostgreSQL must share their counters.
  const limiter = new RateLimiter(config.databaseUrl ? createDatabaseRateLimitStore(db) : createMemoryRateLimitStore());
  const devices = createTrustedDevices(config.jwtSecret);
  const mailer = createMailer(config.mail, app.log);
  const passwordFlows = createPasswordService({ db, passwords, mailer, publicUrl: config.publicUrl, log: app.log });
  const verification = createEmailVerification({
    db,
    mailer,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Reset e-mails are sent after the response; let them finish before the database closes.
  app.addHook('onClose', async () => {
    await passwordFlows.drain();
    await mailer.close();
  });
  if (backgroundJobs) {
    let scheduler: Scheduler | undefined;
    app.addHook('onReady', async () => {
      const jobs = periodicJobs({ db, mailer, publicUrl: config.publicUrl, rateLimits: limiter.store, log: app.log });
      scheduler = startScheduler({ db, jobs, log: app.log, observer: app.metrics.jobRun });
    });
    // preClose runs before any onClose hook: a run in progress finishes before the mailer closes.
    app.addHook('preClose', async () => scheduler?.stop());
  }
  const runtimeConfig = createRuntimeConfigReader(config.runtimeConfigPath, app.log);
  // The same array for as long as the snapshot lasts, so the security headers are rebuilt only when it changes.
  let originsOf: { snapshot: RuntimeConfigSnapshot; origins: string[] } | undefined;
  const cspOrigins = (snapshot: RuntimeConfigSnapshot) => {
    if (originsOf?.snapshot !== snapshot)
      originsOf = { snapshot, origins: [...new Set([...snapshot.origins, ...config.corsOrigins])] };
    return originsOf.origins;
  };

  await registerSecurity(app, {
    extraOrigins: (request) => cspOrigins(runtimeConfig(request.url.startsWith('/api/') ? { maxAgeMs: 1000 } : {})),
  });

  let pageFallback: PageFallback | undefined;
  if (config.serveStatic) {
    const prerendered = config.prerender ? createPrerenderedPages(config.prerenderDir) : undefined;
    const answerPage = createNoscriptAnswers({ search, shipments, shareLinks, limiter, limits: config.rateLimits });
    pageFallback = await registerStatic(app, { staticRoot: config.staticRoot, runtimeConfig, prerendered, answerPage });
  }
  setupErrorHandling(app, pageFallback);
  await registerOpenApi(app, { access: config.apiDocs, authenticate: auth.authenticate });

  await app.register(
    async (api) => {
      // Before the auth hook, so a preflight is answered before anyone asks for a token.
      await api.register(cors, {
        origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
      });
      // Answers depend on the caller's token or change at any moment: no cache keeps them unless a
      // route says otherwise (the content-named logo files).
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      // Whatever a call changed has committed by the time it answers: a change to sessions or users
      // (sign-out, demotion, a password changed) must not leave this instance's next call reading the
      // session as it was, whether or not the database's notice of it has arrived yet.
      api.addHook('onSend', async (request, _reply, payload) => {
        if (!READ_ONLY_METHODS.has(request.method)) auth.keptSessions.changed();
        return payload;
      });
      // Read only by the sign-in limits (modules/auth/trusted-devices.ts); the API authenticates by bearer token.
      await api.register(cookie);
      setupAuth(api, auth);
      limitExportsPerUser(api);
      honourIdempotencyKeys(api, db);
      await api.register(healthRoutes, { prefix: '/health', db, databaseKind });
      await api.register(readyRoutes, { prefix: '/ready', check: createReadinessCheck(db, shutdown.isShuttingDown) });
      await api.register(metricsRoutes, { prefix: '/metrics', metrics: app.metrics, auth, token: config.metricsToken });
      await api.register(companyRoutes, { prefix: '/company', company, logos });
      await api.register(newsletterRoutes, { prefix: '/newsletter', newsletter, limiter, limits: config.rateLimits.newsletter });
      const passwordOptions = { passwordFlows, limiter, limits: config.rateLimits, devices };
      await api.register(authRoutes, { prefix: '/auth', auth, verification, limiter, limits: config.rateLimits, devices });
      await api.register(passwordRoutes, { prefix: '/auth', ...passwordOptions });
      await api.register(profilePasswordRoutes, { prefix: '/profile', ...passwordOptions });
      await api.register(usersRoutes, {
        prefix: '/users',
        users,
        verification,
        onPasswordSet: (email) => forgetAccountLimits(limiter, email),
      });
      await api.register(profileRoutes, { prefix: '/profile', profile });
      await api.register(quotesRoutes, { prefix: '/quotes', quotes, limiter, limits: config.rateLimits.quotes });
      await api.register(messagesRoutes, { prefix: '/messages', messages, limiter, limits: config.rateLimits.messages });
      await api.register(shipmentsRoutes, { prefix: '/shipments', shipments });
      await api.register(publicSearchRoutes, { search, shipments, shareLinks, limiter, limits: config.rateLimits });
      await api.register(auditRoutes, { prefix: '/audit-log', db });
      await api.register(sessionsRoutes, { prefix: '/sessions', sessions: financialSessions });
      await registerMasters(api, masters);
      await api.register(tripsRoutes, { prefix: '/trips', trips, flow: tripFlow, lr: lrPrinter, shareLinks });
      await api.register(expensesRoutes, { prefix: '/expenses', expenses });
      await api.register(moneyEntriesRoutes, {
        prefix: '/money-entries',
        entries: moneyEntries,
        terms: createPaymentTerms(db),
      });
      await api.register(billsRoutes, { prefix: '/bills', bills, letterhead: () => loadLetterhead(db, logos) });
      await api.register(paymentAdviceRoutes, { prefix: '/trips', db, letterhead: () => loadLetterhead(db, logos) });
      await api.register(ledgersRoutes, { prefix: '/ledgers', ledger });
      await api.register(bankBalanceReportRoutes, { prefix: '/banks', ledger });
      await api.register(ownerBalanceReportRoutes, { prefix: '/vehicles', ownerBalances });
      await api.register(paymentsRoutes, { prefix: '/payments', overview: paymentsOverview, pending: pendingQueues });
      await api.register(partyBalanceRoutes, { prefix: '/billing-parties', balances: partyBalances });
      await api.register(partyInviteRoutes, { prefix: '/billing-parties', db, verification });
      await api.register(reportsRoutes, {
        prefix: '/reports',
        dashboard: reportsDashboard,
        profitLoss,
        balance: reportBalance,
        expenseMonths: createExpenseMonths(db),
        letterhead: () => loadLetterhead(db, logos),
      });
      await api.register(documentsRoutes, { prefix: '/documents', documents, db, maxBytes: config.documentMaxBytes });
      await api.register(adminRoutes, { prefix: '/admin', db, search: adminSearch, notifications: adminNotifications });
      await api.register(tallyRoutes, { prefix: '/reports', tally: createTallyExport(db) });
    },
    { prefix: '/api' },
  );

  return app;
}
