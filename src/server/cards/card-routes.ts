/**
 * Share cards: GET /cards/<page address>.png is the 1200×630 PNG of a public row's page
 * (/cards/institutions/schools/12.png for /institutions/schools/12), and /cards/site.png the card of every other
 * page. Pages link them with ?v=<version> (registry/row-heads.ts), so an edited row gets a new address.
 *
 * The row is read as a visitor reads it, exactly like the page: a pending, rejected or missing row has no card
 * (404). Cards are drawn on demand and kept in memory, least recently used dropped first past `cacheBytes`:
 * a card is slow to draw and small to keep (docs/benchmarks.md), a restart only redraws what is asked again, and
 * nothing on disk needs clearing when a row changes. They are keyed by a hash of the SVG drawn, so a change of the
 * row, its rating, an employer's name or the card's design draws a new one and the old one ages out.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import type { Crud } from '../crud/service.ts';
import { HttpError } from '../http-error.ts';
import { publicRow, rowAddresses } from '../seo/page-status.ts';
import { getResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import { cardVersion, type RowPageName } from '../../registry/row-heads.ts';
import { cardContent, siteCard, type CardContent, type ReadRelated } from './card-content.ts';
import { cardSvg } from './card-svg.ts';
import { drawLimit } from './draw-limit.ts';

/** About 600 cards. */
const cacheBytes = 32 * 1024 * 1024;
/** A card whose address carries the row's current version changes only with a new address. */
const versionedCache = 'public, max-age=86400';
const unversionedCache = 'public, max-age=3600';

/** If-None-Match as browsers and caches send it: a list of tags, weak or strong, or "*". */
const matches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

const notFound = (path: string) =>
  new HttpError(404, `There is no share card at /cards/${path}. A public page's card is /cards/<page address>.png, e.g. /cards/institutions/schools/12.png.`);

export const cardRoutes = async (app: FastifyInstance, { crud, config, resources }: { crud: Crud; config: Config; resources: readonly Resource[] }) => {
  const addressOf = rowAddresses(resources);
  const host = new URL(config.publicUrl).host;
  const cache = new LRUCache<string, Buffer>({ maxSize: cacheBytes, sizeCalculation: (png) => png.length });
  // Requests for a card being drawn wait for that drawing rather than start another.
  const drawing = new Map<string, Promise<Buffer>>();
  const limit = drawLimit({ running: 2, waiting: 16 });
  // libvips keeps the operations it ran to reuse them; each card is drawn once from its own SVG, so that cache
  // only held memory (hundreds of MB over a crawl of many cards) and is off. Thumbnails of uploads gain nothing from it either.
  sharp.cache(false);

  const related: ReadRelated = async (name, id) => (typeof id === 'number' ? publicRow(crud, { resource: getResource(name), id: String(id) }) : null);

  const png = (key: string, svg: string) => {
    const kept = cache.get(key) ?? drawing.get(key);
    if (kept) return kept;
    const drawn = limit(() => sharp(Buffer.from(svg)).png().toBuffer())
      .then((buffer) => {
        cache.set(key, buffer);
        return buffer;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, drawn);
    return drawn;
  };

  const content = async (path: string, version: unknown): Promise<{ card: CardContent; cacheControl: string }> => {
    if (path === 'site.png') return { card: siteCard, cacheControl: versionedCache };
    const address = path.endsWith('.png') ? addressOf(`/${path.slice(0, -'.png'.length)}`) : null;
    if (!address) throw notFound(path);
    const row = await publicRow(crud, address);
    if (!row) throw new HttpError(404, `${address.resource.singular} ${address.id} is not on ElimuHub for the public, so it has no share card.`);
    return {
      card: await cardContent(address.resource.name as RowPageName, row, related),
      cacheControl: version === cardVersion(row) ? versionedCache : unversionedCache,
    };
  };

  app.get<{ Params: { '*': string }; Querystring: { v?: string } }>('/cards/*', async (request, reply) => {
    const { card, cacheControl } = await content(request.params['*'], request.query.v);
    const svg = cardSvg(card, host);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
    // A card is made to be shown on other sites (a chat's link preview), which the site's same-origin default forbids.
    reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(await png(etag, svg));
  });
};
