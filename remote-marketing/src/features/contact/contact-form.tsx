import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { messagesApi, useAuthStore, type ContactMessage, type CreateMessageInput } from 'shared-api';
import { messageTopicLabels, messageTopics, type MessageKind, type MessageTopic } from 'shared-api/schemas';
import { Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import styles from '../forms/form-layout.module.css';
import { FormSubmit, SentNotice } from '../forms/form-parts';
import { useSchemaForm } from '../forms/use-schema-form';

interface ContactValues extends Record<string, string | boolean> {
  kind: MessageKind;
  topic: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  regarding: string;
  subject: string;
  message: string;
}

/** Validation arrives after the page is live (zod is a third of the page's script; see useSchemaForm). */
const loadMessageSchema = () =>
  import(/* webpackChunkName: "form-schemas" */ 'shared-api/schemas').then((schemas) => schemas.createMessageSchema);

const topicOptions = messageTopics.map((value) => ({ value, label: messageTopicLabels[value] }));

export interface ContactFormProps {
  kind: MessageKind;
  /** Pre-selected topic, e.g. 'shipment' on the support page. */
  topic?: MessageTopic;
  /** Pre-filled reference, e.g. a tracking number from a link. */
  regarding?: string;
}

/** One form for /contact and /support/contact-support; the message lands in the back-office inbox. */
export function ContactForm({ kind, topic, regarding }: ContactFormProps) {
  const user = useAuthStore((state) => state.user);
  const [sent, setSent] = useState<ContactMessage>();
  const initial = useMemo<ContactValues>(
    () => ({
      kind,
      topic: topic ?? '',
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      company: '',
      regarding: regarding ?? '',
      subject: '',
      message: '',
    }),
    [kind, topic, regarding, user],
  );
  const form = useSchemaForm({
    schema: loadMessageSchema,
    initial,
    // The schema has just accepted these values, so they are what the call expects.
    send: (payload) => messagesApi.send(payload as CreateMessageInput),
    failureMessage: 'We could not send your message. Please try again.',
    onSent: (response) => setSent(response.data),
  });

  if (sent) {
    return (
      <SentNotice title="Message sent">
        <p>
          Thank you, {sent.name}. Your message reference is{' '}
          <span className={styles.reference} data-testid="message-reference">
            {sent.reference}
          </span>
        </p>
        <p>
          We reply to <strong>{sent.email}</strong> within one business day
          {kind === 'support' ? '; for a shipment that cannot wait, call the 24/7 line above.' : '.'}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset();
              setSent(undefined);
            }}
          >
            Send another message
          </Button>
        </div>
      </SentNotice>
    );
  }

  return (
    <form {...form.props} className={styles.form} noValidate aria-label={kind === 'support' ? 'Contact support' : 'Contact us'}>
      <p className={styles.note}>Fields marked * are required.</p>
      <div className={styles.fieldset} style={{ borderTop: 0, paddingTop: 0 }}>
        <TextField label="Name *" autoComplete="name" {...form.field('name')} />
        <TextField label="E-mail *" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        <TextField label="Company" autoComplete="organization" {...form.field('company')} />
        <SelectField label="Topic *" options={topicOptions} placeholder="Choose a topic" {...form.field('topic')} />
        <TextField
          label={kind === 'support' ? 'Tracking number or reference' : 'Reference (if any)'}
          hint="Tracking number, quote or invoice number"
          autoComplete="off"
          {...form.field('regarding')}
        />
        <TextField label="Subject *" className={styles.wide} {...form.field('subject')} />
        <TextAreaField label="Message *" rows={6} className={styles.wide} {...form.field('message')} />
      </div>
      <FormSubmit error={form.formError} busy={form.busy} label="Send message" />
      <p className={styles.note}>
        We use your details only to answer you (<Link to="/privacy-policy">privacy policy</Link>).
      </p>
    </form>
  );
}
