import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared-api';
import { sessionsApi } from 'shared-api/back-office';
import { gstRegimeLabels, gstRegimes, type GstRegime } from 'shared-api/money';
import {
  createSessionSchema,
  financialYearOf,
  indianToday,
  sessionNameFor,
  type CreateSessionInput,
  type FinancialSession,
  type UpdateSessionInput,
} from 'shared-api/schemas';
import { Button, Card, notify } from 'shared-ui';
import {
  ConfirmDialog,
  DataTable,
  DeleteRecordDialog,
  formatDate,
  FormActions,
  FormSelectField,
  FormTextField,
  ListToolbar,
  PageHeader,
  StatusBadge,
  useAdminForm,
  useResourceList,
  type DataColumn,
  type ListFilter,
} from '../../ui';
import styles from './sessions.module.css';

type SessionFilter = 'status';
const FILTERS: ListFilter<SessionFilter>[] = [
  {
    name: 'status',
    label: 'Status',
    allLabel: 'Open and closed',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
    ],
  },
];

const REGIME_OPTIONS = gstRegimes.map((value) => ({ value, label: gstRegimeLabels[value] }));

/** Every screen that shows the working session or lists sessions reads these keys. */
export const SESSION_KEYS = { all: ['sessions'] as const, working: ['sessions', 'working'] as const };

function AddSessionForm() {
  const queryClient = useQueryClient();
  const form = useAdminForm({
    schema: createSessionSchema,
    defaultValues: { name: sessionNameFor(financialYearOf(indianToday()) + 1), gstRegime: 'reverse-charge' },
  });
  const save = async (values: CreateSessionInput) => {
    const answer = await sessionsApi.create(values);
    notify.success(answer.message ?? `Session ${values.name} added`);
    void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.all });
    form.reset({
      name: sessionNameFor((Number(values.name.slice(0, 4)) || financialYearOf(indianToday())) + 1),
      gstRegime: values.gstRegime,
    });
  };
  return (
    <Card className={styles.add}>
      <form
        noValidate
        onSubmit={form.submitWith(save, 'The session could not be added. Please try again.')}
        className={styles.addForm}
      >
        <FormTextField
          form={form}
          name="name"
          label="New session (financial year)"
          autoComplete="off"
          hint="Like 2027-28: 1 April 2027 to 31 March 2028"
        />
        <FormSelectField
          form={form}
          name="gstRegime"
          label="GST on freight bills"
          options={REGIME_OPTIONS}
          hint="The company's choice for the year. It cannot change once the year has a bill."
        />
        <FormActions formError={form.formError} submitLabel="Add session" submitting={form.formState.isSubmitting} />
      </form>
    </Card>
  );
}

export default function SessionsPage() {
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<FinancialSession | null>(null);
  const [toClose, setToClose] = useState<FinancialSession | null>(null);
  const list = useResourceList<FinancialSession, SessionFilter>({
    resource: 'sessions',
    fetch: (query) => sessionsApi.list(query),
    defaultSort: '-startsOn',
    filters: ['status'],
  });

  const change = useMutation({
    mutationFn: ({ session, input }: { session: FinancialSession; input: UpdateSessionInput }) =>
      sessionsApi.update(session.id, input),
    onSuccess: (answer) => {
      notify.success(answer.message ?? 'Session updated');
      setToClose(null);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.all });
    },
    onError: (error) => {
      if (!toClose) notify.error(errorMessage(error, 'The session could not be changed. Please try again.'));
    },
  });

  const columns = useMemo<DataColumn<FinancialSession>[]>(
    () => [
      {
        id: 'name',
        header: 'Session',
        sortable: true,
        cell: (session) => (
          <span className={styles.name}>
            {session.name}
            {session.active && <StatusBadge tone="info">Active</StatusBadge>}
          </span>
        ),
      },
      { id: 'startsOn', header: 'From', sortable: true, cell: (session) => formatDate(session.startsOn) },
      { id: 'endsOn', header: 'To', cell: (session) => formatDate(session.endsOn) },
      {
        id: 'gstRegime',
        header: 'GST on freight bills',
        hideOnPhone: true,
        cell: (session) => (
          // A bare select: the column's header names it for the eye, aria-label for a screen reader.
          <select
            aria-label={`GST on freight bills of ${session.name}`}
            className={styles.regime}
            value={session.gstRegime}
            disabled={session.status === 'closed' || change.isPending}
            onChange={(event) => change.mutate({ session, input: { gstRegime: event.target.value as GstRegime } })}
          >
            {REGIME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (session) =>
          session.status === 'open' ? (
            <StatusBadge tone="success">Open</StatusBadge>
          ) : (
            <StatusBadge>Closed (read-only)</StatusBadge>
          ),
      },
    ],
    [change],
  );

  return (
    <section>
      <PageHeader
        title="Session management"
        breadcrumbs={[{ label: 'Sessions' }]}
        description="A session is a financial year, 1 April to 31 March. New trips, expenses and payments go into the active session; a closed session is read-only. Each year says how its freight bills carry GST."
      />
      <AddSessionForm />
      <ListToolbar list={list} searchLabel="Search sessions" searchPlaceholder="Like 2025" filters={FILTERS} />
      <DataTable
        caption="Sessions"
        noun="sessions"
        columns={columns}
        list={list}
        rowId={(session) => session.id}
        rowActions={(session) => (
          <>
            {!session.active && session.status === 'open' && (
              <Button
                size="small"
                variant="secondary"
                aria-label={`Make ${session.name} the active session`}
                busy={change.isPending && change.variables?.session.id === session.id}
                onClick={() => change.mutate({ session, input: { active: true } })}
              >
                Make active
              </Button>
            )}
            {session.status === 'open' && !session.active && (
              <Button size="small" variant="secondary" aria-label={`Close ${session.name}`} onClick={() => setToClose(session)}>
                Close
              </Button>
            )}
            {session.status === 'closed' && (
              <Button
                size="small"
                variant="secondary"
                aria-label={`Reopen ${session.name}`}
                onClick={() => change.mutate({ session, input: { status: 'open' } })}
              >
                Reopen
              </Button>
            )}
            {!session.active && (
              <Button size="small" variant="danger" aria-label={`Delete ${session.name}`} onClick={() => setToDelete(session)}>
                Delete
              </Button>
            )}
          </>
        )}
        empty="No sessions match this search."
      />
      <ConfirmDialog
        open={toClose !== null}
        title={`Close session ${toClose?.name ?? ''}?`}
        confirmLabel="Close session"
        tone="primary"
        busy={change.isPending}
        error={change.isError && toClose ? errorMessage(change.error, 'The session could not be closed.') : undefined}
        onConfirm={() => toClose && change.mutate({ session: toClose, input: { status: 'closed' } })}
        onCancel={() => {
          change.reset();
          setToClose(null);
        }}
      >
        <p>Its trips, expenses and payments become read-only. You can reopen it later.</p>
      </ConfirmDialog>
      <DeleteRecordDialog
        record={toDelete}
        resource="sessions"
        remove={sessionsApi.remove}
        title={`Delete session ${toDelete?.name ?? ''}?`}
        confirmLabel="Delete session"
        deleted="Session deleted"
        failure="The session could not be deleted. Please try again."
        onClose={() => setToDelete(null)}
      >
        <p>Only a session with no trips, expenses or payments can be deleted.</p>
      </DeleteRecordDialog>
    </section>
  );
}
