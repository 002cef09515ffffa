import { screen, waitFor } from '@testing-library/react';
import { renderSettings } from './settings-test-data';

afterEach(() => jest.restoreAllMocks());

describe('Profile and settings page', () => {
  it('shows its four parts, each under its own heading, with links to jump to them', async () => {
    renderSettings();
    await waitFor(() => expect(document.title).toMatch(/^Profile and settings · Back office/));
    for (const name of ['Company profile', 'Logo', 'Notifications', 'Your password']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const jump = screen.getByRole('navigation', { name: 'Parts of this page' });
    expect(jump.querySelectorAll('a')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Logo' })).toHaveAttribute('href', '#settings-logo');
    expect(document.getElementById('settings-logo')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Logo' }));
  });
});
