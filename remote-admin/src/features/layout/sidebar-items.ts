export interface SidebarLink {
  label: string;
  to: string;
  /** False for screens later work builds; the sidebar marks them as not yet available. */
  ready: boolean;
}

export interface SidebarGroup {
  label: string;
  children: SidebarLink[];
}

export type SidebarItem = SidebarLink | SidebarGroup;

export const isGroup = (item: SidebarItem): item is SidebarGroup => 'children' in item;

/** The back-office menu exactly as spec §2 lists it. */
export const SIDEBAR: SidebarItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', ready: true },
  {
    label: 'Trip Creation',
    children: [
      { label: 'Trips Management', to: '/admin/trips', ready: false },
      { label: 'Add New Trip', to: '/admin/trips/new', ready: false },
    ],
  },
  {
    label: 'Master data',
    children: [
      { label: 'Session Management', to: '/admin/sessions', ready: false },
      { label: 'Billing Party', to: '/admin/billing-parties', ready: false },
      { label: 'Vehicle', to: '/admin/vehicles', ready: false },
      { label: 'Expenses', to: '/admin/expenses', ready: false },
      { label: 'Bank', to: '/admin/banks', ready: false },
    ],
  },
  {
    label: 'Vehicles',
    children: [
      { label: 'Trucks Management', to: '/admin/trucks', ready: false },
      { label: 'Add New Truck', to: '/admin/trucks/new', ready: false },
    ],
  },
  { label: 'Drivers', to: '/admin/drivers', ready: false },
  {
    label: 'Reports',
    children: [
      { label: 'Dashboard Reports', to: '/admin/reports', ready: false },
      { label: 'Financial Reports', to: '/admin/reports/financial', ready: false },
    ],
  },
  {
    label: 'Payments',
    children: [
      { label: 'Payment Overview', to: '/admin/payments', ready: false },
      { label: 'Pending Payments', to: '/admin/payments/pending', ready: false },
      { label: 'Payment History', to: '/admin/payments/history', ready: false },
    ],
  },
  { label: 'Settings', to: '/admin/profile', ready: false },
  { label: 'Support', to: '/admin/support', ready: false },
];
