import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type DownloadedFile } from 'shared-api';
import type { SheetFormat } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import { ImportDialog, type ImportApi } from './import-dialog';
import { saveFile } from './save-file';
import styles from './sheet-actions.module.css';

export interface SheetActionsProps {
  /** The list as it is filtered now, as a file (the list's own query: search, filters, sort). */
  exportFile: (format: SheetFormat) => Promise<DownloadedFile>;
  /** Given when the records can be imported. */
  importer?: { api: ImportApi; plural: string; resource: string };
}

/** A list's spreadsheet buttons: export what it shows as Excel or CSV, and import from a file. */
export function SheetActions({ exportFile, importer }: SheetActionsProps) {
  const [importing, setImporting] = useState(false);
  const download = useMutation({
    mutationFn: exportFile,
    onSuccess: saveFile,
    onError: (error) => notify.error(errorMessage(error, 'The export failed. Please try again.')),
  });
  const exporting = download.isPending ? download.variables : undefined;

  return (
    <div className={styles.group} role="group" aria-label="Spreadsheets">
      <Button variant="secondary" size="small" busy={exporting === 'xlsx'} onClick={() => download.mutate('xlsx')}>
        Export Excel
      </Button>
      <Button variant="secondary" size="small" busy={exporting === 'csv'} onClick={() => download.mutate('csv')}>
        Export CSV
      </Button>
      {importer && (
        <>
          <Button variant="secondary" size="small" onClick={() => setImporting(true)}>
            Import
          </Button>
          <ImportDialog
            open={importing}
            plural={importer.plural}
            resource={importer.resource}
            api={importer.api}
            onClose={() => setImporting(false)}
          />
        </>
      )}
    </div>
  );
}
