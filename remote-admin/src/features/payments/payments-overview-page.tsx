import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paymentsApi } from 'shared-api/back-office';
import { bankAccountTypeLabels, pendingQueueLabels, pendingQueues, type BankAccountType } from 'shared-api/schemas';
import { buttonClass, Loading } from 'shared-ui';
import { countOf, formatPaise, LoadFailed, PageHeader, StatCard, StatGrid } from '../../ui';
import {
  driverAdvancePath,
  ledgerPath,
  paymentKeys,
  payablesPath,
  pendingPath,
  receiptPath,
  receivablesPath,
  transferPath,
} from './payment-paths';
import styles from './payments.module.css';

/**
 * Payment Overview: what parties owe, what is owed to owners and drivers, what the banks and the
 * cash box hold, and the work waiting in each queue. Every figure leads to the records behind it.
 */
export default function PaymentsOverviewPage() {
  const overview = useQuery({ queryKey: paymentKeys.overview, queryFn: async () => (await paymentsApi.overview()).data });
  const data = overview.data;

  return (
    <section>
      <PageHeader
        title="Payment Overview"
        breadcrumbs={[{ label: 'Payments' }]}
        description="Money owed to the company and by it, and where its money is, as the ledgers stand today."
        actions={
          <div className={styles.actions}>
            <Link to={receiptPath()} className={buttonClass()}>
              Record receipt
            </Link>
            <Link to={pendingPath('owner-due')} className={buttonClass({ variant: 'secondary' })}>
              Pay an owner
            </Link>
            <Link to={driverAdvancePath()} className={buttonClass({ variant: 'secondary' })}>
              Driver advance
            </Link>
            <Link to={transferPath} className={buttonClass({ variant: 'secondary' })}>
              Transfer
            </Link>
          </div>
        }
      />
      {overview.isPending && <Loading label="Loading the balances…" minHeight={240} />}
      {overview.isError && <LoadFailed what="The balances" onRetry={() => void overview.refetch()} />}
      {data && (
        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="owed">
            <h2 id="owed">Owed each way</h2>
            <StatGrid label="Owed each way">
              <StatCard
                label="Receivable from parties"
                value={formatPaise(data.receivablePaise)}
                hint={data.overduePaise > 0 ? `${formatPaise(data.overduePaise)} overdue` : 'nothing overdue'}
                to={receivablesPath}
                tone={data.overduePaise > 0 ? 'attention' : 'default'}
              />
              <StatCard
                label="Bills due this week"
                value={formatPaise(data.dueThisWeek.amountPaise)}
                hint={countOf(data.dueThisWeek.count, 'bill')}
                to={pendingPath('unpaid-bills')}
              />
              <StatCard
                label="Payable to vehicle owners"
                value={formatPaise(data.payableToOwnersPaise)}
                hint={`${formatPaise(data.ownersDueNowPaise)} due now, POD received`}
                to={payablesPath}
              />
              <StatCard
                label="Held by drivers"
                value={formatPaise(data.heldByDriversPaise)}
                hint={
                  data.owedToDriversPaise > 0
                    ? `${formatPaise(data.owedToDriversPaise)} owed to drivers`
                    : 'advances not yet settled'
                }
              />
            </StatGrid>
          </section>

          <section className={styles.section} aria-labelledby="money">
            <h2 id="money">Banks and cash</h2>
            <StatGrid label="Banks and cash">
              <StatCard label="Cash in hand" value={formatPaise(data.cashPaise)} />
              <StatCard label="In bank accounts" value={formatPaise(data.bankPaise)} />
            </StatGrid>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="ui-visually-hidden">Balance of each account</caption>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Type</th>
                    <th scope="col" className={styles.end}>
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.banks.map((bank) => (
                    <tr key={bank.id}>
                      <td>
                        <Link to={ledgerPath('bank', bank.id)}>{bank.name}</Link>
                      </td>
                      <td>{bankAccountTypeLabels[bank.accountType as BankAccountType] ?? bank.accountType}</td>
                      <td className={[styles.end, styles.amount].join(' ')}>{formatPaise(bank.balancePaise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="waiting">
            <h2 id="waiting">Work waiting</h2>
            <StatGrid label="Work waiting">
              {pendingQueues.map((queue) => (
                <StatCard
                  key={queue}
                  label={pendingQueueLabels[queue]}
                  value={data.queues[queue].count}
                  hint={formatPaise(data.queues[queue].amountPaise)}
                  to={pendingPath(queue)}
                  tone={data.queues[queue].count > 0 ? 'attention' : 'default'}
                />
              ))}
            </StatGrid>
          </section>
        </div>
      )}
    </section>
  );
}
