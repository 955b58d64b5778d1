import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CurrentUser, type LoginInput, LoginSchema } from '../../../shared/schemas/auth';
import { TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { EmailField, settleAccountCall } from './account-form';
import { useLogin } from './use-account';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password. Please try again.';

/** The Login tab (spec §5 Login): email and password, nothing else is sent. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    settleAccountCall(login.mutateAsync(values), {
      setError: form.setError,
      fields: ['email', 'password'],
      success: { title: 'Welcome back', description: 'You are now logged in.' },
      failure: { title: 'Login failed', fallback: LOGIN_FAILED_MESSAGE },
      onSignedIn,
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Login" className="flex flex-col gap-4">
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
