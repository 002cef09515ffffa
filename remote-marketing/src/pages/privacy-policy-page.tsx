import { usePageMeta } from 'shared-ui';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { LegalPage } from '../features/legal/legal-page';

export default function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy policy',
    'How Globe Route Logistics collects, uses, shares and protects personal data, and how to exercise your rights.',
  );
  return <LegalPage document={PRIVACY_POLICY} />;
}
