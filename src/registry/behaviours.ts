/**
 * What happens when a row is written, beyond storing it: the behaviours a resource has, each named here once with
 * what it does. A resource declares the ones it has in its definition (`behaviour: ['names-read-distinctly']`); the
 * few with a `rule` apply by the resource's other settings (every moderated resource is guarded against scams)
 * and are not declared. `behaviourOf(resource)` lists all of a resource's behaviours.
 *
 * The server implements each name exactly once (src/server/behaviours.ts) as the hooks of src/server/crud/hooks.ts.
 * A name declared but not implemented, implemented but declared by no resource, or misspelt, does not compile
 * (tests/unit/behaviours.test.ts checks the rules' share).
 *
 * The order of this list is the order the hooks run in within one write, where a resource has several:
 * `role-kept-while-held` deletes a role's permissions before `reloads-permissions` reads them again.
 */
import { claimedKinds } from './listing-claims.ts';
import { searchableLists } from './saved-targets.ts';

/** What a rule reads of a resource (the definition's settings, as `defineResource` fills them). */
interface RuleInput {
  name: string;
  visibility: 'public' | 'moderated' | 'private';
  publicWith: string | null;
  fields: Record<string, { kind: string }>;
}

interface Entry {
  /** One line: what the server does when a row of a resource with this behaviour is written. */
  does: string;
  /** The resources it applies to by their settings; without a rule, the resources that declare it. */
  rule?: (resource: RuleInput) => boolean;
}

export const behaviours = {
  'refuses-delete-while-needed': {
    does: 'A delete is refused (409) while other rows still depend on the row, saying what to do instead.',
  },
  'names-read-distinctly': {
    does: 'A name that reads the same as an existing one (by case, spacing or look-alike letters) is refused (409).',
  },
  'keeps-place-rating': {
    does: "One review per member and place, never of one's own; the place's rating, counts and category averages follow its approved reviews.",
  },
  'counts-helpful-marks': {
    does: "One mark per member and review, never of one's own review or place; the review's helpful count follows its marks.",
  },
  'hides-much-reported-review': {
    does: "One report per member and review; the review's report count follows its open reports, and enough of them hide it for review.",
  },
  'answered-by-place-owner': {
    does: "Only the reviewed place's owner (or staff) responds, once per review.",
  },
  'cart-line-names-a-size': {
    does: 'A line of a product sold in sizes names one of its sizes; one line per product and size.',
  },
  'voucher-says-what-it-takes-off': {
    does: "The code is kept in the form buyers' codes are compared in; a voucher ends after it starts and says what it takes off.",
  },
  'status-moves-by-route': {
    does: 'The status is not written directly: POST /api/shop/orders/{id}/status moves it and keeps its history.',
  },
  'comments-on-something': {
    does: 'The news story, post, archive entry or event commented on must exist.',
  },
  'applies-once-to-open-job': {
    does: 'Only to an open job whose deadline day is not over, once per candidate, answering every required screening question; its stage history begins.',
  },
  'mails-applicant-on-stage-move': {
    does: 'A stage change is recorded in the stage history, and the applicant is notified and emailed.',
  },
  'open-only-before-deadline': {
    does: 'An open job cannot have a deadline day that is over (past it, the job closes by itself within a minute).',
  },
  'addressed-to-listing-owner': {
    does: 'Goes only to an approved listing kept by someone on ElimuHub, addressed to that owner, who is notified.',
  },
  'messages-need-a-reason': {
    does: "Only about a listing the recipient owns, an application or order the two share, or in reply; never from a sender the recipient blocked; the sender's name and what it is about are kept on it.",
  },
  'blocks-a-messages-sender': {
    does: 'Blocks the sender of a message the member received; their later messages to the member are refused.',
  },
  'holds-money-asking-text': {
    does: 'A text asking for money up front holds the row for review, with the reason on it (docs/scam-guard.md).',
    rule: (resource) => resource.visibility === 'moderated',
  },
  'refuses-money-asking-text': {
    does: 'A text asking for money up front is refused: the row is shown within a moderated one and has no review of its own.',
    rule: (resource) => resource.visibility === 'public' && resource.publicWith !== null,
  },
  'gets-a-username': {
    does: 'A new account gets a unique username made from its email.',
  },
  'ends-sessions-on-lockout': {
    does: 'Setting the password, deactivating, reactivating or deleting an account ends its sessions and reset links.',
  },
  'opened-with-priority-perk': {
    does: "Opened as high priority when the member's plan includes priority support.",
  },
  'account-plan-follows': {
    does: "The account's plan follows its subscriptions as an admin changes them.",
  },
  'role-kept-while-held': {
    does: 'A seeded role, or one users hold, keeps its name and is not deleted; a deleted role takes its permissions.',
  },
  'grant-fits-resource': {
    does: 'A permission names a resource, an action it offers and a scope it supports for that action.',
  },
  'reloads-permissions': {
    does: 'Every change reloads the permissions in the same transaction, so the next request is judged by them.',
  },
  'saves-public-row-once': {
    does: 'A member saves a school or job the public sees, once, up to their limit.',
  },
  'saves-search-its-list-accepts': {
    does: "The filters are ones a visitor's list accepts, the page is one of the site's, up to the member's limit.",
  },
  'records-approval-for-alerts': {
    does: 'A row becoming approved is recorded, so saved-search alerts find what is new.',
    rule: (resource) => (searchableLists as readonly string[]).includes(resource.name),
  },
  'removes-unused-private-files': {
    does: 'A private file no row names any more leaves the file store once the write has committed.',
    rule: (resource) => Object.values(resource.fields).some((field) => field.kind === 'file'),
  },
  'takes-private-documents-along': {
    does: "A deleted account's résumés go with it, rows and files.",
  },
  'removed-only-by-editors': {
    does: 'A listing from an open list (its source set) is deleted only by editors and admins; its owner is refused (403) and asked to tell an editor.',
    // The provenance fields (provenance-fields.ts): the audit log's `source` is another matter.
    rule: (resource) => 'source' in resource.fields && 'source_id' in resource.fields,
  },
  'closes-claims-of-removed-listing': {
    does: 'Deleting a listing closes its open claims: rejected, with the reason that the listing was removed.',
    rule: (resource) => claimedKinds.some((kind) => resource.name === `institutions/${kind}`),
  },
  'marks-person-edits': {
    does: 'A listing a person writes through the API is marked edited, so a later import of its open list leaves it as they made it.',
    rule: (resource) => 'edited_at' in resource.fields,
  },
} as const satisfies Record<string, Entry>;

export type BehaviourName = keyof typeof behaviours;

/** The behaviours that apply by a rule, never declared. */
export type RuledBehaviour = { [Name in BehaviourName]: (typeof behaviours)[Name] extends { rule: unknown } ? Name : never }[BehaviourName];

/** The behaviours a resource declares in its definition. */
export type DeclaredBehaviour = Exclude<BehaviourName, RuledBehaviour>;

const names = Object.keys(behaviours) as BehaviourName[];

/** Every behaviour of a resource, declared or by rule, in the order their hooks run. */
export const behaviourOf = (resource: RuleInput & { behaviour: readonly DeclaredBehaviour[] }): BehaviourName[] =>
  names.filter((name) => {
    const entry: Entry = behaviours[name];
    return entry.rule ? entry.rule(resource) : (resource.behaviour as readonly BehaviourName[]).includes(name);
  });
