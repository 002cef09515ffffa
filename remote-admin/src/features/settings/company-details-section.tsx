import { type CompanyProfileDetails, type UpdateCompanyProfileInput } from 'shared-api';
import { profileApi } from 'shared-api/back-office';
import { updateCompanyProfileSchema, type CompanySocials } from 'shared-api/schemas';
import { Card, notify } from 'shared-ui';
import type { z } from 'zod';
import { FormActions, FormGrid, FormSection, FormTextAreaField, FormTextField, useAdminForm } from '../../ui';
import { useStoreCompanyDetails } from './settings-queries';
import styles from './settings-page.module.css';

type DetailsValues = z.input<typeof updateCompanyProfileSchema>;
type DetailsOutput = z.output<typeof updateCompanyProfileSchema>;

const SOCIALS: { key: keyof CompanySocials; label: string; example: string }[] = [
  { key: 'facebook', label: 'Facebook page', example: 'https://www.facebook.com/yourcompany' },
  { key: 'twitter', label: 'X (Twitter) profile', example: 'https://x.com/yourcompany' },
  { key: 'linkedin', label: 'LinkedIn page', example: 'https://www.linkedin.com/company/yourcompany' },
  { key: 'instagram', label: 'Instagram profile', example: 'https://www.instagram.com/yourcompany' },
];

const SCALARS = ['name', 'email', 'phone', 'address', 'gstin'] as const;

function formValues(profile: CompanyProfileDetails): DetailsValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    gstin: profile.gstin,
    socials: {
      facebook: profile.socials.facebook ?? '',
      twitter: profile.socials.twitter ?? '',
      linkedin: profile.socials.linkedin ?? '',
      instagram: profile.socials.instagram ?? '',
    },
  };
}

/**
 * Only what differs from the saved profile (after the schema's trimming and upper-casing) is sent:
 * the server merges, so two admins changing different fields at the same time keep both changes.
 */
function changesFrom(values: DetailsOutput, saved: CompanyProfileDetails): UpdateCompanyProfileInput {
  const changes: UpdateCompanyProfileInput = {};
  for (const key of SCALARS) {
    const value = values[key];
    if (value !== undefined && value !== saved[key]) changes[key] = value;
  }
  const socials: Partial<CompanySocials> = {};
  for (const { key } of SOCIALS) {
    const value = values.socials?.[key];
    if (value !== undefined && value !== (saved.socials[key] ?? '')) socials[key] = value;
  }
  if (Object.keys(socials).length > 0) changes.socials = socials;
  return changes;
}

/** Name, contacts, GSTIN and social links: what the public site shows in its header and footer. */
export function CompanyDetailsSection({ profile }: { profile: CompanyProfileDetails }) {
  const storeDetails = useStoreCompanyDetails();
  const form = useAdminForm({ schema: updateCompanyProfileSchema, defaultValues: formValues(profile) });

  const save = form.submitWith(async (values) => {
    const changes = changesFrom(values, profile);
    if (Object.keys(changes).length === 0) {
      notify.info('Nothing has changed since the last save.');
      return;
    }
    const answer = await profileApi.update(changes);
    storeDetails(answer.data);
    form.reset(formValues(answer.data));
    notify.success(answer.message ?? 'Profile updated successfully!');
  }, 'Profile update failed');

  return (
    <Card as="section" className={styles.panel} aria-labelledby="settings-company-title">
      <h2 id="settings-company-title" className={styles.panelTitle}>
        Company profile
      </h2>
      <p className={styles.panelIntro}>
        The public website shows the name, e-mail, phone and address in its header and footer, and the social links as icons.
        Changes appear there as soon as you save.
      </p>
      <form noValidate onSubmit={save}>
        <FormSection title="Company details">
          <FormGrid>
            <FormTextField form={form} name="name" label="Company name" autoComplete="organization" />
            <FormTextField
              form={form}
              name="gstin"
              label="GSTIN"
              className={styles.gstin}
              maxLength={15}
              autoCapitalize="characters"
              spellCheck={false}
              hint="15 characters, e.g. 27AAPFU0939F1ZV. Shown to staff only; leave blank if not registered."
            />
            <FormTextField form={form} name="email" label="Contact e-mail" type="email" autoComplete="email" />
            <FormTextField
              form={form}
              name="phone"
              label="Contact phone"
              type="tel"
              autoComplete="tel"
              hint="With the STD or country code, e.g. +91 22 4000 1234."
            />
            <FormTextAreaField
              form={form}
              name="address"
              label="Address"
              rows={3}
              autoComplete="street-address"
              className={styles.wide}
            />
          </FormGrid>
        </FormSection>
        <FormSection
          title="Social links"
          description="A full web address starting with https://. Leave a link blank to hide its icon."
        >
          <FormGrid>
            {SOCIALS.map(({ key, label, example }) => (
              <FormTextField
                key={key}
                form={form}
                name={`socials.${key}`}
                label={label}
                type="url"
                inputMode="url"
                placeholder={example}
              />
            ))}
          </FormGrid>
        </FormSection>
        <FormActions formError={form.formError} submitLabel="Save company profile" submitting={form.formState.isSubmitting} />
      </form>
    </Card>
  );
}
