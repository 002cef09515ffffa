import { Link } from 'react-router-dom';
import { type Envelope } from 'shared-api';
import { documentsApi, tripsApi } from 'shared-api/back-office';
import { documentTypeLabels, documentTypes, type SelectOption, type SelectQuery, type TripDocument } from 'shared-api/schemas';
import {
  DataTable,
  DateRangeFilter,
  formatDateTime,
  ListToolbar,
  PageHeader,
  RecordFilter,
  SortSelect,
  useResourceList,
  type DataColumn,
  type ListFilter,
} from '../../ui';
import { tripPath } from '../trips/trip-paths';
import { DocumentActions } from './document-actions';
import { sizeText } from './document-files';
import styles from './documents.module.css';

type DocumentFilter = 'type' | 'from' | 'to' | 'tripId';

const TOOLBAR_FILTERS: ListFilter<DocumentFilter>[] = [
  {
    name: 'type',
    label: 'Type',
    allLabel: 'All types',
    options: documentTypes.map((type) => ({ value: type, label: documentTypeLabels[type] })),
  },
];

const SORTS = [
  { value: '-uploadedAt', label: 'Uploaded, newest first' },
  { value: 'uploadedAt', label: 'Uploaded, oldest first' },
  { value: 'fileName', label: 'File name, A to Z' },
  { value: '-fileName', label: 'File name, Z to A' },
] as const;

const tripLabel = (trip: { tripNo: string; lrNo: string }) => `${trip.tripNo} · ${trip.lrNo}`;

/** Trips have no `select` call: their list, searched and cut to a typeahead's length, stands in for one. */
async function selectTrips(query: SelectQuery): Promise<Envelope<SelectOption[]>> {
  const search = typeof query.search === 'string' ? query.search : undefined;
  const answer = await tripsApi.list({ search, limit: 20 });
  return { success: answer.success, data: answer.data.map((trip) => ({ id: trip.id, label: tripLabel(trip) })) };
}

const columns: DataColumn<TripDocument>[] = [
  {
    id: 'fileName',
    header: 'File',
    sortable: true,
    cell: (document) => (
      <>
        <span className={styles.fileName}>{document.fileName}</span>
        {document.note && <span className={styles.secondary}>{document.note}</span>}
      </>
    ),
  },
  { id: 'type', header: 'Type', cell: (document) => document.typeLabel },
  {
    id: 'trip',
    header: 'Trip',
    cell: (document) => (
      <>
        <Link to={tripPath(document.tripId)} className={styles.primary}>
          {document.tripNo}
        </Link>
        <span className={styles.secondary}>{document.lrNo}</span>
      </>
    ),
  },
  { id: 'size', header: 'Size', align: 'end', hideOnPhone: true, cell: (document) => sizeText(document.sizeBytes) },
  {
    id: 'uploadedAt',
    header: 'Uploaded',
    sortable: true,
    hideOnPhone: true,
    cell: (document) => (
      <>
        <span className={styles.primary}>{formatDateTime(document.uploadedAt)}</span>
        {document.uploadedBy && <span className={styles.secondary}>{document.uploadedBy}</span>}
      </>
    ),
  },
];

/** Every document filed with a trip: LRs, PODs, invoices, e-way bills and slips. */
export default function DocumentsListPage() {
  const list = useResourceList<TripDocument, DocumentFilter>({
    resource: 'documents',
    fetch: (query) => documentsApi.list(query),
    defaultSort: '-uploadedAt',
    filters: ['type', 'from', 'to', 'tripId'],
  });
  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;

  return (
    <section>
      <PageHeader
        title="Documents"
        breadcrumbs={[{ label: 'Documents' }]}
        description="Files kept with the trips. Add one on its trip's page; a POD marks a delivered trip POD received."
      />
      <ListToolbar
        list={list}
        searchLabel="Search documents"
        searchPlaceholder="File name, note, trip no. or LR no."
        filters={TOOLBAR_FILTERS}
      >
        <RecordFilter
          className={styles.tripFilter}
          label="Trip"
          resource="trips"
          select={selectTrips}
          value={list.filters.tripId ?? ''}
          onChange={(id) => list.setFilter('tripId', id)}
          nameOf={async (id) => tripLabel((await tripsApi.get(id)).data)}
        />
        <DateRangeFilter
          from={list.filters.from ?? ''}
          to={list.filters.to ?? ''}
          fromLabel="Uploaded from"
          toLabel="Uploaded to"
        />
        <SortSelect list={list} options={SORTS} />
      </ListToolbar>
      <DataTable
        caption="Documents"
        noun="documents"
        columns={columns}
        list={list}
        rowId={(document) => document.id}
        rowActions={(document) => <DocumentActions document={document} />}
        empty={filtered ? 'No documents match this search or these filters.' : "No documents yet. Add them on each trip's page."}
      />
    </section>
  );
}
