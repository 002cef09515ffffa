import { isStaffRole, type Role } from 'shared-api/schemas';
import type { OutgoingMail } from '../../lib/mailer';

/** Staff reset their password in the back office, customers on the public site. */
export function resetLink(publicUrl: string, role: Role, token: string): string {
  const page = isStaffRole(role) ? '/admin/reset-password' : '/reset-password';
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

/** For text put into an e-mail's HTML (the account e-mails share it). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function resetPasswordEmail(to: { name: string; email: string }, link: string): OutgoingMail {
  const subject = 'Reset your Globe Route Logistics password';
  const text = [
    `Hello ${to.name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Globe Route Logistics account.',
    'Open this link to choose a new password:',
    '',
    link,
    '',
    'The link expires in one hour and can be used once.',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html>
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
    <p>Hello ${escapeHtml(to.name)},</p>
    <p>Someone (hopefully you) asked to reset the password of your Globe Route Logistics account.</p>
    <p><a href="${escapeHtml(link)}">Choose a new password</a></p>
    <p>Or paste this link into your browser:<br>${escapeHtml(link)}</p>
    <p>The link expires in one hour and can be used once.
      If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>
  </body>
</html>
`;
  return { to: to.email, subject, text, html };
}
