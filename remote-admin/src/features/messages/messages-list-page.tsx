import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messagesApi, type ContactMessage } from 'shared-api';
import { messageKinds, messageStatuses, messageTopicLabels, messageTopics } from 'shared-api/schemas';
import { Button, buttonClass } from 'shared-ui';
import { DataTable, ListToolbar, PageHeader, formatDateTime, useResourceList, type DataColumn, type ListFilter } from '../../ui';
import { DeleteMessageDialog } from './delete-message-dialog';
import { InboxTabs } from './inbox-tabs';
import { MessageStatusBadge, messageKindLabels, messageStatusLabels } from './message-status';
import { useMessageStatus } from './use-message-status';
import styles from './messages.module.css';

type MessageFilter = 'status' | 'kind' | 'topic';

const toolbarFilters: ListFilter<MessageFilter>[] = [
  {
    name: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: messageStatuses.map((value) => ({ value, label: messageStatusLabels[value] })),
  },
  {
    name: 'kind',
    label: 'Form',
    allLabel: 'Both forms',
    options: messageKinds.map((value) => ({ value, label: messageKindLabels[value] })),
  },
  {
    name: 'topic',
    label: 'Topic',
    allLabel: 'All topics',
    options: messageTopics.map((value) => ({ value, label: messageTopicLabels[value] })),
  },
];

/** Unhandled messages are set in bold, as in a mail inbox. */
const weight = (message: ContactMessage) => (message.status === 'new' ? styles.unread : undefined);

const columns: DataColumn<ContactMessage>[] = [
  {
    id: 'reference',
    header: 'Reference',
    cell: (message) => (
      <Link to={`/admin/messages/${message.id}`} className={[styles.reference, weight(message)].filter(Boolean).join(' ')}>
        {message.reference}
      </Link>
    ),
  },
  { id: 'createdAt', header: 'Received', sortable: true, cell: (message) => formatDateTime(message.createdAt) },
  {
    id: 'from',
    header: 'From',
    cell: (message) => (
      <>
        <span className={[styles.block, weight(message)].filter(Boolean).join(' ')}>{message.name}</span>
        <span className={styles.secondary}>{message.email}</span>
      </>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    cell: (message) => <span className={[styles.subject, weight(message)].filter(Boolean).join(' ')}>{message.subject}</span>,
  },
  {
    id: 'topic',
    header: 'Topic',
    hideOnPhone: true,
    cell: (message) => (
      <>
        <span className={styles.block}>{messageTopicLabels[message.topic]}</span>
        <span className={styles.secondary}>{messageKindLabels[message.kind]}</span>
      </>
    ),
  },
  { id: 'status', header: 'Status', sortable: true, cell: (message) => <MessageStatusBadge status={message.status} /> },
];

/** The inbox of the public site's contact and support forms. */
export default function MessagesListPage() {
  const list = useResourceList<ContactMessage, MessageFilter>({
    resource: 'messages',
    fetch: (query) => messagesApi.list(query),
    defaultSort: '-createdAt',
    filters: ['status', 'kind', 'topic'],
  });
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const changeStatus = useMessageStatus();
  const filtered = Boolean(list.search) || Object.keys(list.filters).length > 0;

  return (
    <section>
      <PageHeader
        title="Messages"
        breadcrumbs={[{ label: 'Messages' }]}
        description="What visitors and customers send through the contact and support forms. Mark a message handled once it has been answered."
      />
      <InboxTabs />
      <ListToolbar
        list={list}
        searchLabel="Search messages"
        searchPlaceholder="Reference, name, e-mail, company, subject or text"
        filters={toolbarFilters}
      />
      <DataTable
        caption="Contact messages"
        noun="messages"
        columns={columns}
        list={list}
        rowId={(message) => message.id}
        rowActions={(message) => {
          const handled = message.status === 'handled';
          const busy = changeStatus.isPending && changeStatus.variables?.id === message.id;
          return (
            <>
              <Link to={`/admin/messages/${message.id}`} className={buttonClass({ variant: 'secondary', size: 'small' })}>
                Open<span className="ui-visually-hidden"> {message.reference}</span>
              </Link>
              <Button
                variant="ghost"
                size="small"
                busy={busy}
                onClick={() => changeStatus.mutate({ id: message.id, status: handled ? 'new' : 'handled' })}
              >
                {handled ? 'Reopen' : 'Mark handled'}
                <span className="ui-visually-hidden"> {message.reference}</span>
              </Button>
              <Button variant="ghost" size="small" onClick={() => setToDelete(message)}>
                Delete<span className="ui-visually-hidden"> {message.reference}</span>
              </Button>
            </>
          );
        }}
        empty={filtered ? 'No messages match this search and these filters.' : 'No messages yet.'}
      />
      <DeleteMessageDialog message={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
