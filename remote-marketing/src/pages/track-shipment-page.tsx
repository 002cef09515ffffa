import { usePageMeta } from 'shared-ui';
import { CtaBand, FeatureGrid, PageHero, Section } from '../features/page-kit';
import { TrackingLookup } from '../features/tracking/tracking-lookup';

const WHEN_SOMETHING_IS_WRONG = [
  {
    title: 'Contact support',
    text: 'A delay, a damaged parcel or a missed delivery: our support desk answers 24/7.',
  },
  {
    title: 'Help center',
    text: 'Answers on delivery times, address changes, customs holds and claims.',
  },
  {
    title: 'Shipping documents',
    text: 'Held at customs? Check which documents your shipment needs and what to look for.',
  },
];

const LINKS: Record<string, string> = {
  'Contact support': '/support/contact-support',
  'Help center': '/support/help-center',
  'Shipping documents': '/support/documentation',
};

export default function TrackShipmentPage() {
  usePageMeta(
    'Track a shipment – Support',
    'Check the status of a shipment with our support tools: current location, estimated delivery, scan history and help if something is wrong.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Support' }, { label: 'Track shipment' }]}
        eyebrow="Support"
        title="Track a shipment"
        lead="Check a shipment's status before you call us: the latest scan and the estimated delivery are usually the answer. If something looks wrong, we are here 24/7."
      />
      <Section title="Shipment status" titleHidden>
        <TrackingLookup />
      </Section>
      <Section title="Something wrong with a delivery?" soft>
        <FeatureGrid items={WHEN_SOMETHING_IS_WRONG} linkOf={(item) => LINKS[item.title] ?? '/support/contact-support'} />
      </Section>
      <CtaBand
        title="Talk to a person"
        text="Our support team is available 24/7 for shipments on the move."
        to="/support/contact-support"
        action="Contact support"
      />
    </>
  );
}
