import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { AdminLayout } from './features/layout/admin-layout';

const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
const UsersListPage = lazy(() => import('./features/users/users-list-page'));
const UserCreatePage = lazy(() => import('./features/users/user-create-page'));
const UserEditPage = lazy(() => import('./features/users/user-edit-page'));
const QuotesListPage = lazy(() => import('./features/quotes/quotes-list-page'));
const QuoteDetailPage = lazy(() => import('./features/quotes/quote-detail-page'));
const MessagesListPage = lazy(() => import('./features/messages/messages-list-page'));
const MessageDetailPage = lazy(() => import('./features/messages/message-detail-page'));
const NewsletterPage = lazy(() => import('./features/messages/newsletter-page'));
const SettingsPage = lazy(() => import('./features/settings/settings-page'));
const SessionsPage = lazy(() => import('./features/sessions/sessions-page'));
const BillingPartiesListPage = lazy(() => import('./features/billing-parties/billing-parties-list-page'));
const BillingPartyCreatePage = lazy(() =>
  import('./features/billing-parties/billing-party-pages').then((m) => ({ default: m.BillingPartyCreatePage })),
);
const BillingPartyEditPage = lazy(() =>
  import('./features/billing-parties/billing-party-pages').then((m) => ({ default: m.BillingPartyEditPage })),
);
const VehiclesListPage = lazy(() => import('./features/vehicles/vehicles-list-page'));
const VehicleCreatePage = lazy(() => import('./features/vehicles/vehicle-pages').then((m) => ({ default: m.VehicleCreatePage })));
const VehicleEditPage = lazy(() => import('./features/vehicles/vehicle-pages').then((m) => ({ default: m.VehicleEditPage })));
const BanksListPage = lazy(() => import('./features/banks/banks-list-page'));
const BankCreatePage = lazy(() => import('./features/banks/bank-pages').then((m) => ({ default: m.BankCreatePage })));
const BankEditPage = lazy(() => import('./features/banks/bank-pages').then((m) => ({ default: m.BankEditPage })));
const ExpensesListPage = lazy(() => import('./features/expenses/expenses-list-page'));
const ExpenseCreatePage = lazy(() => import('./features/expenses/expense-pages').then((m) => ({ default: m.ExpenseCreatePage })));
const ExpenseEditPage = lazy(() => import('./features/expenses/expense-pages').then((m) => ({ default: m.ExpenseEditPage })));
const PaymentsOverviewPage = lazy(() => import('./features/payments/payments-overview-page'));
const PendingPaymentsPage = lazy(() => import('./features/payments/pending-payments-page'));
const PaymentHistoryPage = lazy(() => import('./features/payments/payment-history-page'));
const OwnerPaymentPage = lazy(() => import('./features/payments/owner-payment-page'));
const DriverSettlementPage = lazy(() => import('./features/payments/driver-settlement-page'));
const OwnerBalancesPage = lazy(() => import('./features/payments/owner-balances-page'));
const DriverAdvancePage = lazy(() =>
  import('./features/payments/money-entry-pages').then((m) => ({ default: m.DriverAdvancePage })),
);
const TransferPage = lazy(() => import('./features/payments/money-entry-pages').then((m) => ({ default: m.TransferPage })));
const TrucksListPage = lazy(() => import('./features/trucks/trucks-list-page'));
const TruckDetailPage = lazy(() => import('./features/trucks/truck-detail-page'));
const TruckCreatePage = lazy(() => import('./features/trucks/truck-pages').then((m) => ({ default: m.TruckCreatePage })));
const TruckEditPage = lazy(() => import('./features/trucks/truck-pages').then((m) => ({ default: m.TruckEditPage })));
const DriversListPage = lazy(() => import('./features/drivers/drivers-list-page'));
const DriverDetailPage = lazy(() => import('./features/drivers/driver-detail-page'));
const DriverCreatePage = lazy(() => import('./features/drivers/driver-pages').then((m) => ({ default: m.DriverCreatePage })));
const DriverEditPage = lazy(() => import('./features/drivers/driver-pages').then((m) => ({ default: m.DriverEditPage })));
const TripsListPage = lazy(() => import('./features/trips/trips-list-page'));
const TripDetailPage = lazy(() => import('./features/trips/trip-detail-page'));
const TripCreatePage = lazy(() => import('./features/trips/trip-pages').then((m) => ({ default: m.TripCreatePage })));
const TripEditPage = lazy(() => import('./features/trips/trip-pages').then((m) => ({ default: m.TripEditPage })));
const DocumentsListPage = lazy(() => import('./features/documents/documents-list-page'));
const LedgerPage = lazy(() => import('./features/ledgers/ledger-page'));
const ReceiptCreatePage = lazy(() => import('./features/receipts/receipt-page'));
const ApplyOnAccountPage = lazy(() => import('./features/receipts/apply-on-account-page'));
const ReceivablesPage = lazy(() => import('./features/receivables/receivables-page'));
const BillsListPage = lazy(() => import('./features/bills/bills-list-page'));
const BillCreatePage = lazy(() => import('./features/bills/bill-create-page'));
const BillDetailPage = lazy(() => import('./features/bills/bill-detail-page'));
const ReportsDashboardPage = lazy(() => import('./features/reports/reports-dashboard-page'));
const FinancialReportsPage = lazy(() => import('./features/reports/financial-reports-page'));

