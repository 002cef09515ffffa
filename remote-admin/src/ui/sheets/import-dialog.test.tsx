import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResult, ImportRow } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import { ImportDialog, type ImportApi } from './import-dialog';

const columns = [
  { key: 'name', header: 'Name' },
  { key: 'gstin', header: 'GSTIN' },
];

function rowsWithErrors(total: number, bad: Record<number, Record<string, string>>): ImportRow[] {
  return Array.from({ length: total }, (_, index) => {
    const line = index + 2;
    return { line, cells: { name: `Party ${line}`, gstin: '' }, errors: bad[line] ?? {} };
  });
}

const BAD = {
  7: { gstin: 'GSTIN check character is wrong' },
  22: { name: 'Name is required' },
  35: { gstin: 'A billing party with the GSTIN 27AAPFU0939F1ZV already exists' },
};

function preview(): ImportResult {
  return { columns, ignoredHeaders: ['Remarks'], total: 50, valid: 47, invalid: 3, rows: rowsWithErrors(50, BAD) };
}

function setup(api: Partial<ImportApi> = {}) {
  const full: ImportApi = {
    importTemplate: jest.fn(),
    importFile: jest.fn(async (_file, mode) =>
      mode === 'preview'
        ? { success: true, data: preview() }
        : {
            success: true,
            data: { ...preview(), imported: 47, rows: preview().rows.filter((row) => Object.keys(row.errors).length > 0) },
            message: '47 billing parties imported; 3 rows with errors skipped',
          },
    ),
    ...api,
  };
  const onClose = jest.fn();
  renderScreen(<ImportDialog open plural="billing parties" resource="billing-parties" api={full} onClose={onClose} />);
  return { api: full, onClose };
}

const file = () =>
  new File(['xlsx bytes'], 'parties.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('the import dialog', () => {
  it('previews the file: names exactly the rows with errors and what is wrong in each cell, writing nothing', async () => {
    const { api } = setup();
    await userEvent.upload(screen.getByLabelText('Spreadsheet to import'), file());
    expect(await screen.findByText(/47 of 50 rows/)).toBeInTheDocument();
    expect(screen.getByText(/3 rows have errors and will be skipped/)).toBeInTheDocument();
    expect(screen.getByText(/Not imported \(no such column in the template\): Remarks/)).toBeInTheDocument();
    expect(api.importFile).toHaveBeenCalledTimes(1);
    expect(api.importFile).toHaveBeenCalledWith(expect.any(File), 'preview', expect.any(Function));

    // Rows with errors are shown first: exactly the three.
    const table = screen.getByRole('table');
    const shown = within(table).getAllByRole('row').slice(1);
    expect(shown.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['7', '22', '35']);
    expect(within(screen.getByTestId('import-row-7')).getByText('GSTIN check character is wrong')).toBeInTheDocument();
    expect(within(screen.getByTestId('import-row-22')).getByText('Name is required')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All rows (50)' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
  });

  it('imports the valid rows and says what happened, listing the rows skipped', async () => {
    const { api } = setup();
    await userEvent.upload(screen.getByLabelText('Spreadsheet to import'), file());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 47 rows' }));
    expect(await screen.findByText('47 billing parties imported; 3 rows with errors skipped')).toBeInTheDocument();
    expect(api.importFile).toHaveBeenLastCalledWith(expect.any(File), 'commit', expect.any(Function));
    expect(screen.getByText('The rows skipped, with what was wrong:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('says when the file could not be checked and offers no import', async () => {
    setup({
      importFile: jest.fn(async () => {
        throw new Error('offline');
      }),
    });
    await userEvent.upload(screen.getByLabelText('Spreadsheet to import'), file());
    expect(await screen.findByText('The file could not be checked. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
