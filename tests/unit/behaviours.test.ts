/**
 * The composition of the resources' behaviours is complete: every behaviour a resource has
 * (src/registry/behaviours.ts) has its hooks (src/server/behaviours.ts), in the order the registry lists them. The
 * compiler checks the declared behaviours; this checks what it cannot: the behaviours that apply by a rule, the
 * order of the declarations, and what the CRUD service is given.
 */
import { describe, expect, it } from 'vitest';
import { behaviourOf, behaviours, type BehaviourName } from '../../src/registry/behaviours.ts';
import { getResource, resources } from '../../src/registry/index.ts';
import { implementations, resourceHooks, type BehaviourNeeds } from '../../src/server/behaviours.ts';

// The hooks are only built here, never run: what they would need is not reached.
const needs = { db: {}, permissions: {}, store: {}, mailStage: () => undefined, logFileError: () => undefined } as unknown as BehaviourNeeds;
const names = Object.keys(behaviours) as BehaviourName[];

describe('behaviours', () => {
  it('each applies to some resource: declared by one, or picked by its rule', () => {
    const had = new Set(resources.flatMap((resource) => behaviourOf(resource)));
    expect(names.filter((name) => !had.has(name))).toEqual([]);
  });

  it('are declared in the order they run, each once, and never one that applies by a rule', () => {
    for (const resource of resources) {
      const declared = resource.behaviour as readonly BehaviourName[];
      expect(declared, resource.name).toEqual(names.filter((name) => declared.includes(name)));
      expect(
        declared.filter((name) => 'rule' in behaviours[name]),
        resource.name,
      ).toEqual([]);
    }
  });

  it('give every resource one set of hooks per behaviour, in the order behaviourOf lists them', () => {
    const implemented = implementations(needs);
    const hooks = resourceHooks(implemented);
    for (const resource of resources) {
      const expected = behaviourOf(resource).map((name) =>
        'rule' in behaviours[name] ? implemented[name] : (implemented[name] as unknown as Record<string, unknown>)[resource.name],
      );
      expect(hooks[resource.name] ?? [], resource.name).toEqual(expected);
      for (const set of hooks[resource.name] ?? []) expect(Object.keys(set).length, resource.name).toBeGreaterThan(0);
    }
  });

  it('implement a declared behaviour for exactly the resources that declare it', () => {
    const implemented = implementations(needs);
    for (const name of names.filter((name) => !('rule' in behaviours[name]))) {
      const declaring = resources.filter((resource) => (resource.behaviour as readonly string[]).includes(name)).map((resource) => resource.name);
      expect(Object.keys(implemented[name]).sort(), name).toEqual(declaring.sort());
    }
  });

  it('run where order matters as the hooks always have', () => {
    // A deleted role's permission rows go before the permissions are read again.
    expect(behaviourOf(getResource('auth/roles'))).toEqual(['names-read-distinctly', 'role-kept-while-held', 'reloads-permissions']);
    expect(behaviourOf(getResource('auth/permissions'))).toEqual(['grant-fits-resource', 'reloads-permissions']);
    // A job past its deadline is refused before the scam guard reads its texts.
    expect(behaviourOf(getResource('jobs/main'))).toEqual([
      'refuses-delete-while-needed',
      'open-only-before-deadline',
      'holds-money-asking-text',
      'records-approval-for-alerts',
    ]);
    expect(behaviourOf(getResource('auth/users'))).toEqual(['gets-a-username', 'ends-sessions-on-lockout', 'takes-private-documents-along']);
  });

  it('by rule: every moderated resource is guarded, and a public one shown within another refuses', () => {
    for (const resource of resources) {
      const own = behaviourOf(resource);
      expect(own.includes('holds-money-asking-text'), resource.name).toBe(resource.visibility === 'moderated');
      expect(own.includes('refuses-money-asking-text'), resource.name).toBe(resource.visibility === 'public' && resource.publicWith !== null);
    }
  });
});
