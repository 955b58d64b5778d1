import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { ForgotPasswordAnswerSchema } from '../../../shared/schemas/account-links';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api';
import { failureMessage } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/use-toast';

/** A gentle reminder for a signed-in user whose address is not confirmed yet; nothing is blocked. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const resend = useMutation({
    mutationFn: async () => {
      const response = await apiRequest('POST', '/api/auth/verify-email/resend');
      return ForgotPasswordAnswerSchema.parse(await response.json());
    },
    onSuccess: (answer) => toast({ title: 'Link sent', description: answer.message }),
    onError: (error) =>
      toast({
        title: 'Could not send the link',
        description: failureMessage(error, 'Please try again later.'),
        variant: 'destructive',
      }),
  });
  if (user?.emailVerified !== false) return null;
  return (
    <section
      aria-label="Confirm your email address"
      // Not on paper: a printed route sheet or list is no place for it (issue 22).
      className="border-b border-amber-200 bg-amber-50 text-amber-950 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <MailCheck className="size-4 shrink-0" aria-hidden="true" />
        {/* The address (with its full stop) moves to a line of its own rather than break, and breaks
            only when it is wider than a whole line (break-all cut 'demo@…' into 'de mo@…'; issue 22). */}
        <p className="min-w-0 flex-1 basis-56">
          Please confirm your email address — we sent a link to{' '}
          <span className="inline-block max-w-full break-words">
            <strong>{user.email}</strong>.
          </span>
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {resend.isSuccess ? 'Sent' : resend.isPending ? 'Sending…' : 'Send again'}
        </Button>
      </div>
    </section>
  );
}
