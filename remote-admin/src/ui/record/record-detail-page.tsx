import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCan, type Envelope } from 'shared-api';
import type { LedgerAccountKind } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import { DetailCard, DetailLayout, Fact, Facts } from '../detail/detail';
import { capitalised, formatDateTime } from '../format';
import { LedgerLink } from '../ledger-link';
import { PageHeader } from '../page-header';
import { RecordGate } from './record-gate';
import { useRecord } from './use-record';

interface DetailRecord {
  id: string;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RecordDetailPageProps<T extends DetailRecord> {
  /** First element of the resource's query keys; the record is [resource, 'detail', id]. */
  resource: string;
  /** The resource's calls, looked up when made (tests replace them). */
  api: { get: (id: string) => Promise<Envelope<T>> };
  /** 'driver': the side card's title, 'Edit driver', and the loading and not-found texts. */
  noun: string;
  list: { label: string; to: string };
  title: (record: T) => string;
  description?: (record: T) => ReactNode;
  /** The record's statement, beside Edit. */
  ledger?: { kind: LedgerAccountKind };
  editTo: (record: T) => string;
  /** The side card's facts, before when the record was added and last changed, and its notes. */
  facts: (record: T) => ReactNode;
  /** What else shows the record and must be asked again when it changes here, e.g. ['admin'] for the dashboard. */
  alsoRefresh?: QueryKey[];
  /** The main column; `changed` takes the record as the server returned it after a change made on the page. */
  children: (record: T, changed: (next: T) => void) => ReactNode;
}

/** A record's own page: loaded by the id in the address, its header and actions, facts beside the main column. */
export function RecordDetailPage<T extends DetailRecord>(props: RecordDetailPageProps<T>) {
  const { id = '' } = useParams();
  const query = useRecord([props.resource, 'detail', id], async () => (await props.api.get(id)).data);
  return (
    <RecordGate query={query} title={capitalised(props.noun)} noun={props.noun} list={props.list}>
      {(record) => <RecordDetail {...props} record={record} />}
    </RecordGate>
  );
}

function RecordDetail<T extends DetailRecord>({
  resource,
  noun,
  list,
  title,
  description,
  ledger,
  editTo,
  facts,
  alsoRefresh = [],
  children,
  record,
}: RecordDetailPageProps<T> & { record: T }) {
  const queryClient = useQueryClient();
  // Trucks and drivers: the fleet's to change, a statement money's to read.
  const canEdit = useCan('operations.write');
  const seesLedger = useCan('money.read');
  const changed = (next: T) => {
    queryClient.setQueryData([resource, 'detail', record.id], next);
    void queryClient.invalidateQueries({ queryKey: [resource], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
    for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
  };
  const name = title(record);
  return (
    <section>
      <PageHeader
        title={name}
        breadcrumbs={[list, { label: name }]}
        description={description?.(record)}
        actions={
          <>
            {ledger && seesLedger && <LedgerLink kind={ledger.kind} id={record.id} name={name} size="normal" />}
            {canEdit && (
              <Link to={editTo(record)} className={buttonClass()}>
                {`Edit ${noun}`}
              </Link>
            )}
          </>
        }
      />
      <DetailLayout
        aside={
          <DetailCard title={capitalised(noun)}>
            <Facts>
              {facts(record)}
              <Fact term="Added">{formatDateTime(record.createdAt)}</Fact>
              <Fact term="Last changed">{formatDateTime(record.updatedAt)}</Fact>
            </Facts>
            {record.notes && <p>{record.notes}</p>}
          </DetailCard>
        }
      >
        {children(record, changed)}
      </DetailLayout>
    </section>
  );
}
