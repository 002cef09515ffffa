import { newsletterApi, type NewsletterSubscription } from 'shared-api';
import { Button } from 'shared-ui';
import { DataTable, ListToolbar, PageHeader, formatCount, formatDateTime, useResourceList, type DataColumn } from '../../ui';
import { InboxTabs } from './inbox-tabs';
import { downloadText, subscriptionsCsv } from './newsletter-csv';
import styles from './messages.module.css';

const columns: DataColumn<NewsletterSubscription>[] = [
  {
    id: 'email',
    header: 'E-mail',
    sortable: true,
    cell: (row) => (
      <a href={`mailto:${row.email}`} className={styles.email}>
        {row.email}
      </a>
    ),
  },
  { id: 'createdAt', header: 'Signed up', sortable: true, cell: (row) => formatDateTime(row.createdAt) },
];

function TotalLine({ total, search, loading }: { total: number; search: string; loading: boolean }) {
  if (loading) return null;
  const people = `${formatCount(total)} ${total === 1 ? 'sign-up' : 'sign-ups'}`;
  return <p className={styles.total}>{search ? `${people} match “${search}”.` : `${people} in all.`}</p>;
}

/** Who signed up through the footer's newsletter box. */
export default function NewsletterPage() {
  const list = useResourceList<NewsletterSubscription>({
    resource: 'newsletter',
    fetch: (query) => newsletterApi.list(query),
    defaultSort: '-createdAt',
  });

  return (
    <section>
      <PageHeader
        title="Newsletter sign-ups"
        breadcrumbs={[{ label: 'Messages', to: '/admin/messages' }, { label: 'Newsletter sign-ups' }]}
        description="E-mail addresses left in the newsletter box at the foot of every page of the website."
      />
      <InboxTabs />
      <ListToolbar list={list} searchLabel="Search e-mails" searchPlaceholder="Part of an e-mail address">
        <Button
          variant="secondary"
          className={styles.download}
          disabled={list.rows.length === 0}
          onClick={() => downloadText(`newsletter-sign-ups-page-${list.page}.csv`, subscriptionsCsv(list.rows))}
        >
          Download this page (CSV)
        </Button>
      </ListToolbar>
      <TotalLine total={list.total} search={list.search} loading={list.isPending || list.isError} />
      <DataTable
        caption="Newsletter sign-ups"
        noun="sign-ups"
        columns={columns}
        list={list}
        rowId={(row) => row.id}
        empty={list.search ? 'No e-mail address matches this search.' : 'Nobody has signed up yet.'}
      />
    </section>
  );
}
