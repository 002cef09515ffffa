import { Link } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import { buttonClass, Card, Loading, ScriptNotice, usePageMeta, useHydrated } from 'shared-ui';
import { PageHero, Section, kitStyles } from '../features/page-kit';
import { MyQuotes } from '../features/portal/my-quotes';
import { MyShipments } from '../features/portal/my-shipments';
import styles from '../features/portal/portal.module.css';
import { TrackByNumber } from '../features/portal/track-by-number';

const BENEFITS = [
  { title: 'Every quote in one place', text: 'See each request you send, its status and our price as soon as it is ready.' },
  { title: 'Faster requests', text: 'Your name, e-mail and phone are filled in for you on the quote and support forms.' },
  { title: 'Track shipments', text: 'Follow any shipment by its tracking number, from pickup to proof of delivery.' },
];

function SignedOut() {
  return (
    <>
      <Section title="Sign in to see your quotes and shipments">
        <p className={kitStyles.sectionIntro}>
          The customer portal is for businesses that ship with us. Log in, or open a free account in a minute.
        </p>
        <div className={styles.welcome}>
          <div className={styles.buttons}>
            <Link className={buttonClass({ variant: 'primary' })} to="/login">
              Log in
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} to="/signup">
              Create an account
            </Link>
          </div>
        </div>
      </Section>
      <Section title="What you get" soft>
        <ul className={kitStyles.grid}>
          {BENEFITS.map((benefit) => (
            <Card as="li" key={benefit.title}>
              <h3 className={kitStyles.cardTitle}>{benefit.title}</h3>
              <p className={kitStyles.cardText}>{benefit.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Only need to track a shipment?">
        <TrackByNumber />
      </Section>
    </>
  );
}

export default function CustomerPortalPage() {
  usePageMeta('Customer portal', 'Your quote requests and shipments with Globe Route Logistics, in one place.');
  // Prerendered as its frame: who the visitor is is known in the browser only, after hydration.
  const hydrated = useHydrated();
  const storedUser = useAuthStore((state) => state.user);
  const checking = useAuthStore((state) => state.isLoading);
  const user = hydrated ? storedUser : null;
  const isLoading = !hydrated || checking;

  return (
    <>
      <PageHero
        crumbs={[{ label: 'Support' }, { label: 'Customer portal' }]}
        title="Customer portal"
        lead={user ? `Welcome back, ${user.name}.` : 'Your quotes and shipments with us, in one place.'}
        actions={
          user && (
            <Link className={buttonClass({ variant: 'accent' })} to="/quote">
              Request a new quote
            </Link>
          )
        }
      />
      {isLoading ? (
        <>
          <ScriptNotice>
            The customer portal needs JavaScript, which is turned off in your browser. Please turn it on to see your quotes and
            shipments.
          </ScriptNotice>
          <Loading minHeight="30vh" label="Checking your sign-in…" />
        </>
      ) : user ? (
        <>
          <Section title="Your quote requests">
            <MyQuotes userId={user.id} />
          </Section>
          <Section title="Your shipments" soft>
            <MyShipments userId={user.id} />
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
      ) : (
        <SignedOut />
      )}
    </>
  );
}
