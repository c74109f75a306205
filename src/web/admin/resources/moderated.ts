/** Resources whose rows wait for an admin or editor before the public sees them: listings and reviews. */
import { resources } from '../../../registry/index.ts';

export const moderatedResources = resources.filter((resource) => resource.visibility === 'moderated');
