import { usePageMeta } from 'shared-ui';
import { TERMS_AND_CONDITIONS } from '../content/terms-and-conditions';
import { LegalPage } from '../features/legal/legal-page';

export default function TermsPage() {
  usePageMeta(
    'Terms and conditions',
    'The trading conditions under which Globe Route Logistics quotes, carries, stores and clears goods, and the terms of use of this website.',
  );
  return <LegalPage document={TERMS_AND_CONDITIONS} />;
}
