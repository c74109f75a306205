/**
 * The admin's mirror of the server's access rules: several party scopes per action, who the user is to a row
 * (through a column, or through the row a reference points at), the part of a shared row each party may change,
 * and the permission rows the matrix writes for a choice.
 */
import { describe, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { plan, type PermissionRow } from '../../../src/web/admin/matrix/use-role-grants.ts';
import { scopeOf, type Grants } from '../../../src/web/admin/providers/grants.ts';
import { isParty, needsRecord, recordAllows, writableFor } from '../../../src/web/admin/providers/record-access.ts';

const grantsOf = (userId: number, scopes: Record<string, string[]>, admin = false): Grants => ({
  userId,
  roles: [admin ? 'admin' : 'employer'],
  admin,
  scopes: new Map(Object.entries(scopes)),
});

const applications = getResource('jobs/applications');
const orders = getResource('shop/orders');
const news = getResource('content/news');

describe('admin access mirror', () => {
  it('reads several scopes as "rows where the user is one of these parties"; any covers the rest', () => {
    const employer = grantsOf(7, {
      'jobs/applications list': ['own', 'employer'],
      'jobs/applications update': ['own', 'employer'],
      'jobs/applications delete': ['own'],
      'shop/orders update': ['any', 'vendor'],
      'shop/orders read': ['nobody'],
    });
    expect(scopeOf(employer, applications, 'list')).toEqual(['own', 'employer']);
    expect(scopeOf(employer, orders, 'update')).toBe('any');
    // A scope that names no party of the resource grants nothing, as on the server.
    expect(scopeOf(employer, orders, 'read')).toBeNull();
    expect(scopeOf(employer, news, 'create')).toBeNull();
    expect(scopeOf(grantsOf(1, {}, true), news, 'delete')).toBe('any');
    expect(needsRecord(employer, applications, 'update')).toBe(true);
    expect(needsRecord(employer, applications, 'list')).toBe(false);
  });

  it("tells the employer of an application from the job it points at, and offers only the employer's part", () => {
    const employer = grantsOf(7, { 'jobs/applications update': ['own', 'employer'], 'jobs/applications delete': ['own'] });
    const toMyJob = { id: 1, job_id: 10, stage: 'Submitted' };
    const toTheirJob = { id: 2, job_id: 11, stage: 'Submitted' };
    const mine = { id: 3, job_id: 11, owner_id: 7 };
    const jobs: Record<number, { id: number; owner_id?: number }> = { 10: { id: 10, owner_id: 7 }, 11: { id: 11 } };
    const related = (field: string, id: number) => (field === 'job_id' ? jobs[id] : undefined);

    expect(isParty(employer, applications, 'employer', toMyJob, related)).toBe(true);
    expect(isParty(employer, applications, 'employer', toTheirJob, related)).toBe(false);
    // Without the job, it cannot be told here: the server decides.
    expect(isParty(employer, applications, 'employer', toMyJob)).toBeUndefined();
    expect(isParty(employer, applications, 'own', mine)).toBe(true);

    expect(recordAllows(employer, applications, 'update', toMyJob, related)).toBe(true);
    expect(recordAllows(employer, applications, 'update', toTheirJob, related)).toBe(false);
    expect(recordAllows(employer, applications, 'delete', toMyJob, related)).toBe(false);
    expect(recordAllows(employer, applications, 'delete', mine, related)).toBe(true);

    expect([...writableFor(employer, applications, toMyJob, related)!]).toEqual(['stage', 'employer_notes']);
    expect([...writableFor(employer, applications, mine, related)!]).toEqual(['cover_letter', 'resume_id']);
    expect(writableFor(grantsOf(1, {}, true), applications, toMyJob)).toBeNull();
  });

  it('tells the vendor of an order from its shop', () => {
    const vendor = grantsOf(5, { 'shop/orders update': ['vendor'] });
    const shops: Record<number, { id: number; owner_id?: number }> = { 1: { id: 1, owner_id: 5 }, 2: { id: 2 } };
    const related = (field: string, id: number) => (field === 'shop_id' ? shops[id] : undefined);
    expect(recordAllows(vendor, orders, 'update', { id: 9, shop_id: 1 }, related)).toBe(true);
    expect(recordAllows(vendor, orders, 'update', { id: 9, shop_id: 2, owner_id: 5 }, related)).toBe(false);
    // The vendor moves an order through its status route, never by editing the row.
    expect([...writableFor(vendor, orders, { id: 9, shop_id: 1 }, related)!]).toEqual([]);
  });

  it('writes one permission row per chosen scope, reusing rows before adding or deleting', () => {
    const row = (id: number, scope: string | null): PermissionRow => ({ id, role_id: 6, resource: 'jobs/applications', action: 'update', scope });
    expect(plan([], ['own', 'employer'])).toEqual({ updates: [], creates: ['own', 'employer'], deletes: [] });
    expect(plan([row(1, 'any')], ['own'])).toEqual({ updates: [{ id: 1, scope: 'own' }], creates: [], deletes: [] });
    expect(plan([row(1, 'own'), row(2, 'employer')], ['any'])).toEqual({ updates: [{ id: 1, scope: 'any' }], creates: [], deletes: [2] });
    expect(plan([row(1, 'own'), row(2, 'employer')], ['employer'])).toEqual({ updates: [], creates: [], deletes: [1] });
    expect(plan([row(1, 'own'), row(2, 'own')], ['own'])).toEqual({ updates: [], creates: [], deletes: [2] });
    expect(plan([row(1, null)], [])).toEqual({ updates: [], creates: [], deletes: [1] });
  });
});
