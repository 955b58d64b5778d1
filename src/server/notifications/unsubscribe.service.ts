import type { Locale } from '../../shared/i18n/locales';
import { msg } from '../../shared/i18n/messages';
import type { UnsubscribeInfo, UnsubscribeKind } from '../../shared/schemas/notifications';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { serverT } from '../lib/server-i18n';
import {
  findEventMessageStop,
  findPreferences,
  savePreferences,
  stopEventMessages,
} from './preferences.repo';
import { findSearchDigest, stopSearchDigest } from './saved-searches.repo';
import { findUnsubscribeToken } from './unsubscribe-tokens';

export const UNSUBSCRIBE_LINK_INVALID = msg('unsubscribe.linkGone');

/** Each kind's words in the notifications catalogue: what the link stops, and what is said once it has. */
const STOPPED = {
  reminders: 'stopped.reminders',
  'change-notices': 'stopped.changeNotices',
  'saved-search': 'stopped.savedSearch',
  'event-messages': 'stopped.eventMessages',
} as const satisfies Record<UnsubscribeKind, string>;

/** 'a•••@example.org': enough to recognise one's own address, not enough to harvest it from a leaked link. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

async function loadToken(db: Db, token: string) {
  const row = await findUnsubscribeToken(db, token);
  if (!row) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
  const person = await findPreferences(db, row.userId);
  if (!person) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
  const kind = row.kind as UnsubscribeKind;
  return { row, person, kind };
}

/**
 * What the link would stop, in `locale`: the page asks before doing it, since mail scanners open links (GET
 * changes nothing).
 */
export async function describeUnsubscribe(db: Db, token: string, locale: Locale): Promise<UnsubscribeInfo> {
  const { row, person, kind } = await loadToken(db, token);
  const t = serverT(locale, 'notifications');
  let alreadyOff = false;
  if (kind === 'reminders') alreadyOff = !person.reminders;
  if (kind === 'change-notices') alreadyOff = !person.changeNotices;
  if (kind === 'saved-search' && row.savedSearchId !== null) {
    const search = await findSearchDigest(db, row.savedSearchId);
    if (!search) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
    alreadyOff = !search.emailDigest;
    return {
      kind,
      description: t('stopped.savedSearch.named', { name: search.name }),
      email: maskEmail(person.email),
      alreadyOff,
    };
  }
  if (kind === 'event-messages' && row.eventId !== null) {
    const event = await findEventMessageStop(db, row.eventId, row.userId);
    if (!event) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
    return {
      kind,
      description: t('stopped.eventMessages.named', { name: event.name }),
      email: maskEmail(person.email),
      alreadyOff: event.stopped,
    };
  }
  const description = t(`${STOPPED[kind]}.description`);
  return { kind, description, email: maskEmail(person.email), alreadyOff };
}

/** Turns the link's kind of mail off (RFC 8058 one-click, or the page's button); again is fine. Says so in `locale`. */
export async function unsubscribe(db: Db, token: string, locale: Locale): Promise<{ message: string }> {
  const { row, kind } = await loadToken(db, token);
  if (kind === 'reminders') await savePreferences(db, row.userId, { reminders: false });
  if (kind === 'change-notices') await savePreferences(db, row.userId, { changeNotices: false });
  if (kind === 'saved-search' && row.savedSearchId !== null) {
    await stopSearchDigest(db, row.savedSearchId);
  }
  if (kind === 'event-messages' && row.eventId !== null) await stopEventMessages(db, row.eventId, row.userId);
  return { message: serverT(locale, 'notifications')(`${STOPPED[kind]}.done`) };
}
