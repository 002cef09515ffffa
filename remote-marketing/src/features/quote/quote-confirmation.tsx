import { Link } from 'react-router-dom';
import type { Quote } from 'shared-api';
import { quoteLoadTypeLabels, quoteServiceLabels } from 'shared-api/schemas';
import { Button, buttonClass } from 'shared-ui';
import { SentNotice } from '../forms/form-parts';
import styles from '../forms/form-layout.module.css';

/** What the visitor sees once the request is stored: its reference and what happens next. */
export function QuoteConfirmation({ quote, signedIn, onAnother }: { quote: Quote; signedIn: boolean; onAnother: () => void }) {
  return (
    <SentNotice title="Thank you – your request is in">
      <p>
        Your reference is{' '}
        <span className={styles.reference} data-testid="quote-reference">
          {quote.reference}
        </span>
      </p>
      <p>
        {quoteServiceLabels[quote.service]} · {quoteLoadTypeLabels[quote.loadType]} from <strong>{quote.origin}</strong> to{' '}
        <strong>{quote.destination}</strong>, ready{' '}
        {new Date(`${quote.readyDate}T00:00:00`).toLocaleDateString('en-IN', { dateStyle: 'medium' })}.
      </p>
      <p>
        A pricing specialist will reply to <strong>{quote.email}</strong> within one business day. Quote the reference if you call
        us.
      </p>
      <div className={styles.actions}>
        {signedIn ? (
          <Link className={buttonClass({ variant: 'primary' })} to="/support/customer-portal">
            See it in your customer portal
          </Link>
        ) : (
          <Link className={buttonClass({ variant: 'primary' })} to="/signup">
            Create an account to follow it
          </Link>
        )}
        <Button variant="secondary" onClick={onAnother}>
          Request another quote
        </Button>
      </div>
    </SentNotice>
  );
}
