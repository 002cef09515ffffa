import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
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

/** The add page of a record: header, the form, a toast and the next page once saved. */
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

/** What a master's form is given: the page's props, and a saved record's values when editing. */
export type MasterFormProps<Values, Input> = RecordFormProps<Values> & { initialValues?: Input };

/** A master record's add and edit pages, described once. */
export interface MasterPagesConfig<Values extends Record<string, unknown>, Input, Row extends { id: string }> {
  /** 'billing party': for loading, not-found and delete texts. */
  noun: string;
  list: ListLink;
  /** First element of the resource's query keys. */
  resource: string;
  /** The add page's title and the line under it. */
  add: { title: string; description: ReactNode };
  /** The resource's calls, looked up when made (tests replace them). */
  api: { get: (id: string) => Promise<Envelope<Row>>; remove: (id: string) => Promise<Envelope<unknown>> };
  create: (values: Values) => Promise<Envelope<Row>>;
  /** Given only the fields that changed (saveChanges). */
  update: (id: string, changes: Partial<Values>) => Promise<Envelope<Row>>;
  /** The saved record as the form shows it. */
  formInput: (record: Row) => Input;
  /** The form's schema: what changed is found between its outputs for the saved record and the form. */
  schema: { parse: (input: Input) => Values };
  /** The record's name in titles and the delete question. */
  label: (record: Row) => string;
  /** A line under the edit page's title (GSTIN, owner). */
  description?: (record: Row) => ReactNode;
  /** Buttons beside the edit page's title (a party's invitation to the portal). */
  headerActions?: (record: Row) => ReactNode;
  /** Where to go after saving or deleting; the list by default. */
  next?: (record: Row) => string;
  /** The form, given the saved record when editing. */
  form: (props: MasterFormProps<Values, Input>, record?: Row) => ReactNode;
}

/** The add and edit pages of a master record, from its configuration. */
export function masterPages<Values extends Record<string, unknown>, Input, Row extends { id: string }>(
  config: MasterPagesConfig<Values, Input, Row>,
) {
  function CreatePage() {
    return (
      <MasterCreatePage<Values, Row>
        title={config.add.title}
        description={config.add.description}
        list={config.list}
        resource={config.resource}
        create={config.create}
        next={config.next ?? (() => config.list.to)}
        form={(props) => config.form(props)}
      />
    );
  }

  /** Loads the record, the form with its values, Delete (refused when in use). */
  function EditPage() {
    const { id = '' } = useParams();
    const query = useRecord([config.resource, 'detail', id], async () => (await config.api.get(id)).data);
    return (
      <RecordGate query={query} title={`Edit ${config.noun}`} noun={config.noun} list={config.list}>
        {(record) => <MasterEditor config={config} record={record} />}
      </RecordGate>
    );
  }

  return { CreatePage, EditPage };
}

function MasterEditor<Values extends Record<string, unknown>, Input, Row extends { id: string }>({
  config: { noun, list, resource, api, update, formInput, schema, label, next, description, headerActions, form },
  record,
}: {
  config: MasterPagesConfig<Values, Input, Row>;
  record: Row;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const save = useMutation({
    mutationFn: (values: Values) => saveChanges(record, values, schema.parse(formInput(record)), update),
  });
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
      <PageHeader
        title={`Edit ${name}`}
        breadcrumbs={[list, { label: name }]}
        description={description?.(record)}
        actions={headerActions?.(record)}
      />
      <Card>
        {/* Another record's form starts afresh rather than keeping what was typed. */}
        <Fragment key={record.id}>
          {form(
            {
              initialValues: formInput(record),
              submitLabel: 'Save changes',
              failure: 'The changes could not be saved. Please try again.',
              cancelTo: next ? next(record) : list.to,
              onSubmit,
              actions: (
                <Button variant="danger" className={styles.delete} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
              ),
            },
            record,
          )}
        </Fragment>
      </Card>
      <DeleteRecordDialog
        record={deleting ? record : null}
        resource={resource}
        remove={(id) => api.remove(id)}
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
