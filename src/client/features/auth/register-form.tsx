import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type CurrentUser, type RegisterInput, RegisterSchema } from '../../../shared/schemas/auth';
import { FieldError, registered } from '../../components/form-fields';
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { AccountForm, EmailField, PasswordField } from './account-form';
import { useRegister } from './use-account';

const FIELDS = ['email', 'password', 'confirmPassword', 'agreeTerms'] as const;

/** The Register tab (spec §5 Register); agreeTerms starts checked (spec §2). */
export function RegisterForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const termsId = useId();
  const t = useT('auth');
  const localize = useLocalizeMessage();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', agreeTerms: true },
  });
  const register = useRegister();

  return (
    <AccountForm
      name={t('tab.register')}
      form={form}
      account={register}
      fields={FIELDS}
      success={{ title: t('register.success.title'), description: t('register.success.description') }}
      failure={{ title: t('register.failed.title'), fallback: t('register.failed.fallback') }}
      submitLabel={{ idle: t('register.submit'), pending: t('register.pending') }}
      onSignedIn={onSignedIn}
    >
      <EmailField {...registered(form, 'email')} />
      <PasswordField
        autoComplete="new-password"
        hint={t('password.rules')}
        {...registered(form, 'password')}
      />
      <PasswordField
        label={t('register.confirmPassword')}
        autoComplete="new-password"
        {...registered(form, 'confirmPassword')}
      />
      <Controller
        control={form.control}
        name="agreeTerms"
        render={({ field, fieldState }) => (
          <div>
            <div className="flex min-h-11 items-center gap-3">
              <Checkbox.Root
                id={termsId}
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? `${termsId}-error` : undefined}
                className="grid size-6 shrink-0 place-items-center rounded border border-neutral-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 aria-invalid:border-red-600 data-[state=checked]:border-green-700 data-[state=checked]:bg-green-700"
              >
                <Checkbox.Indicator>
                  <Check className="size-4 text-white" aria-hidden="true" />
                </Checkbox.Indicator>
              </Checkbox.Root>
              <label htmlFor={termsId} className="text-sm text-neutral-800">
                {t('register.agree')}{' '}
                {/* A new tab, so that what is typed here stays while the terms are read. */}
                <a
                  href="/terms"
                  target="_blank"
                  rel="noopener"
                  aria-describedby={`${termsId}-new-tab`}
                  className="font-medium text-green-800 underline underline-offset-2"
                >
                  {t('register.terms')}
                </a>
                <span id={`${termsId}-new-tab`} hidden>
                  {t('register.newTab')}
                </span>
              </label>
            </div>
            {fieldState.error?.message && (
              <FieldError id={`${termsId}-error`}>{localize(fieldState.error.message)}</FieldError>
            )}
          </div>
        )}
      />
    </AccountForm>
  );
}
