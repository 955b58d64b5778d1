// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VERIFICATION_SENT_MESSAGE } from '../../../shared/schemas/account-links';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { fakeApi, signedIn, testUser } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { VerifyEmailBanner } from './verify-email-banner';

afterEach(() => {
  cleanup();
  dismiss();
});

describe('VerifyEmailBanner', () => {
  it('asks an unconfirmed user to confirm, and sends the link again once on request', async () => {
    const api = fakeApi({
      ...signedIn({ ...testUser, emailVerified: false }),
      'POST /api/auth/verify-email/resend': json({ message: VERIFICATION_SENT_MESSAGE }, 202),
    });
    await renderWithProviders(<VerifyEmailBanner />);
    const banner = await screen.findByRole('region', { name: 'Confirm your email address' });
    expect(banner.textContent).toContain(
      `Please confirm your email address — we sent a link to ${testUser.email}.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await screen.findByRole('button', { name: 'Sent' });
    expect(api.sent('POST', '/api/auth/verify-email/resend')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Sent' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(currentToasts()[0]?.description).toBe(VERIFICATION_SENT_MESSAGE));
  });

  it('shows nothing to a confirmed user or a guest', async () => {
    const confirmed = fakeApi(signedIn({ ...testUser, emailVerified: true }));
    const { unmount } = await renderWithProviders(<VerifyEmailBanner />);
    await waitFor(() => expect(confirmed.sent('GET', '/api/auth/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    const guest = fakeApi({ 'GET /api/auth/me': json(null) });
    await renderWithProviders(<VerifyEmailBanner />);
    await waitFor(() => expect(guest.sent('GET', '/api/auth/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('speaks French on a French page', async () => {
    window.history.replaceState(null, '', '/fr/');
    try {
      fakeApi(signedIn({ ...testUser, emailVerified: false }));
      await renderWithProviders(<VerifyEmailBanner />);
      const banner = await screen.findByRole('region', { name: 'Confirmez votre adresse courriel' });
      expect(banner.textContent).toContain(
        `Veuillez confirmer votre adresse courriel — nous avons envoyé un lien à ${testUser.email}.`,
      );
      expect(screen.getByRole('button', { name: 'Renvoyer' })).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