/** The back office's route tree, mounted by the shell at /admin/* behind its admin guard. */
export default function AdminApp() {
  return (
    <Suspense fallback={<Loading minHeight="60vh" />}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="users" element={<UsersListPage />} />
          <Route path="users/new" element={<UserCreatePage />} />
          <Route path="users/:id/edit" element={<UserEditPage />} />
          <Route path="quotes" element={<QuotesListPage />} />
          <Route path="quotes/:id" element={<QuoteDetailPage />} />
          <Route path="messages" element={<MessagesListPage />} />
          <Route path="messages/:id" element={<MessageDetailPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          {/* Spec §2: profile and settings are one screen. */}
          <Route path="profile" element={<SettingsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="sessions" element={<SessionsPage />} />
          <Route path="billing-parties" element={<BillingPartiesListPage />} />
          <Route path="billing-parties/new" element={<BillingPartyCreatePage />} />
          <Route path="billing-parties/:id/edit" element={<BillingPartyEditPage />} />
          <Route path="vehicles" element={<VehiclesListPage />} />
          <Route path="vehicles/new" element={<VehicleCreatePage />} />
          <Route path="vehicles/:id/edit" element={<VehicleEditPage />} />
          <Route path="banks" element={<BanksListPage />} />
          <Route path="banks/new" element={<BankCreatePage />} />
          <Route path="banks/:id/edit" element={<BankEditPage />} />
          <Route path="expenses" element={<ExpensesListPage />} />
          <Route path="expenses/new" element={<ExpenseCreatePage />} />
          <Route path="expenses/:id/edit" element={<ExpenseEditPage />} />
          <Route path="trucks" element={<TrucksListPage />} />
          <Route path="trucks/new" element={<TruckCreatePage />} />
          <Route path="trucks/:id" element={<TruckDetailPage />} />
          <Route path="trucks/:id/edit" element={<TruckEditPage />} />
          <Route path="drivers" element={<DriversListPage />} />
          <Route path="drivers/new" element={<DriverCreatePage />} />
          <Route path="drivers/:id" element={<DriverDetailPage />} />
          <Route path="drivers/:id/edit" element={<DriverEditPage />} />
          <Route path="trips" element={<TripsListPage />} />
          <Route path="trips/new" element={<TripCreatePage />} />
          <Route path="trips/:id" element={<TripDetailPage />} />
          <Route path="trips/:id/edit" element={<TripEditPage />} />
          <Route path="documents" element={<DocumentsListPage />} />
          {/* Payments (issue 28) */}
          <Route path="payments" element={<PaymentsOverviewPage />} />
          <Route path="payments/pending" element={<PendingPaymentsPage />} />
          <Route path="payments/history" element={<PaymentHistoryPage />} />
          <Route path="payments/owner-payments/new" element={<OwnerPaymentPage />} />
          <Route path="payments/driver-settlements/new" element={<DriverSettlementPage />} />
          <Route path="payments/payables" element={<OwnerBalancesPage />} />
          <Route path="payments/driver-advances/new" element={<DriverAdvancePage />} />
          <Route path="payments/transfers/new" element={<TransferPage />} />
          {/* Receipts, ledgers, receivables (issue 28) */}
          <Route path="ledgers/:kind/:id" element={<LedgerPage />} />
          <Route path="payments/receipts/new" element={<ReceiptCreatePage />} />
          <Route path="payments/receipts/:id/apply" element={<ApplyOnAccountPage />} />
          <Route path="payments/receivables" element={<ReceivablesPage />} />
          {/* Bills (issue 28) */}
          <Route path="bills" element={<BillsListPage />} />
          <Route path="bills/new" element={<BillCreatePage />} />
          <Route path="bills/:id" element={<BillDetailPage />} />
          {/* Reports (issue 29); spec §2: support shows the reports screen. */}
          <Route path="reports" element={<ReportsDashboardPage />} />
          <Route path="reports/financial" element={<FinancialReportsPage />} />
          <Route path="support" element={<ReportsDashboardPage />} />
        </Route>
        {/* Spec §2: paths without a screen fall through to the site's home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
