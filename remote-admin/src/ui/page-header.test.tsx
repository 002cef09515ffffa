import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../test-utils';
import { PageHeader } from './page-header';
import { StatCard, StatGrid } from './stat-card';
import { ChartCard } from './charts/chart-card';

describe('PageHeader', () => {
  it('shows the trail from the dashboard, the title, and names the browser tab', () => {
    renderScreen(
      <PageHeader
        title="Edit user"
        breadcrumbs={[{ label: 'Users', to: '/admin/users' }, { label: 'Edit user' }]}
        actions={<button type="button">Delete</button>}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('DashboardUsersEdit user');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByText('Edit user', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(document.title).toContain('Edit user · Back office');
  });
});

describe('StatCard', () => {
  it('groups figures the Indian way and links to the screen behind them', () => {
    renderScreen(
      <StatGrid label="Users">
        <StatCard label="All users" value={125000} hint="3 added this week" to="/admin/users" />
        <StatCard label="Administrators" value={4} />
      </StatGrid>,
    );
    expect(screen.getByRole('list', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All users\s*1,25,000\s*3 added this week/ })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(screen.getByText('Administrators').nextSibling).toHaveTextContent('4');
  });
});

describe('ChartCard', () => {
  it('gives screen readers the figures as a table', async () => {
    // async act lets the lazily loaded chart settle inside it.
    await act(async () => {
      renderScreen(
        <ChartCard
          title="Quotes by status"
          kind="bar"
          categoryLabel="Status"
          valueLabel="Quotes"
          data={[
            { label: 'New', value: 4 },
            { label: 'Won', value: 2 },
          ]}
        />,
      );
    });
    const table = screen.getByRole('table', { name: 'Quotes by status' });
    expect(table).toHaveTextContent('StatusQuotesNew4Won2');
    expect(screen.getByRole('figure', { name: 'Quotes by status' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Drawing the chart…')).not.toBeInTheDocument());
  });
});
