import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Suspense } from 'react';
import { ForgotPasswordAnswerSchema } from '../../../shared/schemas/account-links';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api';
import { failureMessage } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/use-toast';

/**
 * A gentle reminder for a signed-in user whose address is not confirmed yet; nothing is blocked. Its words
 * load only for such a user, beside the page (the bar and the screen do not wait for them).
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  if (user?.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <Banner email={user.email} />
    </Suspense>
  );
}

function Banner({ email }: { email: string }) {
  const t = useT('auth');
  const resend = useMutation({
    mutationFn: async () => {
      const response = await apiRequest('POST', '/api/auth/verify-email/resend');
      return ForgotPasswordAnswerSchema.parse(await response.json());
    },
    onSuccess: (answer) => toast({ title: t('banner.sent.title'), description: answer.message }),
    onError: (error) =>
      toast({
        title: t('banner.failed.title'),
        description: failureMessage(error, t('banner.failed.fallback')),
        variant: 'destructive',
      }),
  });
  return (
    <section
      aria-label={t('banner.label')}
      // Not on paper: a printed route sheet or list is no place for it (issue 22).
      className="border-b border-amber-200 bg-amber-50 text-amber-950 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <MailCheck className="size-4 shrink-0" aria-hidden="true" />
        {/* The address (with its full stop) moves to a line of its own rather than break, and breaks
            only when it is wider than a whole line (break-all cut 'demo@…' into 'de mo@…'; issue 22). */}
        <p className="min-w-0 flex-1 basis-56">
          {t('banner.text')}{' '}
          <span className="inline-block max-w-full break-words">
            <strong>{email}</strong>.
          </span>
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {resend.isSuccess
            ? t('banner.sent')
            : resend.isPending
              ? t('banner.sending')
              : t('banner.sendAgain')}
        </Button>
      </div>
    </section>
  );
}
