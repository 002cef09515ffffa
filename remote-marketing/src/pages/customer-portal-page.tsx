import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { tokenStorage, useAuthStore } from 'shared-api';
import { buttonClass, Card, Loading, usePageMeta, useHydrated } from 'shared-ui';
import { PageHero, Section, kitStyles } from '../features/page-kit';
import styles from '../features/portal/portal.module.css';
import { TrackByNumber } from '../features/portal/track-by-number';

const loadSignedInPortal = () => import(/* webpackChunkName: "portal-signed-in" */ '../features/portal/signed-in-portal');
const SignedInPortal = lazy(loadSignedInPortal);

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
  // Who the visitor is is known in the browser only. Until the page is live it holds both parts, each
  // marked for the visitors it is for (shared-api/session-marker): a signed-out visitor reads and uses
  // theirs at once, a signed-in one sees the check. Once live, the state decides; the parts keep their
  // places, so nothing typed into the signed-out part is lost.
  const hydrated = useHydrated();
  const storedUser = useAuthStore((state) => state.user);
  const checking = useAuthStore((state) => state.isLoading);
  const user = hydrated ? storedUser : null;
  // Without a stored token there is nothing to check: the visitor is signed out.
  const mayBeSignedIn = checking && tokenStorage.get() !== null;
  const signedOut = !hydrated || (!user && !mayBeSignedIn);
  const waiting = !hydrated || (!user && mayBeSignedIn);
  // A visitor who may be signed in gets the portal's own chunk while the sign-in is checked.
  useEffect(() => {
    if (mayBeSignedIn) void loadSignedInPortal().catch(() => undefined);
  }, [mayBeSignedIn]);

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
      <div data-signed-out-only={hydrated ? undefined : ''}>{signedOut && <SignedOut />}</div>
      <div data-signed-in-only={hydrated ? undefined : ''}>
        {waiting && <Loading minHeight="30vh" label="Checking your sign-in…" />}
        {user && (
          <Suspense fallback={<Loading minHeight="30vh" label="Opening your portal…" />}>
            <SignedInPortal userId={user.id} />
          </Suspense>
        )}
      </div>
    </>
  );
}
