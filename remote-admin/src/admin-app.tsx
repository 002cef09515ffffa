import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { RequirePermission } from './ui';
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
const BranchesListPage = lazy(() => import('./features/branches/branches-list-page'));
const BranchCreatePage = lazy(() => import('./features/branches/branch-pages').then((m) => ({ default: m.BranchCreatePage })));
const BranchEditPage = lazy(() => import('./features/branches/branch-pages').then((m) => ({ default: m.BranchEditPage })));
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
          <Route
            path="users"
            element={
              <RequirePermission needs="users">
                <UsersListPage />
              </RequirePermission>
            }
          />
          <Route
            path="users/new"
            element={
              <RequirePermission needs="users">
                <UserCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="users/:id/edit"
            element={
              <RequirePermission needs="users">
                <UserEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="quotes"
            element={
              <RequirePermission needs="site.inbox">
                <QuotesListPage />
              </RequirePermission>
            }
          />
          <Route
            path="quotes/:id"
            element={
              <RequirePermission needs="site.inbox">
                <QuoteDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="messages"
            element={
              <RequirePermission needs="site.inbox">
                <MessagesListPage />
              </RequirePermission>
            }
          />
          <Route
            path="messages/:id"
            element={
              <RequirePermission needs="site.inbox">
                <MessageDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="newsletter"
            element={
              <RequirePermission needs="site.inbox">
                <NewsletterPage />
              </RequirePermission>
            }
          />
          {/* Spec §2: profile and settings are one screen. */}
          <Route
            path="profile"
            element={
              <RequirePermission needs="settings">
                <SettingsPage />
              </RequirePermission>
            }
          />
          <Route
            path="settings"
            element={
              <RequirePermission needs="settings">
                <SettingsPage />
              </RequirePermission>
            }
          />
          <Route path="sessions" element={<SessionsPage />} />
          <Route
            path="billing-parties"
            element={
              <RequirePermission needs="operations.read">
                <BillingPartiesListPage />
              </RequirePermission>
            }
          />
          <Route
            path="billing-parties/new"
            element={
              <RequirePermission needs="masters.write">
                <BillingPartyCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="billing-parties/:id/edit"
            element={
              <RequirePermission needs="masters.write">
                <BillingPartyEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="vehicles"
            element={
              <RequirePermission needs="operations.read">
                <VehiclesListPage />
              </RequirePermission>
            }
          />
          <Route
            path="vehicles/new"
            element={
              <RequirePermission needs="masters.write">
                <VehicleCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="vehicles/:id/edit"
            element={
              <RequirePermission needs="masters.write">
                <VehicleEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="banks"
            element={
              <RequirePermission needs="money.read">
                <BanksListPage />
              </RequirePermission>
            }
          />
          <Route
            path="banks/new"
            element={
              <RequirePermission needs="money.read">
                <BankCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="banks/:id/edit"
            element={
              <RequirePermission needs="money.read">
                <BankEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="branches"
            element={
              <RequirePermission needs="settings">
                <BranchesListPage />
              </RequirePermission>
            }
          />
          <Route
            path="branches/new"
            element={
              <RequirePermission needs="settings">
                <BranchCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="branches/:id/edit"
            element={
              <RequirePermission needs="settings">
                <BranchEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="expenses"
            element={
              <RequirePermission needs="expenses.read">
                <ExpensesListPage />
              </RequirePermission>
            }
          />
          <Route
            path="expenses/new"
            element={
              <RequirePermission needs="expenses.read">
                <ExpenseCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="expenses/:id/edit"
            element={
              <RequirePermission needs="expenses.read">
                <ExpenseEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="trucks"
            element={
              <RequirePermission needs="operations.read">
                <TrucksListPage />
              </RequirePermission>
            }
          />
          <Route
            path="trucks/new"
            element={
              <RequirePermission needs="operations.write">
                <TruckCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="trucks/:id"
            element={
              <RequirePermission needs="operations.read">
                <TruckDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="trucks/:id/edit"
            element={
              <RequirePermission needs="operations.write">
                <TruckEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="drivers"
            element={
              <RequirePermission needs="operations.read">
                <DriversListPage />
              </RequirePermission>
            }
          />
          <Route
            path="drivers/new"
            element={
              <RequirePermission needs="operations.write">
                <DriverCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="drivers/:id"
            element={
              <RequirePermission needs="operations.read">
                <DriverDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="drivers/:id/edit"
            element={
              <RequirePermission needs="operations.write">
                <DriverEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="trips"
            element={
              <RequirePermission needs="operations.read">
                <TripsListPage />
              </RequirePermission>
            }
          />
          <Route
            path="trips/new"
            element={
              <RequirePermission needs="operations.write">
                <TripCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="trips/:id"
            element={
              <RequirePermission needs="operations.read">
                <TripDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="trips/:id/edit"
            element={
              <RequirePermission needs="operations.write">
                <TripEditPage />
              </RequirePermission>
            }
          />
          <Route
            path="documents"
            element={
              <RequirePermission needs="operations.read">
                <DocumentsListPage />
              </RequirePermission>
            }
          />
          {/* Payments (issue 28) */}
          <Route
            path="payments"
            element={
              <RequirePermission needs="money.read">
                <PaymentsOverviewPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/pending"
            element={
              <RequirePermission needs="money.read">
                <PendingPaymentsPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/history"
            element={
              <RequirePermission needs="money.read">
                <PaymentHistoryPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/owner-payments/new"
            element={
              <RequirePermission needs="money.write">
                <OwnerPaymentPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/driver-settlements/new"
            element={
              <RequirePermission needs="money.write">
                <DriverSettlementPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/payables"
            element={
              <RequirePermission needs="money.read">
                <OwnerBalancesPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/driver-advances/new"
            element={
              <RequirePermission needs="expenses.write">
                <DriverAdvancePage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/transfers/new"
            element={
              <RequirePermission needs="money.write">
                <TransferPage />
              </RequirePermission>
            }
          />
          {/* Receipts, ledgers, receivables (issue 28) */}
          <Route
            path="ledgers/:kind/:id"
            element={
              <RequirePermission needs="money.read">
                <LedgerPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/receipts/new"
            element={
              <RequirePermission needs="money.write">
                <ReceiptCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/receipts/:id/apply"
            element={
              <RequirePermission needs="money.write">
                <ApplyOnAccountPage />
              </RequirePermission>
            }
          />
          <Route
            path="payments/receivables"
            element={
              <RequirePermission needs="money.read">
                <ReceivablesPage />
              </RequirePermission>
            }
          />
          {/* Bills (issue 28) */}
          <Route
            path="bills"
            element={
              <RequirePermission needs="money.read">
                <BillsListPage />
              </RequirePermission>
            }
          />
          <Route
            path="bills/new"
            element={
              <RequirePermission needs="money.write">
                <BillCreatePage />
              </RequirePermission>
            }
          />
          <Route
            path="bills/:id"
            element={
              <RequirePermission needs="money.read">
                <BillDetailPage />
              </RequirePermission>
            }
          />
          {/* Reports (issue 29); spec §2: support shows the reports screen. */}
          <Route
            path="reports"
            element={
              <RequirePermission needs="reports">
                <ReportsDashboardPage />
              </RequirePermission>
            }
          />
          <Route
            path="reports/financial"
            element={
              <RequirePermission needs="reports">
                <FinancialReportsPage />
              </RequirePermission>
            }
          />
          <Route
            path="support"
            element={
              <RequirePermission needs="reports">
                <ReportsDashboardPage />
              </RequirePermission>
            }
          />
        </Route>
        {/* Spec §2: paths without a screen fall through to the site's home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
