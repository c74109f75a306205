/**
 * Every behaviour of the registry's list (src/registry/behaviours.ts), implemented once, by the hooks of the domain
 * module that owns it. The map's type asks for each name of the list: a name left out, given twice or misspelt does
 * not compile, nor does hooks for a resource that does not declare the behaviour, nor a resource declaring one
 * without hooks for it (`BehaviourHooks` in crud/hooks.ts). `resourceHooks` gives the CRUD service each resource's
 * hooks in the order `behaviourOf` lists its behaviours.
 */
import { behaviourOf, behaviours, type BehaviourName } from '../registry/behaviours.ts';
import { resources } from '../registry/index.ts';
import type { Resource } from '../registry/resource.ts';
import type { Permissions } from './access/permissions.ts';
import { grantFitsResource, reloadsPermissions } from './access/permission-hooks.ts';
import { roleKeptWhileHeld } from './access/role-hooks.ts';
import { endsSessionsOnLockout, getsAUsername } from './auth/user-hooks.ts';
import { cartLineNamesASize, statusMovesByRoute, voucherSaysWhatItTakesOff } from './commerce/shop-hooks.ts';
import { commentsOnSomething } from './content/comment-hooks.ts';
import { refusesDeleteWhileNeeded } from './crud/dependents.ts';
import { namesReadDistinctly } from './crud/distinct-names.ts';
import type { BehaviourHooks, HookMap, ResourceHooks } from './crud/hooks.ts';
import type { Db } from './db/dialect.ts';
import { addressedToListingOwner } from './enquiries/enquiry-hooks.ts';
import { appliesOnceToOpenJob, mailsApplicantOnStageMove } from './jobs/application-hooks.ts';
import { openOnlyBeforeDeadline } from './jobs/job-deadlines.ts';
import type { Telling } from './jobs/stage-moves.ts';
import { messagesNeedAReason } from './messages/message-hooks.ts';
import { blocksAMessagesSender } from './messages/block-hooks.ts';
import { holdsMoneyAskingText, refusesMoneyAskingText } from './moderation/scam-guard.ts';
import { openedWithPriorityPerk } from './plans/priority-support.ts';
import { accountPlanFollows } from './plans/subscription-hooks.ts';
import { keepsPlaceRating } from './ratings/rating-hooks.ts';
import { countsHelpfulMarks } from './ratings/helpful-hooks.ts';
import { hidesMuchReportedReview } from './ratings/report-hooks.ts';
import { answeredByPlaceOwner } from './ratings/reply-hooks.ts';
import { recordsApprovalForAlerts } from './saved/approval-hooks.ts';
import { savesPublicRowOnce, savesSearchItsListAccepts } from './saved/saved-hooks.ts';
import { privateFileHooks } from './uploads/file-hooks.ts';
import { marksPersonEdits } from './open-data/edited-hooks.ts';
import { removedOnlyByEditors } from './open-data/open-list-removals.ts';
import { closesClaimsOfRemovedListing } from './claims/removed-listing-claims.ts';
import type { FileStore } from './uploads/storage.ts';

/** What some behaviours need from the running server. */
export interface BehaviourNeeds {
  /** For work outside the write's transaction (removing private files once it has committed). */
  db: Db;
  permissions: Permissions;
  store: FileStore;
  /** Emails an applicant that their application moved to a stage. */
  mailStage: Telling['mail'];
  /** A private file the store could not remove. */
  logFileError: (error: unknown) => void;
}

export type Implementations = { [Name in BehaviourName]: BehaviourHooks<Name> };

export const implementations = ({ db, permissions, store, mailStage, logFileError }: BehaviourNeeds): Implementations => {
  const privateFiles = privateFileHooks({ db, store, log: logFileError });
  return {
    'refuses-delete-while-needed': refusesDeleteWhileNeeded,
    'names-read-distinctly': namesReadDistinctly,
    'keeps-place-rating': keepsPlaceRating,
    'counts-helpful-marks': countsHelpfulMarks,
    'hides-much-reported-review': hidesMuchReportedReview,
    'answered-by-place-owner': answeredByPlaceOwner,
    'cart-line-names-a-size': cartLineNamesASize,
    'voucher-says-what-it-takes-off': voucherSaysWhatItTakesOff,
    'status-moves-by-route': statusMovesByRoute,
    'comments-on-something': commentsOnSomething,
    'applies-once-to-open-job': appliesOnceToOpenJob,
    'mails-applicant-on-stage-move': mailsApplicantOnStageMove(mailStage),
    'open-only-before-deadline': openOnlyBeforeDeadline,
    'addressed-to-listing-owner': addressedToListingOwner,
    'messages-need-a-reason': messagesNeedAReason,
    'blocks-a-messages-sender': blocksAMessagesSender,
    'holds-money-asking-text': holdsMoneyAskingText,
    'refuses-money-asking-text': refusesMoneyAskingText,
    'gets-a-username': getsAUsername,
    'ends-sessions-on-lockout': endsSessionsOnLockout,
    'opened-with-priority-perk': openedWithPriorityPerk,
    'account-plan-follows': accountPlanFollows,
    'role-kept-while-held': roleKeptWhileHeld,
    'grant-fits-resource': grantFitsResource,
    'reloads-permissions': reloadsPermissions(permissions),
    'saves-public-row-once': savesPublicRowOnce,
    'saves-search-its-list-accepts': savesSearchItsListAccepts,
    'records-approval-for-alerts': recordsApprovalForAlerts,
    'removes-unused-private-files': privateFiles.removesUnusedPrivateFiles,
    'takes-private-documents-along': privateFiles.takesPrivateDocumentsAlong,
    'removed-only-by-editors': removedOnlyByEditors(permissions),
    'closes-claims-of-removed-listing': closesClaimsOfRemovedListing,
    'marks-person-edits': marksPersonEdits,
  };
};

/** The hooks that do behaviour `name` for `resource`. */
export const hooksFor = (implemented: Implementations, name: BehaviourName, resource: Resource): ResourceHooks => {
  const implementation = implemented[name];
  if ('rule' in behaviours[name]) return implementation as ResourceHooks;
  const hooks = (implementation as Record<string, ResourceHooks | undefined>)[resource.name];
  // The types rule this out; a resource built by a function typed `Resource<Name>` escapes them (registry/index.ts).
  if (!hooks) throw new Error(`${resource.name} declares the behaviour ${name}, which has no hooks for it in src/server/behaviours.ts.`);
  return hooks;
};

/** Every resource's hooks, in the order its behaviours are listed in the registry. */
export const resourceHooks = (implemented: Implementations): HookMap =>
  Object.fromEntries(resources.map((resource) => [resource.name, behaviourOf(resource).map((name) => hooksFor(implemented, name, resource))]));
