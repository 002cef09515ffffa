import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared-api';
import { Alert, Button, Loading } from 'shared-ui';
import { capitalised } from '../format';
import { PageHeader, type Crumb } from '../page-header';
import { isMissingRecord } from './use-record';
import styles from './record-gate.module.css';

export interface RecordGateProps<T> {
  query: UseQueryResult<T>;
  /** Title and trail while loading or when the record cannot be shown, e.g. 'Edit user'. */
  title: string;
  /** The list the record belongs to, e.g. { label: 'Users', to: '/admin/users' }. */
  list: { label: string; to: string };
  /** What the record is, in a sentence: 'user', 'quote request'. */
  noun: string;
  children: (record: T) => ReactNode;
}

/**
 * Loading, not found and failed states of a detail or edit screen, the same on every screen; the
 * record reaches `children` only once it is there. A failed background refresh keeps it on screen.
 */
export function RecordGate<T>({ query, title, list, noun, children }: RecordGateProps<T>) {
  if (query.isSuccess || (query.data !== undefined && !isMissingRecord(query.error))) return <>{children(query.data as T)}</>;

  const missing = query.isError && isMissingRecord(query.error);
  const heading = missing ? `${capitalised(noun)} not found` : title;
  const trail: Crumb[] = [list, { label: missing ? 'Not found' : title }];
  return (
    <section>
      <PageHeader title={heading} breadcrumbs={trail} />
      {query.isPending ? (
        <Loading label={`Loading the ${noun}…`} minHeight={240} />
      ) : (
        <div className={styles.state}>
          {missing ? (
            <Alert tone="info">This {noun} does not exist. It may have been deleted, or the link is wrong.</Alert>
          ) : (
            <>
              <Alert tone="error">
                {errorMessage(query.error, `The ${noun} could not be loaded. Check your connection and try again.`)}
              </Alert>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </>
          )}
          <Link to={list.to}>Back to {list.label.toLowerCase()}</Link>
        </div>
      )}
    </section>
  );
}
