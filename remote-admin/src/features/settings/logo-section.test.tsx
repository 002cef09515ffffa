import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyProfileDetails, type Envelope, type UploadProgress } from 'shared-api';
import { profileApi } from 'shared-api/back-office';
import { PROFILE, rejection, renderSettings } from './settings-test-data';

const NEW_LOGO = '/api/company/logo/logo-0123456789abcdef.png';

// jsdom has no object URLs; these stand in for the browser's.
let previews = 0;
const revoked: string[] = [];
beforeEach(() => {
  previews = 0;
  revoked.length = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(previews += 1)}`);
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});
afterEach(() => jest.restoreAllMocks());

function image(name: string, type: string, size = 2048): File {
  const file = new File(['logo'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function logoSection() {
  return within(await screen.findByRole('region', { name: 'Logo' }));
}

// The picker's accept list would silently drop a wrong type; a real user can still pick "All files".
const user = () => userEvent.setup({ applyAccept: false });

describe('Logo section', () => {
  it('shows the current logo, or says the website shows initials while there is none', async () => {
    renderSettings();
    const section = await logoSection();
    expect(section.getByText(/No logo yet/)).toBeInTheDocument();
  });

  it('shows the logo in use', async () => {
    renderSettings({ profile: { ...PROFILE, logoUrl: '/api/company/logo/logo-aaaaaaaaaaaaaaaa.png' } });
    const section = await logoSection();
    expect(section.getByRole('img', { name: 'Current logo of Globe Route Logistics' })).toHaveAttribute(
      'src',
      '/api/company/logo/logo-aaaaaaaaaaaaaaaa.png',
    );
  });

  it('refuses a file over 2 MB before uploading, and says why', async () => {
    renderSettings();
    const upload = jest.spyOn(profileApi, 'uploadLogo');
    const section = await logoSection();
    await user().upload(section.getByLabelText('Choose a new logo'), image('huge.png', 'image/png', 3 * 1024 * 1024));

    expect(section.getByRole('alert')).toHaveTextContent('The logo must be at most 2 MB; “huge.png” is 3.0 MB.');
    expect(section.getByLabelText('Choose a new logo')).toHaveAttribute('aria-invalid', 'true');
    expect(section.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before uploading', async () => {
    renderSettings();
    const upload = jest.spyOn(profileApi, 'uploadLogo');
    const section = await logoSection();
    await user().upload(section.getByLabelText('Choose a new logo'), image('banner.gif', 'image/gif'));

    expect(section.getByRole('alert')).toHaveTextContent(
      'The logo must be a PNG, JPEG, WebP or SVG image; “banner.gif” is not one',
    );
    expect(section.queryByRole('img', { name: 'Preview of the chosen logo' })).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('previews the chosen file, shows the upload progress, then the new logo', async () => {
    const { spies, queryClient } = renderSettings();
    queryClient.setQueryData(['company'], { name: PROFILE.name, logoUrl: null });
    let report: UploadProgress = () => undefined;
    let finish: (answer: Envelope<CompanyProfileDetails>) => void = () => undefined;
    const upload = jest.spyOn(profileApi, 'uploadLogo').mockImplementation((_file, onProgress) => {
      report = onProgress ?? report;
      return new Promise((resolve) => (finish = resolve));
    });
    const section = await logoSection();
    const file = image('new-logo.png', 'image/png', 150 * 1024);
    await user().upload(section.getByLabelText('Choose a new logo'), file);

    expect(section.getByRole('img', { name: 'Preview of the chosen logo' })).toHaveAttribute('src', 'blob:preview-1');
    expect(section.getByText('New logo, not uploaded yet: new-logo.png (150 KB)')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Upload logo' }));
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));

    const bar = section.getByRole('progressbar', { name: 'Uploading the logo' });
    expect(section.getAllByText('Starting…').length).toBeGreaterThan(0);
    act(() => report(0.4));
    expect(bar).toHaveAttribute('value', '40');
    expect(section.getByText('40%', { selector: 'span' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    act(() => report(1));
    act(() => finish({ success: true, data: { ...PROFILE, logoUrl: NEW_LOGO }, message: 'Logo uploaded successfully' }));

    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Logo uploaded successfully'));
    expect(section.getByRole('img', { name: 'Current logo of Globe Route Logistics' })).toHaveAttribute('src', NEW_LOGO);
    expect(section.queryByRole('img', { name: 'Preview of the chosen logo' })).not.toBeInTheDocument();
    expect(section.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(revoked).toContain('blob:preview-1');
    expect(queryClient.getQueryState(['company'])?.isInvalidated).toBe(true);
  });

  it("shows the server's reason when it refuses the file, and keeps the choice to try again", async () => {
    renderSettings();
    jest
      .spyOn(profileApi, 'uploadLogo')
      .mockRejectedValue(
        rejection(415, { success: false, message: 'This SVG contains scripts or external references and cannot be used' }),
      );
    const section = await logoSection();
    await user().upload(section.getByLabelText('Choose a new logo'), image('logo.svg', 'image/svg+xml'));
    await userEvent.click(section.getByRole('button', { name: 'Upload logo' }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'This SVG contains scripts or external references and cannot be used',
    );
    expect(section.getByRole('button', { name: 'Upload logo' })).toBeEnabled();
    expect(section.getByText(/No logo yet/)).toBeInTheDocument();
  });

  it('forgets the chosen file on Cancel', async () => {
    renderSettings();
    const section = await logoSection();
    await user().upload(section.getByLabelText('Choose a new logo'), image('logo.webp', 'image/webp'));
    await userEvent.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('img', { name: 'Preview of the chosen logo' })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);
  });
});
