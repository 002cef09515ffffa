import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { billsApi, receivablesApi } from 'shared-api/back-office';
import { formatRate, gstRegimeLabels, GTA_SAC } from 'shared-api/money';
import type { FreightBillDetail } from 'shared-api/schemas';
import { Button, buttonClass } from 'shared-ui';
import { DetailCard, DetailLayout, Fact, Facts, formatDate, formatPaise, PageHeader, RecordGate, useRecord } from '../../ui';
import { applyOnAccountPath } from '../payments/payment-paths';
import { billKeys, billsPath, receiptPath } from './bill-paths';
import { BillPdfButton } from './bill-pdf-button';
import { LrCells } from './lr-cells';
import { BillStatusBadge } from './bill-status-badge';
import { CreditNoteDialog } from './credit-note-dialog';
import styles from './bills.module.css';

const LIST = { label: 'Freight bills', to: billsPath };

function taxRows(bill: FreightBillDetail): [string, number][] {
  if (bill.reverseCharge) return [];
  if (bill.interState) return [[`IGST @ ${formatRate(bill.rateBasisPoints)}`, bill.igstPaise]];
  const half = formatRate(bill.rateBasisPoints / 2);
  return [
    [`CGST @ ${half}`, bill.cgstPaise],
    [`SGST @ ${half}`, bill.sgstPaise],
  ];
}

function Lines({ bill }: { bill: FreightBillDetail }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.trips}>
        <caption className="ui-visually-hidden">LRs on the bill</caption>
        <thead>
          <tr>
            <th scope="col">LR</th>
            <th scope="col">Vehicle</th>
            <th scope="col">From – to</th>
            <th scope="col">Goods</th>
            <th scope="col" className={styles.amount}>
              Freight
            </th>
            <th scope="col" className={styles.amount}>
              Charges
            </th>
            <th scope="col" className={styles.amount}>
              Taxable
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line) => (
            <tr key={line.id}>
              <LrCells
                trip={line}
                lr={
                  <Link to={`/admin/trips/${encodeURIComponent(line.id)}`} className={styles.primary}>
                    {line.lrNo}
                  </Link>
                }
              />
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.preview}>
        <dt>Taxable value</dt>
        <dd>{formatPaise(bill.taxablePaise)}</dd>
        {taxRows(bill).map(([label, paise]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{formatPaise(paise)}</dd>
          </div>
        ))}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatPaise(bill.totalPaise)}</dd>
      </dl>
      <p className={styles.words}>{bill.amountInWords}</p>
    </div>
  );
}

function Receipts({ bill }: { bill: FreightBillDetail }) {
  if (bill.receipts.length === 0) return <p className={styles.note}>No receipt is set against this bill yet.</p>;
  return (
    <ul>
      {bill.receipts.map((receipt) => (
        <li key={receipt.id}>
          <Link to={receiptPath(receipt.reference)}>{receipt.reference}</Link> of {formatDate(receipt.entryDate)}:{' '}
          {receipt.reversed ? (
            <>
              <s className={styles.reversed}>{formatPaise(receipt.amountPaise)}</s> (reversed)
            </>
          ) : (
            formatPaise(receipt.amountPaise)
          )}
          {receipt.advance && ' (advance at loading)'}
        </li>
      ))}
    </ul>
  );
}

/**
 * Money the party paid ahead (or beyond its bills) that could pay this bill: each receipt with something
 * on account, with the way to set it against the party's open bills.
 */
function OnAccountMoney({ bill }: { bill: FreightBillDetail }) {
  const party = bill.billingParty;
  const receipts = useQuery({
    queryKey: ['billing-parties', 'on-account', party.id],
    queryFn: async () => (await receivablesApi.onAccount(party.id)).data,
    enabled: bill.balancePaise > 0 && !bill.creditNote,
  });
  if (!receipts.data?.length) return null;
  return (
    <>
      <h3 className={styles.secondary}>On account with {party.name}</h3>
      <ul>
        {receipts.data.map((receipt) => (
          <li key={receipt.id}>
            {receipt.reference} of {formatDate(receipt.entryDate)}: {formatPaise(receipt.onAccountPaise)}{' '}
            <Link
              to={applyOnAccountPath(receipt.id)}
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-label={`Set ${receipt.reference} against bills`}
            >
              Set against bills
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function BillView({ bill }: { bill: FreightBillDetail }) {
  const [cancelling, setCancelling] = useState(false);
  const note = bill.creditNote;
  return (
    <section>
      <PageHeader
        title={`Freight bill ${bill.billNo}`}
        breadcrumbs={[LIST, { label: bill.billNo }]}
        description={`${bill.billingParty.name} · ${formatDate(bill.billDate)} · ${formatPaise(bill.totalPaise)}`}
        actions={
          <div className={styles.headerActions}>
            <BillStatusBadge status={bill.status} />
            <BillPdfButton bill={bill} />
            {!note && (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                Cancel by credit note
              </Button>
            )}
          </div>
        }
      />
      <DetailLayout
        aside={
          <DetailCard title="Money">
            <Facts>
              <Fact term="Total">{formatPaise(bill.totalPaise)}</Fact>
              <Fact term="Received">{formatPaise(bill.receivedPaise)}</Fact>
              <Fact term="Balance">{formatPaise(bill.balancePaise)}</Fact>
              <Fact term="Due date">{formatDate(bill.dueDate)}</Fact>
            </Facts>
            <h3 className={styles.secondary}>Receipts set against it</h3>
            <Receipts bill={bill} />
            <OnAccountMoney bill={bill} />
          </DetailCard>
        }
      >
        {note && (
          <DetailCard title="Cancelled">
            <p>
              Cancelled by credit note <strong>{note.noteNo}</strong> of {formatDate(note.noteDate)}: {note.reason}
            </p>
          </DetailCard>
        )}
        <DetailCard title="Invoice">
          <Facts termsBeside>
            <Fact term="Bill to">
              {bill.billingParty.name}
              {bill.billingParty.address && <span className={styles.secondary}>{bill.billingParty.address}</span>}
            </Fact>
            <Fact term="GSTIN">{bill.billingParty.gstin ?? 'None'}</Fact>
            <Fact term="Place of supply">
              {bill.placeOfSupply.name} ({bill.placeOfSupply.code})
            </Fact>
            <Fact term="GST">{gstRegimeLabels[bill.regime]}</Fact>
            <Fact term="Tax payable on reverse charge">{bill.reverseCharge ? 'Yes' : 'No'}</Fact>
            <Fact term="SAC">{GTA_SAC}</Fact>
            {bill.notes && <Fact term="Notes">{bill.notes}</Fact>}
          </Facts>
        </DetailCard>
        <DetailCard title={`LRs (${bill.lines.length})`}>
          <Lines bill={bill} />
        </DetailCard>
      </DetailLayout>
      <CreditNoteDialog bill={cancelling ? bill : null} onClose={() => setCancelling(false)} />
    </section>
  );
}

export default function BillDetailPage() {
  const { id = '' } = useParams();
  const bill = useRecord(billKeys.detail(id), async () => (await billsApi.get(id)).data);
  return (
    <RecordGate query={bill} title="Freight bill" noun="bill" list={LIST}>
      {(record) => <BillView bill={record} />}
    </RecordGate>
  );
}
