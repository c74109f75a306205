/** Why a member may report a review, and how many open reports take it off the site until a moderator decides. */
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
 * Open reports (from different members) that hide a review: enough that one grudge cannot take a fair review
 * down, few enough that abuse leaves the page quickly. A moderator's decision closes the reports.
 */
export const reportsToHide = 3;

export const reportStates = ['open', 'closed'] as const;
