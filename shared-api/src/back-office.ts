/*
 * The back office's endpoints: a shared module of their own ('shared-api/back-office'), imported by
 * remote-admin alone, so the shell's main.js, which every public page waits for, carries only what the
 * public pages call (shared-api's index). Their files take the client from 'shared-api' itself, not from
 * '../http': in any build they then use the page's one client, with its settings, token and 401 handling
 * (shared-api is a singleton), whichever copy of this module is loaded.
 */
export { usersApi } from './endpoints/users';
export { profileApi } from './endpoints/profile';
export { adminApi } from './endpoints/admin';
export {
  billingPartiesApi,
  vehiclesApi,
  banksApi,
  branchesApi,
  trucksApi,
  driversApi,
  truckScanPath,
  licenceScanPath,
} from './endpoints/masters';
export { sessionsApi } from './endpoints/sessions';
export { expensesApi } from './endpoints/expenses';
export { moneyEntriesApi, ledgersApi, paymentsApi, receivablesApi } from './endpoints/money';
export { billsApi, billPdfPath } from './endpoints/bills';
export { reportsApi } from './endpoints/reports';
export { tripsApi, documentsApi, tripLrPath, documentDownloadPath } from './endpoints/trips';
