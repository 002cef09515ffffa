import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { updateCompanyProfileSchema, updateNotificationSettingsSchema } from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { AppError, badRequest } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { contentChanged } from '../../prerender/content-changed';
import type { LogoExtension } from '../company/logo-store';
import { SvgRenderError, svgToPng } from '../company/svg-to-png';
import { checkLogo, type LogoFormat } from './logo-content';
import { LOGO_MESSAGES, logoUploadLimits, readLogoUpload } from './logo-upload';
import type { ProfileService } from './service';

/** The back office's Profile/Settings screen: every route is admin-only, checked on each call. */
export const profileRoutes: FastifyPluginAsync<{ profile: ProfileService }> = async (instance, { profile }) => {
  // Registered here, not on the app: only this plugin's routes accept multipart bodies.
  await instance.register(multipart, { limits: logoUploadLimits });

  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['Profile'];

  app.get('/', { schema: { summary: 'Company profile with staff-only details', tags } }, async () => ({
    success: true,
    data: await profile.get(),
  }));

  app.put(
    '/',
    {
      schema: { summary: 'Update company details (any subset; socials merge)', tags, body: updateCompanyProfileSchema },
    },
    async (request) => {
      const data = await profile.update(actorOf(request), request.body);
      contentChanged(); // the public pages show the company's contacts
      return { success: true, data, message: 'Profile updated successfully!' };
    },
  );

  app.post(
    '/upload-logo',
    {
      schema: {
        summary:
          'Upload the company logo (multipart field `logo`: PNG, JPEG, WebP or SVG, at most 2 MB; an SVG is stored and served as the PNG it renders to)',
        tags,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const content = await readLogoUpload(request);
      const check = checkLogo(content);
      if (!check.ok) throw new AppError(415, check.reason === 'type' ? LOGO_MESSAGES.wrongType : LOGO_MESSAGES.unsafeSvg);
      const logo = await storedForm(content, check.format);
      const data = await profile.replaceLogo(actorOf(request), logo.content, logo.extension);
      contentChanged();
      return { success: true, data, message: 'Logo uploaded successfully' };
    },
  );

  app.get(
    '/notifications',
    { schema: { summary: 'Notification settings (defaults for events never saved)', tags } },
    async () => ({ success: true, data: await profile.notifications() }),
  );

  app.put(
    '/notifications',
    {
      schema: {
        summary: 'Update notification settings (any subset of events and channels)',
        tags,
        body: updateNotificationSettingsSchema,
      },
    },
    async (request) => {
      const data = await profile.updateNotifications(actorOf(request), request.body);
      return { success: true, data, message: 'Notification settings saved' };
    },
  );
};

/** What is stored for an accepted upload: PNG, JPEG and WebP as they are, an SVG as the PNG it renders to. */
async function storedForm(content: Buffer, format: LogoFormat): Promise<{ content: Buffer; extension: LogoExtension }> {
  if (format !== 'svg') return { content, extension: format };
  try {
    return { content: await svgToPng(content), extension: 'png' };
  } catch (error) {
    if (error instanceof SvgRenderError) {
      throw badRequest(error.reason === 'too-complex' ? LOGO_MESSAGES.svgTooComplex : LOGO_MESSAGES.unrenderableSvg);
    }
    throw error;
  }
}
