import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileApi } from 'shared-api/back-office';
import { PROFILE, rejection, renderSettings } from './settings-test-data';

afterEach(() => jest.restoreAllMocks());

async function companySection() {
  return within(await screen.findByRole('region', { name: 'Company profile' }));
}

describe('Company profile section', () => {
  it('loads the profile and shows it in the form, with what the website does with it', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile and settings' })).toBeInTheDocument();
    expect(screen.getByText('Loading the company profile…')).toBeInTheDocument();

    const section = await companySection();
    expect(section.getByLabelText('Company name')).toHaveValue('Globe Route Logistics');
    expect(section.getByLabelText('Contact e-mail')).toHaveValue('info@globeroute.example');
    expect(section.getByLabelText('Contact phone')).toHaveValue('+91 22 4000 1234');
    expect(section.getByLabelText('Address')).toHaveValue('12 Dock Road, Mumbai 400001');
    expect(section.getByLabelText('GSTIN')).toHaveValue('');
    expect(section.getByLabelText('Facebook page')).toHaveValue('https://www.facebook.com/globeroute');
    expect(section.getByLabelText('Instagram profile')).toHaveValue('');
    expect(section.getByText(/shows the name, e-mail, phone and address in its header and footer/)).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded, and loads it again on request', async () => {
    const { spies } = renderSettings({ profile: new TypeError('Failed to fetch') });
    expect(
      await screen.findByText('The company profile could not be loaded. Check the connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Globe Route Logistics');
    expect(spies.get).toHaveBeenCalledTimes(2);
  });

  it('refuses a GSTIN whose check character is wrong, with the rule parties are held to, and sends nothing', async () => {
    renderSettings();
    const update = jest.spyOn(profileApi, 'update');
    const section = await companySection();
    await userEvent.type(section.getByLabelText('GSTIN'), '27AAPFU0939F1ZW');
    await userEvent.click(section.getByRole('button', { name: 'Save company profile' }));

    expect(await section.findByText('GSTIN check character is wrong — please check the number')).toBeInTheDocument();
    expect(section.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('saves only what changed, shows the saved values, toasts and refreshes the site header', async () => {
    const { spies, queryClient } = renderSettings();
    queryClient.setQueryData(['company'], { name: 'Globe Route Logistics' });
    const saved = {
      ...PROFILE,
      name: 'Globe Route Freight',
      gstin: '27AAPFU0939F1ZV',
      socials: { ...PROFILE.socials, twitter: 'https://x.com/globe' },
    };
    const update = jest
      .spyOn(profileApi, 'update')
      .mockResolvedValue({ success: true, data: saved, message: 'Profile updated successfully!' });
    const section = await companySection();

    await userEvent.clear(section.getByLabelText('Company name'));
    await userEvent.type(section.getByLabelText('Company name'), '  Globe Route Freight ');
    await userEvent.type(section.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await userEvent.type(section.getByLabelText('X (Twitter) profile'), 'https://x.com/globe');
    await userEvent.click(section.getByRole('button', { name: 'Save company profile' }));

    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(update).toHaveBeenCalledWith({
      name: 'Globe Route Freight',
      gstin: '27AAPFU0939F1ZV',
      socials: { twitter: 'https://x.com/globe' },
    });
    expect(section.getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    expect(section.getByLabelText('Company name')).toHaveValue('Globe Route Freight');
    expect(queryClient.getQueryState(['company'])?.isInvalidated).toBe(true);
  });

  it('sends nothing when nothing has changed', async () => {
    const { spies } = renderSettings();
    const update = jest.spyOn(profileApi, 'update');
    const section = await companySection();
    await userEvent.click(section.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(spies.info).toHaveBeenCalledWith('Nothing has changed since the last save.'));
    expect(update).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields, nested social links included", async () => {
    renderSettings();
    jest.spyOn(profileApi, 'update').mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Invalid input',
        errors: { email: 'Enter a valid e-mail address', 'socials.facebook': 'Enter a full web address, e.g. https://…' },
      }),
    );
    const section = await companySection();
    await userEvent.clear(section.getByLabelText('Contact e-mail'));
    await userEvent.type(section.getByLabelText('Contact e-mail'), 'office@globeroute.example');
    await userEvent.click(section.getByRole('button', { name: 'Save company profile' }));

    expect(await section.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(section.getByLabelText('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(section.getByLabelText('Facebook page')).toHaveAttribute('aria-invalid', 'true');
    expect(section.getByText('Enter a full web address, e.g. https://…')).toBeInTheDocument();
    expect(section.queryByText('Invalid input')).not.toBeInTheDocument();
  });

  it("shows 'Profile update failed' when the server says nothing more, and its message when it does", async () => {
    renderSettings();
    jest
      .spyOn(profileApi, 'update')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(rejection(403, { success: false, message: 'Admin access required' }));
    const section = await companySection();
    await userEvent.type(section.getByLabelText('Instagram profile'), 'https://www.instagram.com/globe');

    await userEvent.click(section.getByRole('button', { name: 'Save company profile' }));
    expect(await section.findByText('Profile update failed')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Save company profile' }));
    expect(await section.findByText('Admin access required')).toBeInTheDocument();
    expect(section.getByLabelText('Instagram profile')).toHaveValue('https://www.instagram.com/globe');
  });
});
