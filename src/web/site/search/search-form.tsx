import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { maxSearchLength } from '../../../registry/search-kinds.ts';
import { useSay } from '../../common/say.ts';

/** Where a search goes: the site-wide results page, or back to its prompt when nothing was typed. */
export const searchPath = (q: string) => (q.trim() ? `/search?q=${encodeURIComponent(q.trim())}` : '/search');

/**
 * The site-wide search box (home page and /search). Give it a `key` of the query shown, so following another
 * search (a "did you mean") puts that query in the box.
 */
export const SearchForm = ({ id, initial = '', className }: { id: string; initial?: string; className?: string }) => {
  const say = useSay();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(query));
  };
  return (
    <form role="search" onSubmit={search} className={className}>
      <label htmlFor={id} className="visually-hidden">
        {say('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={say('search.placeholder')}
        maxLength={maxSearchLength}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit">{say('search.submit')}</button>
    </form>
  );
};
