/** A ticket's priorities as the registry defines them (support/tickets.priority), kept as plain data for the site. */
export const ticketPriorities = ['low', 'normal', 'high', 'urgent'] as const;
