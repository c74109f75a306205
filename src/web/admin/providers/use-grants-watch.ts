/**
 * Keeps what the admin shows in step with the grants: when they change, every can() answer (menu entries,
 * buttons, screens) is asked again; when the server refuses a request, the grants are checked at once, since a
 * refusal is the surest sign that they changed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onForbidden } from './http.ts';
import { grantsQuery } from './use-grants.ts';

/** Refine keeps the answers of can() under this key. */
const accessQueryKey = ['access'];

export const useGrantsWatch = () => {
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery(grantsQuery);
  const seen = useRef(data);
  useEffect(() => {
    if (seen.current === data) return;
    const first = seen.current === undefined;
    seen.current = data;
    if (!first) void queryClient.invalidateQueries({ queryKey: accessQueryKey });
  }, [data, queryClient]);
  useEffect(() => onForbidden(() => void refetch()), [refetch]);
};
