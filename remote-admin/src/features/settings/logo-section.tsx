import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessage, type CompanyProfileDetails } from 'shared-api';
import { profileApi } from 'shared-api/back-office';
import { Alert, Button, Card, notify } from 'shared-ui';
import { formatFileSize, LOGO_ACCEPT, logoFileProblem } from './logo-file';
import { useStoreCompanyDetails } from './settings-queries';
import styles from './settings-page.module.css';

/** The company logo: the one in use, a preview of the chosen file, and the upload with its progress. */
export function LogoSection({ profile }: { profile: CompanyProfileDetails }) {
  const storeDetails = useStoreCompanyDetails();
  const inputId = useId();
  const progressId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  // null until the browser reports the first bytes sent: the bar is indeterminate meanwhile.
  const [progress, setProgress] = useState<number | null>(null);

  // An object URL keeps the file's bytes in memory until it is revoked.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(undefined);
    };
  }, [file]);

  const upload = useMutation({
    mutationFn: (chosen: File) => profileApi.uploadLogo(chosen, setProgress),
    onMutate: () => setProgress(null),
    onSuccess: (answer) => {
      storeDetails(answer.data);
      clearChoice();
      notify.success(answer.message ?? 'Logo uploaded successfully');
    },
  });

  function clearChoice() {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function cancel() {
    upload.reset();
    setProblem(undefined);
    clearChoice();
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    upload.reset();
    const next = event.target.files?.[0];
    if (!next) {
      setProblem(undefined);
      setFile(null);
      return;
    }
    const refused = logoFileProblem(next);
    setProblem(refused);
    if (refused) clearChoice();
    else setFile(next);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (file && !upload.isPending) upload.mutate(file);
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;

  return (
    <Card as="section" className={styles.panel} aria-labelledby="settings-logo-title">
      <h2 id="settings-logo-title" className={styles.panelTitle}>
        Logo
      </h2>
      <p className={styles.panelIntro}>
        The website shows the logo at the top left of every page. A square image of at least 80 × 80 pixels looks best.
      </p>
      <div className={styles.logoRow}>
        <figure className={styles.logoFigure}>
          {profile.logoUrl ? (
            <img className={styles.logoImage} src={profile.logoUrl} alt={`Current logo of ${profile.name}`} />
          ) : (
            <p className={styles.logoEmpty}>No logo yet: the website shows the company&apos;s initials instead.</p>
          )}
          <figcaption className={styles.logoCaption}>Current logo</figcaption>
        </figure>
        {file && previewUrl && (
          <figure className={styles.logoFigure}>
            <img className={styles.logoImage} src={previewUrl} alt="Preview of the chosen logo" />
            <figcaption className={styles.logoCaption}>
              New logo, not uploaded yet: {file.name} ({formatFileSize(file.size)})
            </figcaption>
          </figure>
        )}
      </div>

      <form noValidate onSubmit={send} className={styles.logoForm}>
        <div className={styles.fileField}>
          <label htmlFor={inputId} className={styles.fileLabel}>
            Choose a new logo
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            name="logo"
            accept={LOGO_ACCEPT}
            className={styles.fileInput}
            onChange={choose}
            disabled={upload.isPending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[hintId, problem && problemId].filter(Boolean).join(' ')}
          />
          <span id={hintId} className={styles.hint}>
            PNG, JPEG, WebP or SVG, at most 2 MB. An SVG is converted to PNG; SVG files with scripts or links to other sites are
            refused.
          </span>
          {problem && (
            <span id={problemId} className={styles.fieldError} role="alert">
              {problem}
            </span>
          )}
        </div>

        {upload.isPending && (
          <div className={styles.progress}>
            <label htmlFor={progressId}>Uploading the logo</label>
            <progress id={progressId} max={100} value={percent ?? undefined} className={styles.progressBar}>
              {percent === null ? 'Starting…' : `${percent}%`}
            </progress>
            <span aria-hidden="true" className={styles.progressValue}>
              {percent === null ? 'Starting…' : `${percent}%`}
            </span>
          </div>
        )}

        {upload.isError && (
          <Alert tone="error">{errorMessage(upload.error, 'The logo could not be uploaded. Please try again.')}</Alert>
        )}

        {file && (
          <div className={styles.actions}>
            <Button type="submit" busy={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Upload logo'}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={upload.isPending}>
              Cancel
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
