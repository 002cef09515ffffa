import { z } from 'zod';
import { dateFilter, idFilter, limitParam, pageParam, searchParam } from './fields';

/*
 * The payments screens: the overview of what is owed each way and held where, and the queues staff
 * work from (domain note: delivered but POD pending, POD received but not billed, billed but unpaid,
 * and owners' balances due once the POD is in).
 */

export const pendingQueues = ['pod-pending', 'unbilled', 'unpaid-bills', 'owner-due'] as const;
export type PendingQueue = (typeof pendingQueues)[number];

export const pendingQueueLabels: Record<PendingQueue, string> = {
  'pod-pending': 'Delivered, POD pending',
  unbilled: 'POD received, not billed',
  'unpaid-bills': 'Bills unpaid',
  'owner-due': 'Owner balances due',
};

export const pendingQuerySchema = z.object({
  queue: z.enum(pendingQueues, { error: `Queue must be one of: ${pendingQueues.join(', ')}` }),
  page: pageParam,
  limit: limitParam,
  search: searchParam,
  billingPartyId: idFilter('Billing party'),
  vehicleId: idFilter('Vehicle'),
  /**
   * The back office's pager sends the neighbouring page's cursor with its number; a queue is a short
   * work list read by number, so its cursors are page numbers and `page` is what counts.
   */
  after: z.string().max(20).optional(),
  before: z.string().max(20).optional(),
});
export type PendingQuery = z.input<typeof pendingQuerySchema>;

/** One row of a queue: the trip or bill, who it concerns, how much and since when. */
export interface PendingItem {
  queue: PendingQueue;
  /** The trip's id, or the bill's for 'unpaid-bills'. */
  id: string;
  /** 'T-2627-00012 · LR-2627-00012' or 'FB-2627-00004'. */
  reference: string;
  lrNo: string | null;
  /** The day the wait started: delivery, POD, bill date. */
  since: string;
  days: number;
  /** For bills: the due date (bill date + the party's credit days). */
  dueDate: string | null;
  billingParty: { id: string; name: string };
  vehicle: { id: string; registrationNumber: string; ownerName: string } | null;
  route: string | null;
  /** What the queue is about: the trip's party total, a bill's balance, an owner's balance on the trip. */
  amountPaise: number;
}

export type QueueCounts = Record<PendingQueue, { count: number; amountPaise: number }>;

export interface PendingPage {
  items: PendingItem[];
  total: number;
  page: number;
  limit: number;
  /** Each queue's size and amount, for the tabs. */
  counts: QueueCounts;
}

export const overviewQuerySchema = z.object({ asOf: dateFilter('As of') });

export interface PaymentsOverview {
  asOf: string;
  /** What parties owe, net of their advances (on account). */
  receivablePaise: number;
  /** Of it, what bills past their due date hold. */
  overduePaise: number;
  /** What the company owes vehicle owners. */
  payableToOwnersPaise: number;
  /** Of it, what is payable now (trips with their POD in). */
  ownersDueNowPaise: number;
  /** The company's money drivers hold (positive), and what it owes drivers (positive too). */
  heldByDriversPaise: number;
  owedToDriversPaise: number;
  /** The ten accounts holding the most, largest first (cash and bank below count every account). */
  banks: { id: string; name: string; accountType: string; balancePaise: number }[];
  cashPaise: number;
  bankPaise: number;
  /** Bills falling due in the next 7 days (balance > 0). */
  dueThisWeek: { count: number; amountPaise: number };
  queues: QueueCounts;
}
