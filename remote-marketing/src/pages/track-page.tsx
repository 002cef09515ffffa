import { usePageMeta } from 'shared-ui';
import { CtaBand, FeatureGrid, PageHero, Section } from '../features/page-kit';
import { TrackingLookup } from '../features/tracking/tracking-lookup';

const WHERE_TO_FIND = [
  {
    title: 'Booking confirmation',
    text: 'The e-mail we send when a shipment is booked gives its tracking number at the top.',
  },
  {
    title: 'Lorry receipt or air waybill',
    text: 'For road and air shipments the number is printed beside the LR or AWB number.',
  },
  {
    title: 'Customer portal',
    text: 'Signed-in customers see every shipment, with a tracking link, in the customer portal.',
  },
];

export default function TrackPage() {
  usePageMeta(
    'Track your shipment',
    'Track a Globe Route Logistics shipment by its tracking number: live status, current location, estimated delivery and every scan.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Track shipment' }]}
        title="Track your shipment"
        lead="Enter your tracking number to see where your goods are, when they should arrive and every scan on the way."
      />
      <Section title="Find your shipment" titleHidden>
        <TrackingLookup />
      </Section>
      <Section title="Where to find the number" soft>
        <FeatureGrid items={WHERE_TO_FIND} />
      </Section>
      <CtaBand
        title="Shipping something new?"
        text="Tell us what, where and when, and we reply with a price within one business day."
        to="/quote"
        action="Get a Quote"
      />
    </>
  );
}
