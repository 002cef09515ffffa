import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore, type PasswordInfo } from 'shared-api';
import { profileApi } from 'shared-api/back-office';
import { changePasswordFormSchema, PASSWORD_HINT } from 'shared-api/schemas';
import { Card, notify } from 'shared-ui';
import { FormActions, FormGrid, FormTextField, formatDateTime, useAdminForm } from '../../ui';
import { settingsKeys, usePasswordInfo } from './settings-queries';
import styles from './settings-page.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ageText(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days.toLocaleString('en-IN')} days ago`;
}

function PasswordFacts({ info }: { info: PasswordInfo | undefined }) {
  if (!info) return null;
  const others = info.otherActiveSessions;
  return (
    <ul className={styles.facts}>
      <li>
        Last changed on {formatDateTime(info.lastChangedAt)} ({ageText(info.ageDays)}).
      </li>
      <li>
        {others === 0
          ? 'You are not signed in on any other device.'
          : `You are also signed in on ${others} other ${others === 1 ? 'device' : 'devices'}.`}
      </li>
    </ul>
  );
}

/** The signed-in admin's own password (not the company's): current one, new one twice. */
export function ChangePasswordSection() {
  const queryClient = useQueryClient();
  const passwordInfo = usePasswordInfo();
  const email = useAuthStore((state) => state.user?.email);
  const form = useAdminForm({ schema: changePasswordFormSchema, defaultValues: EMPTY });

  const save = form.submitWith(async ({ currentPassword, newPassword }) => {
    const answer = await profileApi.changePassword({ currentPassword, newPassword });
    form.reset(EMPTY);
    void queryClient.invalidateQueries({ queryKey: settingsKeys.password });
    notify.success(answer.message ?? 'Password changed successfully!');
  }, 'Password change failed');

  return (
    <Card as="section" className={styles.panel} aria-labelledby="settings-password-title">
      <h2 id="settings-password-title" className={styles.panelTitle}>
        Your password
      </h2>
      <p className={styles.panelIntro}>
        The password you sign in to the back office with. Changing it signs you out on every other device (a phone or another
        computer); you stay signed in here.
      </p>
      <PasswordFacts info={passwordInfo.data} />
      <form noValidate onSubmit={save}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
        <div className={styles.stack}>
          <FormGrid>
            <FormTextField
              form={form}
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
          </FormGrid>
          <FormGrid>
            <FormTextField
              form={form}
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
            <FormTextField
              form={form}
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
            />
          </FormGrid>
        </div>
        <FormActions formError={form.formError} submitLabel="Change password" submitting={form.formState.isSubmitting} />
      </form>
    </Card>
  );
}
