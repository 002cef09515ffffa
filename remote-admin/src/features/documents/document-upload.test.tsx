import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Envelope } from 'shared-api';
import { documentsApi } from 'shared-api/back-office';
import type { TripDocument, TripStatus } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import { expectFieldError } from '../masters/form-test-helpers';
import { DocumentUpload } from './document-upload';

const TRIP_ID = '7d1c2f3e-1111-4a2b-8c3d-4e5f6a7b8c9d';

const filed: TripDocument = {
  id: 'd-1',
  tripId: TRIP_ID,
  tripNo: 'T-2526-00042',
  lrNo: 'LR-2526-00042',
  type: 'pod',
  typeLabel: 'POD (proof of delivery)',
  note: 'Signed by the consignee',
  fileName: 'pod.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 2048,
  uploadedBy: 'kavita@example.com',
  uploadedAt: '2026-02-14T10:00:00.000Z',
};

/** The file shown as chosen, ready to upload. */
const chosen = (name: string) => screen.queryByText(name, { selector: 'strong' });

const aFile = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

function renderUpload(status: TripStatus = 'in_transit') {
  const onUploaded = jest.fn();
  renderScreen(<DocumentUpload trip={{ id: TRIP_ID, tripNo: 'T-2526-00042', status }} onUploaded={onUploaded} />);
  return onUploaded;
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('the document upload', () => {
  it('offers a file picker for PDFs and images and a camera for phones', () => {
    renderUpload();
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp');
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
  });

  it('uploads a chosen file with its type and note, showing the progress, then clears the form', async () => {
    let finish: (answer: Envelope<TripDocument>) => void = () => undefined;
    let reportProgress: (fraction: number) => void = () => undefined;
    const upload = jest.spyOn(documentsApi, 'upload').mockImplementation((_input, onProgress) => {
      reportProgress = onProgress ?? reportProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onUploaded = renderUpload('delivered');
    // A delivered trip is waiting for its POD.
    expect(screen.getByLabelText('Type')).toHaveValue('pod');

    const file = aFile('pod.jpg', 'image/jpeg');
    await userEvent.upload(screen.getByLabelText('Choose a file'), file);
    expect(chosen('pod.jpg')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of pod.jpg' })).toHaveAttribute('src', 'blob:chosen');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Signed by the consignee');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(
        { tripId: TRIP_ID, type: 'pod', note: 'Signed by the consignee', file },
        expect.any(Function),
      ),
    );
    act(() => reportProgress(0.4));
    const progress = screen.getByRole('progressbar', { name: 'Uploading pod.jpg' });
    expect(progress).toHaveAttribute('value', '40');
    expect(screen.getByText('40%', { selector: 'span' })).toBeInTheDocument();

    await act(async () => finish({ success: true, data: filed, message: 'POD filed: trip T-2526-00042 is POD received' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(filed));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(chosen('pod.jpg')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');
  });

  it('takes a file dropped on the box', async () => {
    const upload = jest.spyOn(documentsApi, 'upload').mockResolvedValue({ success: true, data: { ...filed, type: 'invoice' } });
    renderUpload();
    const file = aFile('invoice.pdf', 'application/pdf');
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(chosen('invoice.pdf')).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(expect.objectContaining({ type: 'invoice', file }), expect.any(Function)),
    );
  });

  it('refuses a file of the wrong kind or over 10 MB, and asks for a file and its type', async () => {
    const upload = jest.spyOn(documentsApi, 'upload');
    renderUpload();
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [aFile('notes.docx', 'application/msword')] } });
    expect(await screen.findByText('notes.docx is not a PDF, JPEG, PNG or WebP file')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Choose a file'), aFile('scan.pdf', 'application/pdf', 11 * 1024 * 1024));
    expect(await screen.findByText('The file must be at most 10 MB; scan.pdf is 11.0 MB')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await expectFieldError('Type', 'Choose the type of document');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Weighment slip');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file to upload')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the file", async () => {
    const { rejection } = await import('../users/test-fixtures');
    jest
      .spyOn(documentsApi, 'upload')
      .mockRejectedValue(rejection(415, { success: false, message: 'The file is not a PDF, JPEG, PNG or WebP image' }));
    renderUpload();
    await userEvent.upload(screen.getByLabelText('Choose a file'), aFile('lr.pdf', 'application/pdf'));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'LR (lorry receipt)');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is not a PDF, JPEG, PNG or WebP image')).toBeInTheDocument();
    // Nothing chosen is lost: the admin can try again.
    expect(chosen('lr.pdf')).toBeInTheDocument();
  });
});
