/**
 * Domains shared by more than one listing: any school, college or university whose website or email is at the
 * domain besides the one claimed (a county's kakamega.sc.ke mailboxes, kmtc.ac.ke for every campus, a county
 * government's .go.ke). An address there shows only that one reads a mailbox of the county or organisation.
 */
import { claimedKinds, type ClaimedKind } from '../../registry/listing-claims.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { listingOf } from './claim-decision.ts';
import { institutionDomains } from './institution-domains.ts';

export const sharedDomains = async (db: Db, kind: ClaimedKind, id: number, domains: readonly string[]) => {
  const shared = new Set<string>();
  for (const domain of domains) {
    // Narrowed by text in the database, then read exactly: the domain must be the other listing's registrable one.
    const pattern = `%${domain.replace(/[%_\\]/g, '')}%`;
    for (const other of claimedKinds) {
      const listing = listingOf(other);
      let query = db
        .selectFrom(listing.table)
        .select(['id', 'website', 'email', ...('source' in listing.fields ? ['source', 'source_id'] : [])])
        .where((eb) => eb.or([eb(eb.fn('lower', ['website']), 'like', pattern), eb(eb.fn('lower', ['email']), 'like', pattern)]))
        .limit(50);
      if (other === kind) query = query.where('id', '!=', id);
      const rows = (await query.execute()) as Row[];
      if (rows.some((row) => institutionDomains(other, row).includes(domain))) shared.add(domain);
    }
  }
  return shared;
};
