import { Link } from 'react-router-dom';
import { kitStyles, Section } from '../page-kit';
import { EmailConfirmation } from './email-confirmation';
import { MyQuotes } from './my-quotes';
import { MyShipments } from './my-shipments';
import { TrackByNumber } from './track-by-number';

/**
 * A signed-in customer's portal: their quotes and shipments. A chunk of its own (with the status labels
 * of the schemas), so the portal's page is live for a signed-out visitor without it.
 */
export default function SignedInPortal({ userId }: { userId: string }) {
  return (
    <>
      <EmailConfirmation />
      <Section title="Your quote requests">
        <MyQuotes userId={userId} />
      </Section>
      <Section title="Your shipments" soft>
        <MyShipments userId={userId} />
      </Section>
      <Section title="Track any shipment by number">
        <p className={kitStyles.sectionIntro}>
          Enter the tracking number from your booking confirmation or lorry receipt to see where a shipment is.
        </p>
        <TrackByNumber />
      </Section>
      <Section title="Need help?">
        <p>
          <Link to="/support/contact-support">Contact support</Link> (24/7) ·{' '}
          <Link to="/support/documentation">Shipping documents</Link> · <Link to="/support/help-center">Help center</Link>
        </p>
      </Section>
    </>
  );
}
