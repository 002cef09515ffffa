import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tripsApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { TripShareButton } from './trip-share-button';

afterEach(() => jest.restoreAllMocks());

describe('sharing a consignment with its customer', () => {
  it('makes a signed link, says who sees what and until when, and offers it to copy', async () => {
    const url = 'https://globeroute.example/track?number=GR7K3M9QXD-4&key=abc.def';
    jest.spyOn(tripsApi, 'shareLink').mockResolvedValue({ success: true, data: { url, expiresAt: '2026-12-17T10:00:00.000Z' } });
    renderScreen(<TripShareButton trip={{ id: 't-1', trackingNumber: 'GR7K3M9QXD-4' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share tracking link' }));
    expect(await screen.findByRole('dialog', { name: 'Tracking link for GR7K3M9QXD-4' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link')).toHaveValue(url);
    expect(screen.getByText(/sees the consignment in full — consignee and lorry included — until/)).toBeInTheDocument();
    expect(tripsApi.shareLink).toHaveBeenCalledWith('t-1');
  });
});
