/**
 * What the signed-in member has saved, loaded once per account and shared by every save button on the page,
 * so a list of cards costs one or two requests instead of one per card. A change shows at once and is undone
 * if the server refuses it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { maxSavedItems } from '../../../registry/saved-targets.ts';
import { maxPageSize } from '../../../registry/query-bounds.ts';
import { api, ApiError } from '../../common/api.ts';
import { useSession } from '../../common/session.ts';
import type { SavedTarget } from './saved-kinds.ts';
import { readList } from '../../common/site-data.ts';
import type { RowOf } from '../../../registry/row-type.ts';

export type SavedItem = RowOf<'accounts/saved-items'>;

/** A row id, or `pending` while the save is on its way. */
const saved = new Map<string, number | 'pending'>();
let account: number | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const keyOf = (type: SavedTarget, id: number) => `${type}:${id}`;

const load = async (userId: number) => {
  const rows: SavedItem[] = [];
  for (let start = 0; start < maxSavedItems; start += maxPageSize) {
    const page = await readList<SavedItem>('accounts/saved-items', { _start: start, _end: start + maxPageSize, _sort: 'id', _order: 'asc' });
    rows.push(...page.rows);
    if (rows.length >= page.total || !page.rows.length) break;
  }
  if (account !== userId) return;
  for (const row of rows) saved.set(keyOf(row.target_type, row.target_id), row.id);
  emit();
};

const follow = (userId: number | null) => {
  if (account === userId) return;
  account = userId;
  saved.clear();
  emit();
  // Unknown saves show as not saved; a click then saves, which is harmless since saving twice keeps one row.
  if (userId !== null) void load(userId).catch(() => undefined);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the member has saved this row; follows sign-in and sign-out. */
export const useSaved = (type: SavedTarget, id: number) => {
  const userId = useSession()?.id ?? null;
  useEffect(() => follow(userId), [userId]);
  return useSyncExternalStore(
    subscribe,
    () => saved.has(keyOf(type, id)),
    () => false,
  );
};

/** Saves or unsaves; throws the server's refusal (a full list) after putting the button back. */
export const toggleSaved = async (type: SavedTarget, id: number) => {
  const key = keyOf(type, id);
  const rowId = saved.get(key);
  if (rowId === 'pending') return;
  if (rowId !== undefined) {
    saved.delete(key);
    emit();
    try {
      await api.delete(`accounts/saved-items/${rowId}`);
    } catch (error) {
      // Removed already (on another tab): what the member wanted.
      if (error instanceof ApiError && error.status === 404) return;
      saved.set(key, rowId);
      emit();
      throw error;
    }
    return;
  }
  saved.set(key, 'pending');
  emit();
  try {
    const row = await api.post<SavedItem>('accounts/saved-items', { target_type: type, target_id: id });
    saved.set(key, row.id);
  } catch (error) {
    saved.delete(key);
    throw error;
  } finally {
    emit();
  }
};

/** The Saved page removed a row itself: the buttons elsewhere follow. */
export const forgetSaved = (type: SavedTarget, id: number) => {
  saved.delete(keyOf(type, id));
  emit();
};
