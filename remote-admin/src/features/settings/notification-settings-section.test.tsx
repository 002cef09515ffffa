import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileApi } from 'shared-api/back-office';
import { defaultNotificationSettings } from 'shared-api/schemas';
import { rejection, renderSettings } from './settings-test-data';

afterEach(() => jest.restoreAllMocks());

async function notificationsSection() {
  const region = within(await screen.findByRole('region', { name: 'Notifications' }));
  await region.findByRole('table');
  return region;
}

describe('Notification settings section', () => {
  it('shows every event against both channels, ticked as saved, and says which ones apply today', async () => {
    renderSettings({ notifications: { ...defaultNotificationSettings, quoteReceived: { email: false, inApp: true } } });
    const section = await notificationsSection();

    expect(section.getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    expect(section.getByRole('columnheader', { name: 'In the app' })).toBeInTheDocument();
    expect(section.getAllByRole('row')).toHaveLength(7);
    expect(section.getByRole('checkbox', { name: 'E-mail: A quote request arrives' })).not.toBeChecked();
    expect(section.getByRole('checkbox', { name: 'In the app: A quote request arrives' })).toBeChecked();
    expect(section.getByRole('checkbox', { name: 'E-mail: A trip changes status' })).not.toBeChecked();
    expect(section.getByRole('checkbox', { name: 'In the app: Daily summary' })).not.toBeChecked();

    const tripRow = within(section.getByRole('rowheader', { name: /A trip changes status/ }));
    expect(tripRow.getByText('Applies once the trips screens are in use.')).toBeInTheDocument();
  });

  it('saves only the boxes that changed, shows the saved settings and toasts', async () => {
    const { spies, queryClient } = renderSettings();
    queryClient.setQueryData(['admin', 'notifications'], { unread: 0, items: [] });
    const saved = {
      ...defaultNotificationSettings,
      tripStatus: { email: true, inApp: true },
      dailySummary: { email: false, inApp: true },
    };
    const update = jest
      .spyOn(profileApi, 'updateNotifications')
      .mockResolvedValue({ success: true, data: saved, message: 'Notification settings saved' });
    const section = await notificationsSection();

    await userEvent.click(section.getByRole('checkbox', { name: 'E-mail: A trip changes status' }));
    await userEvent.click(section.getByRole('checkbox', { name: 'In the app: Daily summary' }));
    await userEvent.click(section.getByRole('button', { name: 'Save notification settings' }));

    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Notification settings saved'));
    expect(update).toHaveBeenCalledWith({ tripStatus: { email: true }, dailySummary: { inApp: true } });
    expect(section.getByRole('checkbox', { name: 'E-mail: A trip changes status' })).toBeChecked();
    expect(section.getByRole('checkbox', { name: 'In the app: Daily summary' })).toBeChecked();
    // The bell lists only events whose in-app box is on, so it asks again.
    expect(queryClient.getQueryState(['admin', 'notifications'])?.isInvalidated).toBe(true);
  });

  it('keeps the ticks and says so when saving fails', async () => {
    renderSettings();
    jest
      .spyOn(profileApi, 'updateNotifications')
      .mockRejectedValue(rejection(500, { success: false, message: 'Something went wrong on our side' }));
    const section = await notificationsSection();
    await userEvent.click(section.getByRole('checkbox', { name: 'E-mail: A payment is received' }));
    await userEvent.click(section.getByRole('button', { name: 'Save notification settings' }));

    expect(await section.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(section.getByRole('checkbox', { name: 'E-mail: A payment is received' })).toBeChecked();
  });
});
