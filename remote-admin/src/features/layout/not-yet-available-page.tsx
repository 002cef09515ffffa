import { Link } from 'react-router-dom';
import { Alert } from 'shared-ui';
import { PageHeader } from '../../ui';

/** An honest answer for a spec route whose screen is not built yet: no fake data, no dead form. */
export function NotYetAvailablePage({ what }: { what: string }) {
  return (
    <section>
      <PageHeader title={what} breadcrumbs={[{ label: what }]} />
      <Alert tone="info">
        The {what.toLowerCase()} screen is not yet available in the back office. It comes with the operations work that is next.
      </Alert>
      <p>
        <Link to="/admin/dashboard">Back to the dashboard</Link>
      </p>
    </section>
  );
}
