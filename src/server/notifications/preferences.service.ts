import type { NotificationPreferences, NotificationSettings } from '../../shared/schemas/notifications';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { findPreferences, savePreferences } from './preferences.repo';

export async function getNotificationSettings(db: Db, user: SessionUser): Promise<NotificationSettings> {
  const found = await findPreferences(db, user.id);
  // The session was valid a moment ago; an account deleted meanwhile has nothing to show.
  if (!found) throw new NotFoundError(apiText('api-texts', 'account.notFound'));
  return found;
}

export async function updateNotificationSettings(
  db: Db,
  user: SessionUser,
  preferences: NotificationPreferences,
): Promise<NotificationSettings> {
  await savePreferences(db, user.id, preferences);
  return getNotificationSettings(db, user);
}
