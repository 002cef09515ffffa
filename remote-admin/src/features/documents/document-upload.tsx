import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { documentsApi } from 'shared-api/back-office';
import { documentTypeLabels, documentTypes, documentUploadFieldsSchema, type Trip, type TripDocument } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import { z } from 'zod';
import { FormActions, FormGrid, FormSelectField, FormTextField, useAdminForm } from '../../ui';
import { DOCUMENT_ACCEPT, fileProblem, sizeText } from './document-files';
import styles from './documents.module.css';

const TYPE_OPTIONS = documentTypes.map((type) => ({ value: type, label: documentTypeLabels[type] }));
const CAMERA_ACCEPT = 'image/jpeg,image/png,image/webp';
// The API's rules for the note; the type asked for in words rather than as the list of its codes.
const uploadFieldsSchema = z.object({
  type: z.enum(documentTypes, { error: 'Choose the type of document' }),
  note: documentUploadFieldsSchema.shape.note,
});

/** A thumbnail of a chosen photo before it is sent. */
function ChosenImage({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img src={url} alt={`Preview of ${file.name}`} className={styles.thumbnail} /> : null;
}

export interface DocumentUploadProps {
  trip: Pick<Trip, 'id' | 'tripNo' | 'status'>;
  onUploaded: (document: TripDocument) => void;
}

/**
 * Files a document with a trip: dropped on the box, picked from the device, or photographed with a
 * phone's camera; then its type and a note, and the upload with its progress. A POD moves a
 * delivered trip to POD received.
 */
export function DocumentUpload({ trip, onUploaded }: DocumentUploadProps) {
  const titleId = useId();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const form = useAdminForm({
    schema: uploadFieldsSchema,
    defaultValues: trip.status === 'delivered' ? { type: 'pod', note: '' } : { note: '' },
  });
  const upload = useMutation({
    mutationFn: (input: { file: File; type: TripDocument['type']; note: string | null | undefined }) =>
      documentsApi.upload({ tripId: trip.id, type: input.type, note: input.note ?? undefined, file: input.file }, setProgress),
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = fileProblem(chosen);
    setFileError(problem ?? undefined);
    setFile(problem ? null : chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = form.submitWith(async ({ type, note }) => {
    if (!file) {
      setFileError('Choose a file to upload');
      return;
    }
    setProgress(0);
    const answer = await upload.mutateAsync({ file, type, note });
    notify.success(answer.message ?? `${file.name} filed with trip ${trip.tripNo}`);
    setFile(null);
    form.reset();
    onUploaded(answer.data);
  }, 'The document could not be uploaded. Please try again.');

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={submit} className={styles.upload} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.uploadTitle}>
        Add a document
      </h3>
      <div
        className={[styles.dropZone, dragging && styles.dragging, fileError && styles.dropZoneInvalid].filter(Boolean).join(' ')}
        data-testid="drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className={styles.dropText}>Drop a PDF or a photo here, or</p>
        <div className={styles.pickers}>
          <label className={styles.picker}>
            Choose a file
            <input
              type="file"
              className="ui-visually-hidden"
              accept={DOCUMENT_ACCEPT}
              disabled={busy}
              aria-describedby={fileError ? fileErrorId : undefined}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <label className={styles.picker}>
            Take a photo
            <input
              type="file"
              className="ui-visually-hidden"
              accept={CAMERA_ACCEPT}
              capture="environment"
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <p className={styles.hint}>PDF, JPEG, PNG or WebP, up to 10 MB.</p>
      </div>
      {fileError && (
        <p id={fileErrorId} className={styles.fieldError} role="alert">
          {fileError}
        </p>
      )}
      {file && (
        <div className={styles.chosen}>
          {file.type.startsWith('image/') && <ChosenImage file={file} />}
          <p>
            Chosen: <strong>{file.name}</strong> ({sizeText(file.size)})
          </p>
          <Button variant="ghost" size="small" onClick={() => setFile(null)} disabled={busy}>
            Remove<span className="ui-visually-hidden"> {file.name}</span>
          </Button>
        </div>
      )}
      <FormGrid>
        <FormSelectField
          form={form}
          name="type"
          label="Type"
          placeholder="Choose the type"
          options={TYPE_OPTIONS}
          hint={trip.status === 'delivered' ? 'A POD marks the trip POD received' : undefined}
        />
        <FormTextField form={form} name="note" label="Note (optional)" autoComplete="off" />
      </FormGrid>
      {busy && (
        <div className={styles.progress}>
          <label htmlFor={`${titleId}-progress`}>Uploading {file?.name}</label>
          <progress id={`${titleId}-progress`} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      )}
      <FormActions formError={form.formError} submitLabel="Upload" submitting={busy} />
    </form>
  );
}
