/** Why a member may report a review, and how much the open reports must weigh to take it off the site until a moderator decides. */
export const reportReasons = ['misleading', 'offensive', 'personal-details', 'spam', 'conflict-of-interest', 'other'] as const;
export const reportReasonLabels: Record<(typeof reportReasons)[number], string> = {
  misleading: 'False or misleading',
  offensive: 'Offensive or abusive',
  'personal-details': 'Shares personal details',
  spam: 'Spam or advertising',
  'conflict-of-interest': 'Written by a competitor or the place itself',
  other: 'Something else',
};

/**
 * How much a report weighs depends on who files it (src/server/ratings/report-weight.ts, docs/moderation.md); a
 * review is hidden once the open reports of independent members weigh this much together. Two established members
 * with confirmed emails reach it, or one who has asked the place a question and one other; three new accounts
 * never do.
 */
export const reportWeightToHide = 4;

/** Why a report is left out of the weight that hides a review; moderators see it on the report and the review. */
export const reportFlags = ['new-account', 'same-address', 'account-burst'] as const;
export type ReportFlag = (typeof reportFlags)[number];

/** What a moderator's decision on a reported review made of its reports: they count in the reporters' record. */
export const reportOutcomes = ['upheld', 'dismissed'] as const;

export const reportStates = ['open', 'closed'] as const;
