/*
 * Who may do what. Each staff role holds a set of permissions; each API route names the one it needs
 * (server/src/access/route-access.ts), and the back office shows only what the signed-in role holds.
 * The server is what enforces it; the menus only spare a user buttons that would be refused.
 */

export const ROLES = ['admin', 'accountant', 'operations', 'viewer', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work in the back office (`/admin`). */
export const STAFF_ROLES = ['admin', 'accountant', 'operations', 'viewer'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  accountant: 'Accountant',
  operations: 'Operations',
  viewer: 'Viewer',
  customer: 'Customer',
};

/** What each role is for, as the users screen explains it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including users and company settings',
  accountant: 'Money, bills, ledgers, registers, reports, exports and masters; no users or settings',
  operations: 'Trips, LRs, documents, fleet, drivers, parties and vehicles; expenses and driver advances it enters',
  viewer: 'Reads trips, documents and the fleet; nothing of money',
  customer: 'A customer of the website: their own quotes and shipments',
};

const ALL_STAFF = STAFF_ROLES;
const MONEY = ['admin', 'accountant'] as const;

/**
 * The permissions, each with the roles that hold it and the words a refusal uses ("Operations accounts
 * cannot issue bills, record receipts or pay owners").
 */
export const PERMISSIONS = {
  /** Any back-office screen: the dashboard, the search, one's own notifications and password. */
  'back-office': { roles: ALL_STAFF, cannot: 'use the back office' },
  'operations.read': { roles: ALL_STAFF, cannot: 'see trips, documents and the fleet' },
  'operations.write': { roles: ['admin', 'operations'], cannot: 'book or move trips, file documents or change the fleet' },
  'masters.write': { roles: ['admin', 'accountant', 'operations'], cannot: 'change billing parties or vehicles' },
  /** A trip's freight, hire, charges and values: operations enter them; a viewer reads trips without. */
  'amounts.read': { roles: ['admin', 'accountant', 'operations'], cannot: 'see freight, hire or other amounts' },
  'banks.write': { roles: MONEY, cannot: 'change bank and cash accounts' },
  'expenses.read': { roles: ['admin', 'accountant', 'operations'], cannot: 'see expenses' },
  'expenses.write': { roles: ['admin', 'accountant', 'operations'], cannot: 'record expenses or driver advances' },
  'money.read': { roles: MONEY, cannot: 'see bills, receipts, payments or ledgers' },
  'money.write': { roles: MONEY, cannot: 'issue bills, record receipts or pay owners' },
  'money.reverse': { roles: MONEY, cannot: 'reverse entries or issue credit notes' },
  reports: { roles: MONEY, cannot: 'see profit, balances or reports' },
  'sessions.manage': { roles: MONEY, cannot: 'add, close or reopen sessions' },
  'audit.read': { roles: MONEY, cannot: 'read the audit log' },
  'site.inbox': { roles: ['admin', 'operations'], cannot: 'see quote requests, messages or newsletter sign-ups' },
  users: { roles: ['admin'], cannot: 'manage users' },
  settings: { roles: ['admin'], cannot: 'change company settings' },
} as const satisfies Record<string, { roles: readonly StaffRole[]; cannot: string }>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return role !== undefined && role !== null && (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

export function isStaffRole(role: Role | undefined | null): role is StaffRole {
  return role !== undefined && role !== null && (STAFF_ROLES as readonly Role[]).includes(role);
}

/** The refusal's words: what this role lacks. */
export function refusalFor(role: Role, permission: Permission): string {
  return `${ROLE_LABELS[role]} accounts cannot ${PERMISSIONS[permission].cannot}`;
}
