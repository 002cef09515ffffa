import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messagesApi, type ContactMessage } from 'shared-api';
import { messageTopicLabels } from 'shared-api/schemas';
import { Button, buttonClass } from 'shared-ui';
import { DetailCard, DetailLayout, Fact, Facts, PageHeader, RecordGate, formatDateTime, telHref, useRecord } from '../../ui';
import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageStatusBadge, messageKindLabels } from './message-status';
import { messageDetailKey, useMessageStatus } from './use-message-status';
import styles from './messages.module.css';

const LIST = '/admin/messages';

/** 'Re: …' once, however many times the conversation has gone back and forth. */
function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

function MessageView({ message }: { message: ContactMessage }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const changeStatus = useMessageStatus();
  const handled = message.status === 'handled';

  return (
    <>
      <PageHeader
        title={`Message ${message.reference}`}
        breadcrumbs={[{ label: 'Messages', to: LIST }, { label: message.reference }]}
        description={`${messageKindLabels[message.kind]} · ${messageTopicLabels[message.topic]} · received ${formatDateTime(message.createdAt)}`}
        actions={
          <>
            <a className={buttonClass({ variant: 'secondary' })} href={replyHref(message)}>
              Reply by e-mail
            </a>
            <Button
              variant={handled ? 'secondary' : 'primary'}
              busy={changeStatus.isPending}
              onClick={() => changeStatus.mutate({ id: message.id, status: handled ? 'new' : 'handled' })}
            >
              {handled ? 'Reopen' : 'Mark as handled'}
            </Button>
            <Button variant="ghost" onClick={() => setDeleting(true)}>
              Delete message
            </Button>
          </>
        }
      />

      <DetailLayout
        aside={
          <DetailCard title="Details">
            <Facts>
              <Fact term="Status">
                <MessageStatusBadge status={message.status} />
              </Fact>
              {handled && (
                <Fact term="Handled on">
                  {formatDateTime(message.handledAt)}
                  {message.handledBy && ` by ${message.handledBy}`}
                </Fact>
              )}
              <Fact term="Received">{formatDateTime(message.createdAt)}</Fact>
              <Fact term="Name">{message.name}</Fact>
              <Fact term="E-mail">
                <a href={`mailto:${message.email}`}>{message.email}</a>
              </Fact>
              <Fact term="Phone">{message.phone ? <a href={telHref(message.phone)}>{message.phone}</a> : 'Not given'}</Fact>
              <Fact term="Company">{message.company ?? 'Not given'}</Fact>
              {/* A quote reference (Q-…) or tracking number (GRL…) is shown as the sender typed it. */}
              <Fact term="Regarding">{message.regarding ?? 'Nothing named'}</Fact>
              <Fact term="Form">{messageKindLabels[message.kind]}</Fact>
              <Fact term="Topic">{messageTopicLabels[message.topic]}</Fact>
            </Facts>
          </DetailCard>
        }
      >
        <DetailCard as="article" title={message.subject} titleClassName={styles.subjectTitle}>
          <p className={styles.body}>{message.message}</p>
        </DetailCard>
      </DetailLayout>

      <DeleteMessageDialog
        message={deleting ? message : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(LIST, { replace: true })}
      />
    </>
  );
}

/** One contact or support message, with what staff do about it: reply, mark handled, delete. */
export default function MessageDetailPage() {
  const { id = '' } = useParams();
  const message = useRecord(messageDetailKey(id), async () => (await messagesApi.get(id)).data);
  return (
    <RecordGate query={message} title="Message" noun="message" list={{ label: 'Messages', to: LIST }}>
      {(record) => (
        <section>
          <MessageView message={record} />
        </section>
      )}
    </RecordGate>
  );
}
