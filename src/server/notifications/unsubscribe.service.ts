import type { UnsubscribeInfo, UnsubscribeKind } from '../../shared/schemas/notifications';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { findPreferences, savePreferences } from './preferences.repo';
import { findSearchDigest, stopSearchDigest } from './saved-searches.repo';
import { findUnsubscribeToken } from './unsubscribe-tokens';

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid (the account or search may be gone)';

const STOPPED: Record<UnsubscribeKind, { description: string; done: string }> = {
  reminders: {
    description: 'reminders the evening before your favourite sales',
    done: 'You will get no more reminders. You can turn them back on under Notifications.',
  },
  'change-notices': {
    description: 'notices when a favourite sale changes, ends early or is removed',
    done: 'You will get no more change notices. You can turn them back on under Notifications.',
  },
  'saved-search': {
    description: 'the daily email of new sales for your saved search',
    done: 'You will get no more emails for this saved search. It stays under Saved searches.',
  },
};

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

/** What the link would stop: the page asks before doing it, since mail scanners open links (GET changes nothing). */
export async function describeUnsubscribe(db: Db, token: string): Promise<UnsubscribeInfo> {
  const { row, person, kind } = await loadToken(db, token);
  let alreadyOff = false;
  if (kind === 'reminders') alreadyOff = !person.reminders;
  if (kind === 'change-notices') alreadyOff = !person.changeNotices;
  if (kind === 'saved-search' && row.savedSearchId !== null) {
    const search = await findSearchDigest(db, row.savedSearchId);
    if (!search) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
    alreadyOff = !search.emailDigest;
    return {
      kind,
      description: `${STOPPED[kind].description} “${search.name}”`,
      email: maskEmail(person.email),
      alreadyOff,
    };
  }
  return { kind, description: STOPPED[kind].description, email: maskEmail(person.email), alreadyOff };
}

/** Turns the link's kind of mail off (RFC 8058 one-click, or the page's button); again is fine. */
export async function unsubscribe(db: Db, token: string): Promise<{ message: string }> {
  const { row, kind } = await loadToken(db, token);
  if (kind === 'reminders') await savePreferences(db, row.userId, { reminders: false });
  if (kind === 'change-notices') await savePreferences(db, row.userId, { changeNotices: false });
  if (kind === 'saved-search' && row.savedSearchId !== null) {
    await stopSearchDigest(db, row.savedSearchId);
  }
  return { message: STOPPED[kind].done };
}
