/**
 * The public counts of GET /api/stats (src/server/analytics/stats-routes.ts), from approved listings only,
 * declared once for the server that counts them and the site's home page and dashboard that show them.
 */
export interface SiteStats {
  schools: number;
  colleges: number;
  universities: number;
  jobs: number;
  shops: number;
  /** The learners of approved schools, colleges and universities, summed from their student populations. */
  learners: number;
  /** Colleges and universities together. */
  partners: number;
}
