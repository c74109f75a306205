/**
 * Whether the user may open a screen or a resource's list, decided from the grants alone: what can() answers for
 * a menu entry. Synchronous, so the menu is drawn once from the grants instead of one query per entry, each
 * answer re-rendering the menu as it arrives (with ~60 entries, most of a first list's rendering).
 */
import type { CanReturnType } from '@refinedev/core';
import { findResource, getResource } from '../../../registry/index.ts';
import { ownerDesks } from '../../../registry/owner-desks.ts';
import { duplicateKinds } from '../../../registry/resources/institutions.ts';
import { moderatedResources } from '../resources/moderated.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { deskScreen, ownerAnalyticsScreen } from '../resources/owner-screens.tsx';
import { refineResources } from '../resources/refine-resources.tsx';
import { actsAs, isStaff, mayChangeAny, type Grants } from './grants.ts';
import { desksOf } from './owner-desks.ts';
import { recordAllows } from './record-access.ts';

export const allow: CanReturnType = { can: true };
export const deny = (reason: string): CanReturnType => ({ can: false, reason });

/** The answer for a screen that is not a registry resource (whatever the action), or undefined for a resource. */
export const screenAccess = (grants: Grants, name: string): CanReturnType | undefined => {
  const desks = desksOf(grants);
  if (name === ownerAnalyticsScreen) return desks.length ? allow : deny('Only owners of listings see their numbers here.');
  const desk = ownerDesks.find((each) => deskScreen(each) === name);
  if (desk) return desks.includes(desk) ? allow : deny(`Your account keeps no ${desk.label.toLowerCase().replace('my ', '')}.`);
  if (name === extraScreens.dashboard) return isStaff(grants) ? allow : deny('Only admins and editors see the analytics.');
  if (name === extraScreens.moderation)
    return moderatedResources.some((resource) => mayChangeAny(grants, resource)) ? allow : deny('Only admins and editors moderate.');
  if (name === extraScreens.duplicates)
    return duplicateKinds.every((kind) => mayChangeAny(grants, getResource(kind))) ? allow : deny('Only admins and editors merge duplicate listings.');
  if (name === extraScreens.applicants)
    return actsAs(grants, getResource('jobs/applications'), 'list', 'employer') ? allow : deny('Only employers see applicants to their jobs.');
  if (name === extraScreens.shopOrders)
    return actsAs(grants, getResource('shop/orders'), 'list', 'vendor') ? allow : deny('Only shop keepers see the orders for their shops.');
  if (name === extraScreens.matrix) return mayChangeAny(grants, getResource('auth/permissions')) ? allow : deny('Only admins edit permissions.');
  if (findResource(name)) return undefined;
  // A menu group shows when one of its entries does, so no empty heading is left in the menu.
  const entries = refineResources.filter((entry) => entry.meta?.parent === name);
  return entries.some((entry) => listAccess(grants, entry.name).can) ? allow : deny('Nothing here for your account.');
};

/** What can() answers for `list` on `name`: a screen, a group of the menu or a resource's list. */
export const listAccess = (grants: Grants, name: string): CanReturnType => {
  const screen = screenAccess(grants, name);
  if (screen) return screen;
  const resource = getResource(name);
  return recordAllows(grants, resource, 'list') ? allow : deny(`Your account cannot list these ${resource.label.toLowerCase()}.`);
};
