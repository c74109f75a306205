/** The OpenAPI description of the employer's application routes (application-routes.ts), with their limits. */
import { applicationStages } from '../../registry/resources/jobs.ts';
import { maxBulkMoves, maxCountedJobs, maxExportRows } from './application-routes.ts';

type Responses = (ok: object, okStatus?: string) => object;

export const applicationPaths = (responses: Responses) => ({
  '/api/jobs/applications/moves': {
    post: {
      tags: ['Jobs'],
      summary: 'Move applications to a stage, all or nothing',
      description:
        `Up to ${maxBulkMoves} application ids. Every one must be to a job the caller posted (staff: any); if one is not, or one was ` +
        'moved by someone else meanwhile, nothing moves and the answer (404 or 409) names it. Each move is added to the ' +
        "application's stage_history, and the applicant is notified and emailed.",
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['ids', 'stage'],
              additionalProperties: false,
              properties: { ids: { type: 'array', minItems: 1, maxItems: maxBulkMoves, items: { type: 'integer' } }, stage: { enum: [...applicationStages] } },
            },
          },
        },
      },
      responses: {
        ...responses({ description: 'The moves made ({id, from, to}) and how many already had the stage' }),
        409: { description: 'One of them was moved meanwhile; nothing moved' },
      },
    },
  },
  '/api/jobs/stage-counts': {
    get: {
      tags: ['Jobs'],
      summary: "Applications per stage on the caller's jobs",
      description: `The caller's ${maxCountedJobs} newest jobs, or the one job_id (its owner or staff), each with its count per stage.`,
      parameters: [{ name: 'job_id', in: 'query', schema: { type: 'integer' } }],
      responses: responses({ description: '[{job_id, title, status, deadline, total, stages: {New: n, ...}}]' }),
    },
  },
  '/api/jobs/main/{id}/applications.csv': {
    get: {
      tags: ['Jobs'],
      summary: "A job's applications as CSV",
      description: `For the job's owner and staff: at most ${maxExportRows} applications, oldest first, one column per screening question. Cells are quoted; one starting like a formula gets a leading apostrophe.`,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: responses({ description: 'text/csv, as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } }),
    },
  },
});
