import { useQueryClient } from '@tanstack/react-query';
import { type NotificationSettings, type UpdateNotificationSettingsInput } from 'shared-api';
import { profileApi } from 'shared-api/back-office';
import {
  notificationChannels,
  notificationEventLabels,
  notificationEvents,
  updateNotificationSettingsSchema,
  type NotificationChannel,
  type NotificationEvent,
} from 'shared-api/schemas';
import { Card, Loading, notify } from 'shared-ui';
import type { z } from 'zod';
import { FormActions, FormCheckboxField, LoadFailed, useAdminForm } from '../../ui';
import { notificationBellKey, settingsKeys, useNotificationSettings } from './settings-queries';
import styles from './settings-page.module.css';

const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'E-mail', inApp: 'In the app' };

/*
 * What each setting does today. Only the bell reads the settings so far (new quote requests and
 * contact messages, in the app); no notification e-mail is sent yet, and trips, documents and
 * payments have no screens. Saying so keeps staff from waiting for alerts that cannot come.
 */
const IN_EFFECT: Record<NotificationEvent, string> = {
  quoteReceived: 'In the app: the bell shows new requests. E-mails are not sent yet.',
  contactMessage: 'In the app: the bell shows new messages. E-mails are not sent yet.',
  documentExpiry: 'Applies once the trucks, drivers and documents screens are in use.',
  tripStatus: 'Applies once the trips screens are in use.',
  paymentReceived: 'Applies once the payments screens are in use.',
  dailySummary: 'The daily summary is not sent yet; your choice is kept for when it is.',
};

type SettingsOutput = z.output<typeof updateNotificationSettingsSchema>;

/** Only the boxes that differ from the saved settings, so a colleague's other changes are kept. */
function changesFrom(values: SettingsOutput, saved: NotificationSettings): UpdateNotificationSettingsInput {
  const changes: UpdateNotificationSettingsInput = {};
  for (const event of notificationEvents) {
    for (const channel of notificationChannels) {
      const value = values[event]?.[channel];
      if (value !== undefined && value !== saved[event][channel]) changes[event] = { ...changes[event], [channel]: value };
    }
  }
  return changes;
}

function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const queryClient = useQueryClient();
  const form = useAdminForm({ schema: updateNotificationSettingsSchema, defaultValues: settings });

  const save = form.submitWith(async (values) => {
    const changes = changesFrom(values, settings);
    if (Object.keys(changes).length === 0) {
      notify.info('Nothing has changed since the last save.');
      return;
    }
    const answer = await profileApi.updateNotifications(changes);
    queryClient.setQueryData(settingsKeys.notifications, answer.data);
    form.reset(answer.data);
    void queryClient.invalidateQueries({ queryKey: notificationBellKey });
    notify.success(answer.message ?? 'Notification settings saved');
  }, 'The notification settings could not be saved');

  return (
    <form noValidate onSubmit={save}>
      <div className={styles.tableWrap}>
        <table className={styles.matrix}>
          <caption className="ui-visually-hidden">Which events notify the company's staff, and how</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              {notificationChannels.map((channel) => (
                <th key={channel} scope="col" className={styles.matrixChannel}>
                  {CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationEvents.map((event) => (
              <tr key={event}>
                <th scope="row" className={styles.matrixEvent}>
                  <span>{notificationEventLabels[event]}</span>
                  <span className={styles.matrixNote}>{IN_EFFECT[event]}</span>
                </th>
                {notificationChannels.map((channel) => (
                  <td key={channel} className={styles.matrixChannel}>
                    <FormCheckboxField
                      form={form}
                      name={`${event}.${channel}`}
                      className={styles.matrixCheck}
                      label={
                        <span className="ui-visually-hidden">{`${CHANNEL_LABELS[channel]}: ${notificationEventLabels[event]}`}</span>
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormActions formError={form.formError} submitLabel="Save notification settings" submitting={form.formState.isSubmitting} />
    </form>
  );
}

/** Which events reach the staff, by e-mail and in the back office. */
export function NotificationSettingsSection() {
  const settings = useNotificationSettings();
  return (
    <Card as="section" className={styles.panel} aria-labelledby="settings-notifications-title">
      <h2 id="settings-notifications-title" className={styles.panelTitle}>
        Notifications
      </h2>
      <p className={styles.panelIntro}>
        Choose which events reach the staff, by e-mail and in the back office. The settings apply to the whole company.
      </p>
      {settings.isPending && <Loading label="Loading the notification settings…" />}
      {settings.isError && <LoadFailed what="The notification settings" onRetry={() => void settings.refetch()} />}
      {settings.data && <NotificationSettingsForm settings={settings.data} />}
    </Card>
  );
}
