import { z } from 'zod';
import { emailField } from './fields';

/** POST /newsletter: the footer's sign-up box. */
export const newsletterSchema = z.object({ email: emailField });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
