import type { Permission } from 'shared-api/schemas';

/**
 * Who may call each private route of the API: 'signed-in' (any account, customers included) or the
 * permission a staff role must hold (shared-api/src/schemas/access.ts says which roles hold which).
 * Routes marked `public` in their config are not listed. The auth hook enforces this table on every
 * call, the OpenAPI document shows it per call, and the server refuses to start with a private route
 * that is missing here (or an entry here with no route), so no call can be added without a rule.
 *
 * Keys are the method and the route's path as Fastify registers it (`:id` for a parameter).
 */
export type RouteAccess = 'signed-in' | Permission;

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // One's own account, for customers and staff alike.
  'GET /api/auth/verify': 'signed-in',
  'POST /api/auth/logout': 'signed-in',
  'GET /api/auth/profile': 'signed-in',
  'PUT /api/auth/profile': 'signed-in',
  'PUT /api/auth/change-password': 'signed-in',
  'GET /api/auth/current-password': 'signed-in',
  'POST /api/auth/resend-verification': 'signed-in',
  'GET /api/quotes/mine': 'signed-in',
  'GET /api/shipments/mine': 'signed-in',

  // The back office's own: its password screen, search, bell and the session one works in.
  'PUT /api/profile/change-password': 'back-office',
  'GET /api/admin/search': 'back-office',
  'GET /api/admin/expiring-papers': 'operations.read',
  'GET /api/admin/notifications': 'back-office',
  'POST /api/admin/notifications/seen': 'back-office',
  'GET /api/sessions': 'back-office',
  'GET /api/sessions/working': 'back-office',
  'PUT /api/sessions/working': 'back-office',
  'GET /api/sessions/:id': 'back-office',

  // Period closing and the financial years themselves.
  'POST /api/sessions': 'sessions.manage',
  'PUT /api/sessions/:id': 'sessions.manage',
  'DELETE /api/sessions/:id': 'sessions.manage',

  // Users and the company's settings: the owner's.
  'GET /api/users': 'users',
  'POST /api/users': 'users',
  'GET /api/users/stats': 'users',
  'GET /api/users/:id': 'users',
  'PUT /api/users/:id': 'users',
  'DELETE /api/users/:id': 'users',
  'GET /api/profile': 'settings',
  'PUT /api/profile': 'settings',
  'POST /api/profile/upload-logo': 'settings',
  'GET /api/profile/notifications': 'settings',
  'PUT /api/profile/notifications': 'settings',
  'GET /api/audit-log': 'audit.read',

  // What arrives from the website.
  'GET /api/newsletter': 'site.inbox',
  'GET /api/quotes': 'site.inbox',
  'GET /api/quotes/stats': 'site.inbox',
  'GET /api/quotes/:id': 'site.inbox',
  'DELETE /api/quotes/:id': 'site.inbox',
  'PUT /api/quotes/:id/status': 'site.inbox',
  'GET /api/messages': 'site.inbox',
  'GET /api/messages/:id': 'site.inbox',
  'DELETE /api/messages/:id': 'site.inbox',
  'PUT /api/messages/:id/status': 'site.inbox',

  // Masters: billing parties and market vehicles.
  'GET /api/billing-parties': 'operations.read',
  'GET /api/billing-parties/select': 'operations.read',
  'GET /api/billing-parties/:id': 'operations.read',
  // Exports carry the opening balances: not a viewer's.
  'GET /api/billing-parties/export': 'amounts.read',
  'GET /api/billing-parties/import-template': 'masters.write',
  'POST /api/billing-parties': 'masters.write',
  'PUT /api/billing-parties/:id': 'masters.write',
  'DELETE /api/billing-parties/:id': 'masters.write',
  'POST /api/billing-parties/import': 'masters.write',
  'POST /api/billing-parties/:id/invite': 'masters.write',
  'GET /api/vehicles': 'operations.read',
  'GET /api/vehicles/select': 'operations.read',
  'GET /api/vehicles/:id': 'operations.read',
  'GET /api/vehicles/export': 'amounts.read',
  'GET /api/vehicles/import-template': 'masters.write',
  'POST /api/vehicles': 'masters.write',
  'PUT /api/vehicles/:id': 'masters.write',
  'DELETE /api/vehicles/:id': 'masters.write',
  'POST /api/vehicles/import': 'masters.write',

  // Bank and cash accounts are money's.
  'GET /api/banks': 'money.read',
  'GET /api/banks/select': 'expenses.read',
  'GET /api/banks/:id': 'money.read',
  'GET /api/banks/export': 'money.read',
  'POST /api/banks': 'banks.write',
  'PUT /api/banks/:id': 'banks.write',
  'DELETE /api/banks/:id': 'banks.write',
  'GET /api/branches': 'back-office',
  'GET /api/branches/select': 'back-office',
  'GET /api/branches/:id': 'back-office',
  'POST /api/branches': 'settings',
  'PUT /api/branches/:id': 'settings',
  'DELETE /api/branches/:id': 'settings',

  // The fleet.
  'GET /api/trucks/stats': 'operations.read',
  'GET /api/trucks': 'operations.read',
  'GET /api/trucks/select': 'operations.read',
  'GET /api/trucks/:id': 'operations.read',
  'GET /api/trucks/export': 'operations.read',
  'GET /api/trucks/:id/papers/:kind/scan': 'operations.read',
  'GET /api/trucks/import-template': 'operations.write',
  'POST /api/trucks': 'operations.write',
  'PUT /api/trucks/:id': 'operations.write',
  'DELETE /api/trucks/:id': 'operations.write',
  'POST /api/trucks/import': 'operations.write',
  'PUT /api/trucks/:id/papers/:kind/scan': 'operations.write',
  'DELETE /api/trucks/:id/papers/:kind/scan': 'operations.write',
  'GET /api/drivers/stats': 'operations.read',
  'GET /api/drivers': 'operations.read',
  'GET /api/drivers/select': 'operations.read',
  'GET /api/drivers/:id': 'operations.read',
  'GET /api/drivers/export': 'amounts.read',
  'GET /api/drivers/:id/licence/scan': 'operations.read',
  'GET /api/drivers/import-template': 'operations.write',
  'POST /api/drivers': 'operations.write',
  'PUT /api/drivers/:id': 'operations.write',
  'DELETE /api/drivers/:id': 'operations.write',
  'POST /api/drivers/import': 'operations.write',
  'PUT /api/drivers/:id/licence/scan': 'operations.write',
  'DELETE /api/drivers/:id/licence/scan': 'operations.write',

  // Trips, LRs and their documents.
  'GET /api/trips': 'operations.read',
  'GET /api/trips/stats': 'operations.read',
  'GET /api/trips/:id': 'operations.read',
  'GET /api/trips/:id/history': 'operations.read',
  'GET /api/trips/:id/lr.pdf': 'operations.read',
  'POST /api/trips': 'operations.write',
  'PUT /api/trips/:id': 'operations.write',
  'DELETE /api/trips/:id': 'operations.write',
  'POST /api/trips/:id/start': 'operations.write',
  'POST /api/trips/:id/deliver': 'operations.write',
  'POST /api/trips/:id/cancel': 'operations.write',
  'POST /api/trips/:id/events': 'operations.write',
  'POST /api/trips/:id/share-link': 'operations.write',
  'GET /api/documents': 'operations.read',
  'GET /api/documents/trip/:id': 'operations.read',
  'GET /api/documents/download/:id': 'operations.read',
  'POST /api/documents/upload': 'operations.write',
  'DELETE /api/documents/:id': 'operations.write',

  // Expenses: operations enters them; reversing one is money's.
  'GET /api/expenses': 'expenses.read',
  'GET /api/expenses/categories': 'expenses.read',
  'GET /api/expenses/types': 'expenses.read',
  'GET /api/expenses/:id': 'expenses.read',
  'POST /api/expenses': 'expenses.write',
  'POST /api/expenses/categories': 'expenses.write',
  'PUT /api/expenses/:id': 'expenses.write',
  'DELETE /api/expenses/:id': 'money.reverse',
  'GET /api/expenses/summary': 'reports',

  // Money entries: operations records and reads driver advances only (the routes narrow it by kind).
  'GET /api/money-entries': 'expenses.read',
  'GET /api/money-entries/:id': 'expenses.read',
  'POST /api/money-entries': 'expenses.write',
  'GET /api/money-entries/export': 'money.read',
  'GET /api/money-entries/owner-payment-terms': 'money.read',
  'GET /api/money-entries/driver-settlement-terms': 'money.read',
  'POST /api/money-entries/:id/allocations': 'money.write',
  'DELETE /api/money-entries/:id': 'money.reverse',

  // Bills.
  'GET /api/bills': 'money.read',
  'GET /api/bills/billable-trips': 'money.read',
  'GET /api/bills/:id': 'money.read',
  'GET /api/bills/:id/pdf': 'money.read',
  'POST /api/bills': 'money.write',
  'POST /api/bills/:id/credit-note': 'money.reverse',
  'GET /api/trips/:id/payment-advice': 'money.read',

  // Ledgers, balances and the work queues of money.
  'GET /api/ledgers/:kind/:id': 'money.read',
  'GET /api/banks/balance-report': 'money.read',
  'GET /api/vehicles/balance-report': 'money.read',
  'GET /api/payments/overview': 'money.read',
  'GET /api/payments/pending': 'money.read',
  'GET /api/billing-parties/balance-report': 'money.read',
  'GET /api/billing-parties/:id/open-bills': 'money.read',
  'GET /api/billing-parties/:id/on-account': 'money.read',

  // Reports and exports of the books.
  'GET /api/reports/dashboard': 'reports',
  'GET /api/reports/profit-loss': 'reports',
  'GET /api/reports/balance': 'reports',
  'GET /api/reports/profit-loss/export': 'reports',
  'GET /api/reports/balance/export': 'reports',
  'GET /api/reports/expense-summary/export': 'reports',
  'GET /api/reports/tally-export': 'reports',
};

/** The table's key for a registered route (a HEAD route is its GET's; a trailing slash is dropped). */
export function routeKey(method: string, url: string): string {
  const path = url.length > 5 ? url.replace(/\/$/, '') : url;
  return `${method === 'HEAD' ? 'GET' : method} ${path}`;
}

export function accessOfRoute(method: string, url: string): RouteAccess | undefined {
  return ROUTE_ACCESS[routeKey(method, url)];
}
