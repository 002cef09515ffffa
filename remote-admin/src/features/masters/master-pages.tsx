import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Envelope } from 'shared-api';
import { Button, Card, notify } from 'shared-ui';
import { DeleteRecordDialog, PageHeader, RecordGate, useRecord, type RecordFormProps } from '../../ui';
import styles from './master-pages.module.css';

interface ListLink {
  label: string;
  to: string;
}

export interface MasterCreatePageProps<Values, Row> {
  title: string;
  description: ReactNode;
  list: ListLink;
  /** First element of the resource's query keys. */
  resource: string;
  create: (values: Values) => Promise<Envelope<Row>>;
  /** Where to go after saving (the new record's page, or the list). */
  next: (record: Row) => string;
  form: (props: RecordFormProps<Values>) => ReactNode;
}

/** The add page of a master record: header, the form, a toast and the next page once saved. */
export function MasterCreatePage<Values, Row>({
  title,
  description,
  list,
  resource,
  create,
  next,
  form,
}: MasterCreatePageProps<Values, Row>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: create });
  const onSubmit = async (values: Values) => {
    const answer = await save.mutateAsync(values);
    notify.success(answer.message ?? `${title}: saved`);
    void queryClient.invalidateQueries({ queryKey: [resource] });
    navigate(next(answer.data));
  };
  return (
    <section>
      <PageHeader title={title} breadcrumbs={[list, { label: title }]} description={description} />
      <Card>
        {form({ submitLabel: 'Save', failure: 'It could not be saved. Please try again.', cancelTo: list.to, onSubmit })}
      </Card>
    </section>
  );
}

export interface MasterEditPageProps<Values, Row extends { id: string }> {
  /** 'billing party': for loading, not-found and delete texts. */
  noun: string;
  list: ListLink;
  resource: string;
  get: (id: string) => Promise<Envelope<Row>>;
  update: (record: Row, values: Values) => Promise<Envelope<Row>>;
  remove: (id: string) => Promise<Envelope<unknown>>;
  /** The record's name in titles and the delete question. */
  label: (record: Row) => string;
  /** Where to go after saving or deleting; the list by default. */
  next?: (record: Row) => string;
  /** A line under the title (GSTIN, owner). */
  description?: (record: Row) => ReactNode;
  form: (record: Row, props: RecordFormProps<Values>) => ReactNode;
}

/** The edit page of a master record: loads it, the form with its values, Delete (refused when in use). */
export function MasterEditPage<Values, Row extends { id: string }>(props: MasterEditPageProps<Values, Row>) {
  const { id = '' } = useParams();
  const query = useRecord([props.resource, 'detail', id], async () => (await props.get(id)).data);
  return (
    <RecordGate query={query} title={`Edit ${props.noun}`} noun={props.noun} list={props.list}>
      {(record) => <MasterEditor {...props} record={record} />}
    </RecordGate>
  );
}

function MasterEditor<Values, Row extends { id: string }>({
  noun,
  list,
  resource,
  update,
  remove,
  label,
  next,
  description,
  form,
  record,
}: MasterEditPageProps<Values, Row> & { record: Row }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const save = useMutation({ mutationFn: (values: Values) => update(record, values) });
  const name = label(record);

  const onSubmit = async (values: Values) => {
    const answer = await save.mutateAsync(values);
    queryClient.setQueryData([resource, 'detail', record.id], answer.data);
    void queryClient.invalidateQueries({ queryKey: [resource], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
    notify.success(answer.message ?? `${name} saved`);
    navigate(next ? next(answer.data) : list.to);
  };

  return (
    <section>
      <PageHeader title={`Edit ${name}`} breadcrumbs={[list, { label: name }]} description={description?.(record)} />
      <Card>
        {form(record, {
          submitLabel: 'Save changes',
          failure: 'The changes could not be saved. Please try again.',
          cancelTo: next ? next(record) : list.to,
          onSubmit,
          actions: (
            <Button variant="danger" className={styles.delete} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          ),
        })}
      </Card>
      <DeleteRecordDialog
        record={deleting ? record : null}
        resource={resource}
        remove={remove}
        title={`Delete ${name}?`}
        confirmLabel="Delete"
        deleted={`${name} deleted`}
        failure={`The ${noun} could not be deleted. Please try again.`}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(list.to)}
      >
        <p>
          {name} is removed from the {list.label.toLowerCase()}. A {noun} that trips, bills or payments use cannot be deleted:
          mark it inactive instead.
        </p>
      </DeleteRecordDialog>
    </section>
  );
}

/**
 * Only the fields that changed, so saving one field never overwrites another admin's change to a
 * different one. Values are compared as the schema outputs them.
 */
export function changedValues<T extends Record<string, unknown>>(values: T, initial: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (JSON.stringify(values[key] ?? null) !== JSON.stringify(initial[key] ?? null)) changed[key] = values[key];
  }
  return changed;
}

/** Sends only what changed; with no change there is nothing to send and the record stays as it is. */
export async function saveChanges<Row extends { id: string }, T extends Record<string, unknown>>(
  record: Row,
  values: T,
  initial: T,
  send: (id: string, changes: Partial<T>) => Promise<Envelope<Row>>,
): Promise<Envelope<Row>> {
  const changes = changedValues(values, initial);
  if (Object.keys(changes).length === 0) return { success: true, data: record, message: 'Nothing was changed' };
  return send(record.id, changes);
}
