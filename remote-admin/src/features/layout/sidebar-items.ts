export interface SidebarLink {
  label: string;
  to: string;
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
  { label: 'Dashboard', to: '/admin/dashboard', ready: true },
  { label: 'Quote Requests', to: '/admin/quotes', ready: true, prefix: true },
  { label: 'Messages', to: '/admin/messages', ready: true, prefix: true, aliases: ['/admin/newsletter'] },
  {
    label: 'Trip Creation',
    children: [
      { label: 'Trips Management', to: '/admin/trips', ready: true, prefix: true, excludes: ['/admin/trips/new'] },
      { label: 'Add New Trip', to: '/admin/trips/new', ready: true },
      { label: 'Documents', to: '/admin/documents', ready: true },
    ],
  },
  {
    label: 'Master data',
    children: [
      { label: 'Session Management', to: '/admin/sessions', ready: true },
      { label: 'Billing Party', to: '/admin/billing-parties', ready: true, prefix: true },
      { label: 'Vehicle', to: '/admin/vehicles', ready: true, prefix: true },
      { label: 'Expenses', to: '/admin/expenses', ready: true, prefix: true },
      { label: 'Bank', to: '/admin/banks', ready: true, prefix: true },
    ],
  },
  {
    label: 'Vehicles',
    children: [
      { label: 'Trucks Management', to: '/admin/trucks', ready: true, prefix: true, excludes: ['/admin/trucks/new'] },
      { label: 'Add New Truck', to: '/admin/trucks/new', ready: true },
    ],
  },
  { label: 'Drivers', to: '/admin/drivers', ready: true, prefix: true },
  {
    label: 'Reports',
    children: [
      { label: 'Dashboard Reports', to: '/admin/reports', ready: true },
      { label: 'Financial Reports', to: '/admin/reports/financial', ready: true },
    ],
  },
  {
    label: 'Payments',
    children: [
      { label: 'Freight Bills', to: '/admin/bills', ready: true, prefix: true },
      {
        label: 'Payment Overview',
        to: '/admin/payments',
        ready: true,
        prefix: true,
        excludes: ['/admin/payments/pending', '/admin/payments/history'],
      },
      { label: 'Pending Payments', to: '/admin/payments/pending', ready: true },
      { label: 'Payment History', to: '/admin/payments/history', ready: true },
    ],
  },
  { label: 'Users', to: '/admin/users', ready: true, prefix: true },
  { label: 'Settings', to: '/admin/profile', ready: true, aliases: ['/admin/settings'] },
  // Spec §2: support shows the reports screen.
  { label: 'Support', to: '/admin/support', ready: true },
];
