import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { billingPartiesApi, moneyEntriesApi } from 'shared-api/back-office';
import { indianToday } from 'shared-api/schemas';
import { Card, Loading, notify } from 'shared-ui';
import { LoadFailed, PageHeader, ledgerPath } from '../../ui';
import { ReceiptForm } from './receipt-form';
import { emptyReceipt, onFormRows, receiptRequest, sentRows, type ReceiptFormValues } from './receipt-form-values';
import { receivablesPath } from '../payments/payment-paths';

/** /admin/payments/receipts/new, ?party=<id> to start with that party: record money a party paid. */
export default function ReceiptCreatePage() {
  const [params] = useSearchParams();
  const partyId = params.get('party') ?? '';
  const party = useQuery({
    queryKey: ['billing-parties', 'detail', partyId],
    queryFn: async () => (await billingPartiesApi.get(partyId)).data,
    enabled: Boolean(partyId),
  });

  let body;
  if (partyId && party.isPending) body = <Loading label="Loading the party…" minHeight={240} />;
  else if (partyId && party.isError) body = <LoadFailed what="The billing party" onRetry={() => void party.refetch()} />;
  else {
    const chosen = party.data ? { id: party.data.id, label: party.data.name } : null;
    body = <ReceiptEditor partyId={chosen?.id ?? ''} initialParty={chosen} />;
  }

  return (
    <section>
      <PageHeader
        title="Record receipt"
        breadcrumbs={[{ label: 'Receivables', to: receivablesPath }, { label: 'Record receipt' }]}
        description="Money a billing party paid, with the TDS it deducted, set against its open bills; the rest stays on its account."
      />
      <Card>{body}</Card>
    </section>
  );
}

function ReceiptEditor({ partyId, initialParty }: { partyId: string; initialParty: { id: string; label: string } | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSubmit = async (values: ReceiptFormValues) => {
    const answer = await moneyEntriesApi.create(receiptRequest(values)).catch((error: unknown) => {
      throw onFormRows(error, sentRows(values));
    });
    // Balances, open bills, statements and the history all moved.
    void queryClient.invalidateQueries({ queryKey: ['billing-parties'] });
    void queryClient.invalidateQueries({ queryKey: ['ledgers'] });
    void queryClient.invalidateQueries({ queryKey: ['money-entries'] });
    notify.success(answer.message ?? `${answer.data.reference} recorded`);
    navigate(ledgerPath('party', values.billingPartyId));
  };
  return (
    <ReceiptForm
      initialValues={emptyReceipt(indianToday(), partyId)}
      initialParty={initialParty}
      cancelTo={partyId ? ledgerPath('party', partyId) : receivablesPath}
      onSubmit={onSubmit}
    />
  );
}
