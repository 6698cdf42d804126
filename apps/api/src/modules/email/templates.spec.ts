import { escapeHtml } from '../../common/html';
import { confirmationEmail } from './templates';
import {
  hashConfirmationToken,
  looksLikeConfirmationToken,
  newConfirmationToken,
} from '../../common/confirmation-token';

describe('e-mail templates', () => {
  it('escapes HTML in interpolated values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('renders the confirmation message in Portuguese, text and HTML, with the link', () => {
    const link = 'https://app.example/confirm-email?token=abc&x="<y>"';
    const mail = confirmationEmail(link, 24);
    expect(mail.subject).toBe('Confirme seu e-mail no Catálogo');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('24 horas');
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).not.toContain('"<y>"');
  });
});

describe('confirmation tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const { token, tokenHash } = newConfirmationToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(looksLikeConfirmationToken(token)).toBe(true);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashConfirmationToken(token)).toBe(tokenHash);
    expect(newConfirmationToken().token).not.toBe(token);
  });

  it('rejects other shapes', () => {
    expect(looksLikeConfirmationToken('abc')).toBe(false);
    expect(looksLikeConfirmationToken('a'.repeat(42) + '=')).toBe(false);
  });
});
