import { Link } from 'react-router-dom';
import type { LedgerAccountKind } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';

/** Where an account's statement is: /admin/ledgers/party/<id>. */
export const ledgerPath = (kind: LedgerAccountKind, id: string) => `/admin/ledgers/${kind}/${encodeURIComponent(id)}`;

/** "Ledger" beside a party, owner, driver or bank: its statement. `name` tells screen readers whose. */
export function LedgerLink({
  kind,
  id,
  name,
  size = 'small',
}: {
  kind: LedgerAccountKind;
  id: string;
  name: string;
  size?: 'small' | 'normal';
}) {
  return (
    <Link to={ledgerPath(kind, id)} className={buttonClass({ variant: 'secondary', size })} aria-label={`Ledger of ${name}`}>
      Ledger
    </Link>
  );
}
