/**
 * A crafted admin link (?method=delete, ?headers[…]=…) reaches the data provider as `meta`; the wrapper must
 * keep every request on its own method with no caller-chosen headers. Runs simple-rest over a recording client.
 */
import simpleRest from '@refinedev/simple-rest';
import { describe, expect, it } from 'vitest';
import { safeDataProvider, safeMeta } from '../../../src/web/common/safe-data-provider.ts';

interface Call {
  method: string;
  url: string;
  headers: unknown;
}

const recordingClient = () => {
  const calls: Call[] = [];
  const answer =
    (method: string) =>
    async (url: string, ...rest: unknown[]) => {
      const config = (rest.length === 2 ? rest[1] : rest[0]) as { headers?: unknown } | undefined;
      calls.push({ method, url, headers: config?.headers });
      return { data: method === 'get' ? [] : {}, headers: { 'x-total-count': '0' } };
    };
  const client = Object.fromEntries(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].map((m) => [m, answer(m)]));
  return { calls, client };
};

const crafted = { method: 'delete', headers: { 'X-HTTP-Method-Override': 'DELETE', Authorization: 'Bearer stolen' }, id: '7' };

const setup = () => {
  const { calls, client } = recordingClient();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the recording client stands in for axios
  const provider = safeDataProvider(simpleRest('/api', client as any));
  return { calls, provider };
};

describe('safeDataProvider', () => {
  it('keeps a list fetch a GET without caller headers, whatever meta says', async () => {
    const { calls, provider } = setup();
    await provider.getList({ resource: 'institutions/schools', pagination: { currentPage: 1, pageSize: 20 }, meta: crafted });
    expect(calls).toEqual([{ method: 'get', url: '/api/institutions/schools?_end=20&_start=0', headers: undefined }]);
  });

  it('keeps reads, creates, updates and deletes on their own methods', async () => {
    const { calls, provider } = setup();
    await provider.getOne({ resource: 'institutions/schools', id: 1, meta: crafted });
    await provider.getMany!({ resource: 'institutions/schools', ids: [1, 2], meta: crafted });
    await provider.create({ resource: 'institutions/schools', variables: { name: 'x' }, meta: { ...crafted, method: 'put' } });
    await provider.update({ resource: 'institutions/schools', id: 1, variables: { name: 'y' }, meta: { ...crafted, method: 'post' } });
    await provider.deleteOne({ resource: 'institutions/schools', id: 1, meta: { ...crafted, method: 'patch' } });
    expect(calls.map((c) => c.method)).toEqual(['get', 'get', 'post', 'patch', 'delete']);
    expect(calls.every((c) => c.headers === undefined)).toBe(true);
  });

  it('keeps custom calls GET and drops their headers', async () => {
    const { calls, provider } = setup();
    await provider.custom!({ url: '/api/analytics/dashboard', method: 'delete', headers: { 'X-Evil': '1' }, meta: crafted });
    expect(calls).toEqual([{ method: 'get', url: '/api/analytics/dashboard?', headers: undefined }]);
  });

  it('fails without the wrapper: the attack is real', async () => {
    const { calls, client } = recordingClient();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the recording client stands in for axios
    await simpleRest('/api', client as any).getList({ resource: 'institutions/schools', meta: crafted });
    expect(calls[0]!.method).toBe('delete');
  });

  it('passes only the abort context through', () => {
    const queryContext = { signal: new AbortController().signal };
    expect(safeMeta({ ...crafted, queryContext })).toEqual({ queryContext });
    expect(safeMeta(crafted)).toEqual({});
    expect(safeMeta(undefined)).toEqual({});
  });
});
