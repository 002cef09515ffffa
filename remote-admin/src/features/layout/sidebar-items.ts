import type { Permission } from 'shared-api';

export interface SidebarLink {
  label: string;
  to: string;
  /** The permission the screen's calls need; the entry is left out for a role without it. */
  needs: Permission;
  /** False for screens later work builds; the sidebar marks them as not yet available. */
  ready: boolean;
  /** Also highlighted below this path (e.g. Users on /admin/users/new); off where a sibling entry owns the sub-path. */
  prefix?: boolean;
  /** Other paths that show the same screen (spec §2: profile and settings). */
  aliases?: string[];
  /** Sub-paths a sibling entry owns (Add New Truck owns /admin/trucks/new). */
  excludes?: string[];
}

export interface SidebarGroup {
  label: string;
  children: SidebarLink[];
}

export type SidebarItem = SidebarLink | SidebarGroup;

export const isGroup = (item: SidebarItem): item is SidebarGroup => 'children' in item;

/** The menu as a role sees it: entries it may use, groups left with at least one. */
export function sidebarFor(items: SidebarItem[], allowed: (permission: Permission) => boolean): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (!isGroup(item)) return allowed(item.needs) ? [item] : [];
    const children = item.children.filter((child) => allowed(child.needs));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

export function isCurrent(link: SidebarLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === link.to || link.aliases?.includes(path)) return true;
  if (link.excludes?.includes(path)) return false;
  return link.prefix === true && path.startsWith(`${link.to}/`);
}

/**
 * The back-office menu: spec §2's entries in its order, plus the screens this back office adds
 * (quote requests and messages from the public site, users) where staff would look for them.
 */
export const SIDEBAR: SidebarItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', needs: 'back-office', ready: true },
  { label: 'Quote Requests', to: '/admin/quotes', needs: 'site.inbox', ready: true, prefix: true },
  { label: 'Messages', to: '/admin/messages', needs: 'site.inbox', ready: true, prefix: true, aliases: ['/admin/newsletter'] },
  {
    label: 'Trip Creation',
    children: [
      {
        label: 'Trips Management',
        to: '/admin/trips',
        needs: 'operations.read',
        ready: true,
        prefix: true,
        excludes: ['/admin/trips/new'],
      },
      { label: 'Add New Trip', to: '/admin/trips/new', needs: 'operations.write', ready: true },
      { label: 'Documents', to: '/admin/documents', needs: 'operations.read', ready: true },
    ],
  },
  {
    label: 'Master data',
    children: [
      { label: 'Session Management', to: '/admin/sessions', needs: 'back-office', ready: true },
      { label: 'Billing Party', to: '/admin/billing-parties', needs: 'operations.read', ready: true, prefix: true },
      { label: 'Vehicle', to: '/admin/vehicles', needs: 'operations.read', ready: true, prefix: true },
      { label: 'Expenses', to: '/admin/expenses', needs: 'expenses.read', ready: true, prefix: true },
      { label: 'Bank', to: '/admin/banks', needs: 'money.read', ready: true, prefix: true },
      { label: 'Branches', to: '/admin/branches', needs: 'settings', ready: true, prefix: true },
    ],
  },
  {
    label: 'Vehicles',
    children: [
      {
        label: 'Trucks Management',
        to: '/admin/trucks',
        needs: 'operations.read',
        ready: true,
        prefix: true,
        excludes: ['/admin/trucks/new'],
      },
      { label: 'Add New Truck', to: '/admin/trucks/new', needs: 'operations.write', ready: true },
    ],
  },
  { label: 'Drivers', to: '/admin/drivers', needs: 'operations.read', ready: true, prefix: true },
  {
    label: 'Reports',
    children: [
      { label: 'Dashboard Reports', to: '/admin/reports', needs: 'reports', ready: true },
      { label: 'Financial Reports', to: '/admin/reports/financial', needs: 'reports', ready: true },
    ],
  },
  {
    label: 'Payments',
    children: [
      { label: 'Freight Bills', to: '/admin/bills', needs: 'money.read', ready: true, prefix: true },
      {
        label: 'Payment Overview',
        to: '/admin/payments',
        needs: 'money.read',
        ready: true,
        prefix: true,
        excludes: ['/admin/payments/pending', '/admin/payments/history'],
      },
      { label: 'Pending Payments', to: '/admin/payments/pending', needs: 'money.read', ready: true },
      { label: 'Payment History', to: '/admin/payments/history', needs: 'money.read', ready: true },
    ],
  },
  { label: 'Users', to: '/admin/users', needs: 'users', ready: true, prefix: true },
  { label: 'Settings', to: '/admin/profile', needs: 'settings', ready: true, aliases: ['/admin/settings'] },
  // Spec §2: support shows the reports screen.
  { label: 'Support', to: '/admin/support', needs: 'reports', ready: true },
];
