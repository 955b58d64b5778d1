import type { FastifyBaseLogger } from 'fastify';
import type { AdminUser } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { apiText } from '../../lib/server-i18n';
import { deletePhotoFiles } from '../../photo-store/photo-files';
import type { PhotoStore } from '../../photo-store/photo-store';
import { salesChanged } from '../../sales/sales-cache';
import {
  deleteUserRow,
  listUserRows,
  lockAdminIds,
  lockUser,
  setUserType,
  type UserType,
  userPhotoFiles,
} from './admin-users.repo';

export const USER_NOT_FOUND = apiText('adminApi', 'user.notFound');
export const SELF_DEMOTE_MESSAGE = apiText('adminApi', 'user.selfDemote');
export const SELF_DELETE_MESSAGE = apiText('adminApi', 'user.selfDelete');
export const LAST_ADMIN_DEMOTE_MESSAGE = apiText('adminApi', 'user.lastAdminDemote');
export const LAST_ADMIN_DELETE_MESSAGE = apiText('adminApi', 'user.lastAdminDelete');
/** The same words as requireAdmin's 403 (auth-context.ts), which the error handler answers in French too. */
const NO_LONGER_ADMIN_MESSAGE = apiText('adminApi', 'requiresAdmin');

/** Who asks for a role change: a signed-in administrator, or null for the operator's command line. */
export type Actor = { id: number } | null;

export interface RoleAnswer {
  id: number;
  userType: UserType;
}

export function listUsers(db: Db): Promise<AdminUser[]> {
  return listUserRows(db);
}

/**
 * Locks every administrator's row, then the target's, and checks what must hold whatever runs at the same
 * time: the target exists, a change would not remove the last administrator, and the actor (signed in as
 * an admin when the request began) is one still, not demoted a moment ago by another admin.
 */
async function lockForRoleChange(
  tx: DbExecutor,
  actor: Actor,
  targetId: number,
  lastAdminMessage?: string,
): Promise<UserType> {
  const adminIds = await lockAdminIds(tx);
  const target = await lockUser(tx, targetId);
  if (!target) throw new NotFoundError(USER_NOT_FOUND);
  if (lastAdminMessage && target.userType === 'admin' && adminIds.length <= 1) {
    throw new ConflictError(lastAdminMessage);
  }
  if (actor && !adminIds.includes(actor.id)) throw new ForbiddenError(NO_LONGER_ADMIN_MESSAGE);
  return target.userType;
}

/** Makes the user an administrator; one already is stays so (200 with the role, nothing written). */
export async function promoteUser(db: Db, actor: Actor, targetId: number): Promise<RoleAnswer> {
  return db.transaction(async (tx) => {
    const current = await lockForRoleChange(tx, actor, targetId);
    if (current !== 'admin') await setUserType(tx, targetId, 'admin');
    return { id: targetId, userType: 'admin' };
  });
}

/**
 * Makes an administrator a plain user; a plain user stays so. Their sessions live on: every request reads
 * the role afresh (sessions.ts findSessionUser), so their next one is a user's.
 */
export async function demoteUser(db: Db, actor: Actor, targetId: number): Promise<RoleAnswer> {
  if (actor?.id === targetId) throw new ConflictError(SELF_DEMOTE_MESSAGE);
  return db.transaction(async (tx) => {
    const current = await lockForRoleChange(tx, actor, targetId, LAST_ADMIN_DEMOTE_MESSAGE);
    if (current !== 'user') await setUserType(tx, targetId, 'user');
    return { id: targetId, userType: 'user' };
  });
}

export interface DeleteContext {
  db: Db;
  store: PhotoStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Deletes the account and, by cascade, its sessions, sales, photo rows and favorites; then its photos'
 * files. As in deleteSale, the files go only once the rows are gone for good.
 */
export async function deleteUser(ctx: DeleteContext, actor: Actor, targetId: number): Promise<void> {
  if (actor?.id === targetId) throw new ConflictError(SELF_DELETE_MESSAGE);
  const files = await ctx.db.transaction(async (tx) => {
    await lockForRoleChange(tx, actor, targetId, LAST_ADMIN_DELETE_MESSAGE);
    const found = await userPhotoFiles(tx, targetId);
    await deleteUserRow(tx, targetId);
    return found;
  });
  await salesChanged();
  const results = await Promise.allSettled(files.map((file) => deletePhotoFiles(ctx.store, file)));
  for (const result of results) {
    // The account is gone either way; a file left behind is an orphan to log (maintenance removes it).
    if (result.status === 'rejected') {
      ctx.log.warn({ err: result.reason, userId: targetId }, 'photo file not removed');
    }
  }
}
