import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { renderScreen } from '../../test-utils';
import { RecordGate } from './record-gate';
import { useRecord } from './use-record';

function rejection(status: number) {
  const error = new HTTPError(new Response('{}', { status }), new Request('http://test/api/trucks/1'), {} as never);
  return Object.assign(error, { data: { success: false, message: status === 404 ? 'Truck not found' : 'Server error' } });
}

function TruckScreen({ fetch }: { fetch: () => Promise<{ number: string }> }) {
  const truck = useRecord(['trucks', 'detail', '1'], fetch);
  return (
    <RecordGate query={truck} title="Truck" noun="truck" list={{ label: 'Trucks', to: '/admin/trucks' }}>
      {(record) => <h1>Truck {record.number}</h1>}
    </RecordGate>
  );
}

describe('RecordGate', () => {
  it('shows the record once it has loaded', async () => {
    renderScreen(<TruckScreen fetch={() => Promise.resolve({ number: 'MH 04 AB 1234' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the truck…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Truck MH 04 AB 1234' })).toBeInTheDocument();
  });

  it('says a missing record is not found, without asking again', async () => {
    const fetch = jest.fn().mockRejectedValue(rejection(404));
    renderScreen(<TruckScreen fetch={fetch} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Truck not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to trucks' })).toHaveAttribute('href', '/admin/trucks');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for any other failure and tries again on request", async () => {
    const fetch = jest.fn().mockRejectedValueOnce(rejection(500)).mockResolvedValue({ number: 'KA 01 C 9' });
    renderScreen(<TruckScreen fetch={fetch} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Truck KA 01 C 9' })).toBeInTheDocument();
  });
});
